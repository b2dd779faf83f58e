import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { code128Png, embedCode128, embedQr, qrPng } from './codes';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47];

describe('document codes', () => {
  it('a QR code reads back as the text it encodes', async () => {
    const url = 'https://reprise.example/fr/admin/orders/ord_123';
    const { data, info } = await sharp(await qrPng(url)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const read = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
    expect(read?.data).toBe(url);
  });

  it('a Code 128 barcode is a PNG wider than tall', async () => {
    const png = await code128Png('R-2026-000123');
    expect([...png.subarray(0, 4)]).toEqual(PNG_MAGIC);
    const meta = await sharp(png).metadata();
    expect(meta.width!).toBeGreaterThan(meta.height!);
  });

  it('both embed in a PDF', async () => {
    const doc = await PDFDocument.create();
    const qr = await embedQr(doc, 'R-2026-000123');
    const bar = await embedCode128(doc, 'R-2026-000123');
    expect(qr.width).toBeGreaterThan(0);
    expect(bar.width).toBeGreaterThan(bar.height);
  });
});
