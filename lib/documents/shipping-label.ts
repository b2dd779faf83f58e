import 'server-only';
import { PDFDocument, type PDFPage } from 'pdf-lib';
import type { Address } from '@/lib/schemas/common';
import { CODE128_SCALE, code128Fit, embedCode128, embedQr } from './codes';
import { documentFaces, type Faces } from './fonts';
import { GREY, INK, MM, PAGE, drawAddressBlock, drawLines, wrapText } from './pdf-layout';

export type LabelFormat = keyof typeof PAGE;

/** Everything a printed label says, already in the order's language (docs/decisions.md#shipping-labels). */
export type ShippingLabelInput = {
  orderNumber: string;
  language: string;
  carrierName: string;
  sender: { name: string; address: Address };
  destination: { name: string; address: Address };
  /** Opened by the QR code: the staff order page. */
  staffUrl: string;
  /** `carrier`: what the carrier's own label or code must add before the parcel is accepted (docs/decisions.md#shipping-labels). */
  /** The parcel's id (docs/insurance.md#parcel). */
  parcelId: string;
  /** `parcel`: "Parcel P-…"; `insured`: the insured declared value, null when uninsured. */
  texts: { title: string; carrier: string; from: string; to: string; order: string; scan: string; cut: string; parcel: string; insured: string | null };
};

const LABEL_W = PAGE.a6[0];
const LABEL_H = PAGE.a6[1];
const M = 5 * MM;

/** An A6 label, or an A4 page with the label in its top-left quarter and cut lines. */
export async function renderShippingLabel(input: ShippingLabelInput, format: LabelFormat): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${input.texts.title} ${input.orderNumber}`);
  doc.setLanguage(input.language);
  doc.setProducer('Reprise');
  const fonts = await documentFaces(doc, JSON.stringify(input));
  const [pw, ph] = PAGE[format];
  const page = doc.addPage([pw, ph]);
  const oy = ph - LABEL_H;
  if (format === 'a4') {
    const dash = { thickness: 0.5, color: GREY, dashArray: [4, 3] };
    page.drawLine({ start: { x: LABEL_W, y: ph }, end: { x: LABEL_W, y: oy }, ...dash });
    page.drawLine({ start: { x: 0, y: oy }, end: { x: LABEL_W, y: oy }, ...dash });
    drawLines(page, [input.texts.cut], M, oy - 12, { font: fonts.regular, size: 7, maxWidth: LABEL_W - 2 * M, color: GREY });
  }
  await drawLabel(doc, page, fonts, input, 0, oy);
  return doc.save({ useObjectStreams: false });
}

async function drawLabel(doc: PDFDocument, page: PDFPage, fonts: Faces, input: ShippingLabelInput, ox: number, oy: number) {
  const x = ox + M;
  const width = LABEL_W - 2 * M;
  const rule = (y: number) => page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.8, color: INK });
  page.drawRectangle({ x: ox + 2 * MM, y: oy + 2 * MM, width: LABEL_W - 4 * MM, height: LABEL_H - 4 * MM, borderColor: INK, borderWidth: 1 });
  let y = oy + LABEL_H - M - 12;
  y = drawLines(page, [`${input.texts.title} · ${input.carrierName}`], x, y, { font: fonts.bold, size: 12, maxWidth: width });
  // Plainly: this page routes the parcel, it does not pay for it (docs/decisions.md#shipping-labels).
  for (const line of wrapText(input.texts.carrier, fonts.bold, 7.5, width)) y = drawLines(page, [line], x, y + 2, { font: fonts.bold, size: 7.5, maxWidth: width });
  rule(y + 6);
  y -= 6;
  y = drawAddressBlock(page, { heading: input.texts.from, ...input.sender, language: input.language }, x, y, fonts, 8, width);
  rule(y + 4);
  y -= 10;
  y = drawAddressBlock(page, { heading: input.texts.to, ...input.destination, language: input.language, showCountry: true }, x, y, fonts, 12, width);
  rule(y + 6);
  y -= 10;
  // The caption above the number, clear of its capitals (18 pt caps stand ~13 pt above the baseline).
  y = drawLines(page, [input.texts.order], x, y, { font: fonts.bold, size: 7, maxWidth: width, color: GREY });
  y = drawLines(page, [input.orderNumber], x, y - 9, { font: fonts.bold, size: 18, maxWidth: width });
  // The barcode below the number's descenders, centred inside the frame with its quiet zones
  // (≥ 10 modules each side, ISO/IEC 15417): the frame is the only mark beside it.
  const bar = await embedCode128(doc, input.orderNumber, 10);
  const frameInner = { x: ox + 2 * MM + 1, width: LABEL_W - 4 * MM - 2 };
  const fit = code128Fit(bar.width / CODE128_SCALE, frameInner.width, 0.5 * MM);
  const barH = 12 * MM;
  const barTop = y + 14;
  page.drawImage(bar, { x: frameInner.x + fit.offset, y: barTop - barH, width: fit.width, height: barH });
  y = barTop - barH - 4 * MM;
  const qrSize = Math.min(26 * MM, y - (oy + M));
  const qr = await embedQr(doc, input.staffUrl);
  page.drawImage(qr, { x, y: y - qrSize, width: qrSize, height: qrSize });
  const side = { x: x + qrSize + 3 * MM, width: width - qrSize - 3 * MM };
  let sy = drawLines(page, [input.texts.scan], side.x, y - 12, { font: fonts.regular, size: 7, maxWidth: side.width, color: GREY });
  // The parcel's id and its insurance beside the QR code: what the carrier's counter and an insurer's claim ask for.
  sy = drawLines(page, [input.texts.parcel], side.x, sy - 6, { font: fonts.bold, size: 9, maxWidth: side.width });
  if (input.texts.insured) for (const line of wrapText(input.texts.insured, fonts.bold, 7.5, side.width)) sy = drawLines(page, [line], side.x, sy - 2, { font: fonts.bold, size: 7.5, maxWidth: side.width });
}
