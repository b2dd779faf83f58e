import 'server-only';
import bwipjs from 'bwip-js/node';
import QRCode from 'qrcode';
import type { PDFDocument, PDFImage } from 'pdf-lib';

/**
 * Machine-readable codes for printed documents (shipping labels, garment tickets and tags,
 * invoices): rendered to PNG by maintained encoders, then embedded in a pdf-lib document.
 * One place, so every document scans the same way.
 */

/** A QR code (error correction M: survives a crease or a smudge on a garment tag). */
export async function qrPng(text: string): Promise<Uint8Array> {
  return QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: 1, scale: 8 });
}

/** A Code 128 barcode of `text` (order numbers such as R-2026-000123), without human-readable text. */
export async function code128Png(text: string, heightMm = 12): Promise<Uint8Array> {
  return bwipjs.toBuffer({ bcid: 'code128', text, scale: 3, height: heightMm, includetext: false });
}

export async function embedQr(doc: PDFDocument, text: string): Promise<PDFImage> {
  return doc.embedPng(await qrPng(text));
}

export async function embedCode128(doc: PDFDocument, text: string, heightMm?: number): Promise<PDFImage> {
  return doc.embedPng(await code128Png(text, heightMm));
}
