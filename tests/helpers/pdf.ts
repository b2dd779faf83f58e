import { unzlibSync } from 'fflate';
import jsQR from 'jsqr';
import { PDFDocument, PDFName, PDFRawStream, type PDFDict, type PDFNumber } from 'pdf-lib';
import { pdfPagesText } from './pdf-text';

/** A PDF read back: its pages, metadata, the text it shows and the QR codes in its images. */
export async function readPdf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const qrs: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict = object.dict;
    const data = dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode') ? unzlibSync(object.contents) : object.contents;
    if (dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) {
      const qr = readQr(dict, data);
      if (qr) qrs.push(qr);
    }
  }
  const text = (await pdfPagesText(bytes)).join('\n');
  return { pages: doc.getPages().map((p) => p.getSize()), title: doc.getTitle(), subject: doc.getSubject(), text, qrs };
}

function readQr(dict: PDFDict, pixels: Uint8Array): string | null {
  const width = (dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
  const height = (dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
  const channels = pixels.length / (width * height);
  if (channels !== 1 && channels !== 3) return null;
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    for (let c = 0; c < 3; c++) rgba[i * 4 + c] = pixels[i * channels + (channels === 3 ? c : 0)]!;
    rgba[i * 4 + 3] = 255;
  }
  return jsQR(rgba, width, height)?.data ?? null;
}
