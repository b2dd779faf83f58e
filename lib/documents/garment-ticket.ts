import 'server-only';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { embedCode128, embedQr } from './codes';
import { documentFaces, type Face } from './fonts';
import { MM, wrapText } from './pdf-layout';

/**
 * The counter's printed papers (docs/counter.md#garment-ticket): an A6 customer ticket and one
 * small tag per garment, each tag with the QR code that opens the staff order page. Page sizes
 * are the paper's, so a label printer prints each tag on its own label.
 *
 * Its text is drawn in the printed documents' faces (./fonts.ts): names print in any script.
 */
export type TicketText = {
  title: string;
  order: string;
  date: string;
  customer: string;
  items: string;
  promised: string;
  total: string;
  terms: string;
  scan: string;
  /** Caption of each garment's certificate QR code (docs/certificates.md#page). */
  certificate: string;
  /** Caption under the customer's signature. */
  signed: string;
  /** Between a label and its value: ': ', or ' : ' with a no-break space in French. */
  sep: string;
  tagOf: (n: number, of: number) => string;
};
export type TicketData = {
  storeName: string;
  storeLines: string[];
  orderNumber: string;
  orderDate: string;
  customerName: string;
  /** A warranty booking's line: reason and purchase reference (docs/counter.md#warranty); null on paid ones. */
  warranty: string | null;
  /** `certificateUrl`: the garment's repair certificate page, pending until the order completes. */
  items: { name: string; services: string[]; certificateUrl: string }[];
  promised: string;
  total: string;
  /** The staff order page the QR codes open. */
  url: string;
  /** The customer's signature at intake, PNG on white (docs/counter.md#signature); null when unsigned. */
  signature: Uint8Array | null;
  text: TicketText;
};

const A6 = [105 * MM, 148 * MM] as const;
const TAG = [70 * MM, 40 * MM] as const;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);

/** A column of text going down the page from `y`. */
class Cursor {
  constructor(
    private page: PDFPage,
    private x: number,
    public y: number,
    private width: number,
  ) {}
  line(text: string, font: Face, size: number, color = INK, gap = 2) {
    for (const l of wrapText(text, font, size, this.width)) {
      this.y -= size;
      font.draw(this.page, l, { x: this.x, y: this.y, size, color });
      this.y -= gap;
    }
  }
  space(points: number) {
    this.y -= points;
  }
}

export async function garmentTicketPdf(data: TicketData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${data.text.title} ${data.orderNumber}`);
  doc.setSubject(data.orderNumber);
  doc.setCreator('Reprise');
  const { regular, bold } = await documentFaces(doc, JSON.stringify(data));
  const qr = await embedQr(doc, data.url);
  const bar = await embedCode128(doc, data.orderNumber, 8);

  // The customer's ticket.
  const page = doc.addPage([...A6]);
  const margin = 7 * MM;
  const qrSize = 26 * MM;
  page.drawImage(qr, { x: A6[0] - margin - qrSize, y: A6[1] - margin - qrSize, width: qrSize, height: qrSize });
  const head = new Cursor(page, margin, A6[1] - margin, A6[0] - 2 * margin - qrSize - 3 * MM);
  head.line(data.storeName, bold, 11);
  for (const l of data.storeLines) head.line(l, regular, 7, MUTED, 1);
  head.space(4);
  head.line(data.text.order, regular, 7, MUTED);
  head.line(data.orderNumber, bold, 14);
  const body = new Cursor(page, margin, Math.min(head.y, A6[1] - margin - qrSize) - 4, A6[0] - 2 * margin);
  page.drawImage(bar, { x: margin, y: body.y - 9 * MM, width: Math.min(60 * MM, bar.width), height: 9 * MM });
  body.space(9 * MM + 6);
  body.line(`${data.text.date}${data.text.sep}${data.orderDate}`, regular, 8);
  body.line(`${data.text.customer}${data.text.sep}${data.customerName}`, regular, 8);
  if (data.warranty) body.line(data.warranty, bold, 8);
  body.space(4);
  body.line(data.text.items, bold, 9);
  // Each garment with the QR code of its future repair certificate on the right (docs/certificates.md#page).
  const certificateQr = 14 * MM;
  for (const [i, item] of data.items.entries()) {
    const top = body.y;
    page.drawImage(await embedQr(doc, item.certificateUrl), { x: A6[0] - margin - certificateQr, y: top - certificateQr, width: certificateQr, height: certificateQr });
    const text = new Cursor(page, margin, top, A6[0] - 2 * margin - certificateQr - 3 * MM);
    text.line(`${i + 1}. ${item.name}`, bold, 8, INK, 1);
    text.line(item.services.join(', '), regular, 7.5, MUTED);
    text.line(data.text.certificate, regular, 6, MUTED, 1);
    body.y = Math.min(text.y, top - certificateQr - 3);
  }
  body.space(4);
  body.line(`${data.text.promised}${data.text.sep}${data.promised}`, bold, 9);
  body.line(`${data.text.total}${data.text.sep}${data.total}`, bold, 9);
  body.space(6);
  body.line(data.text.terms, regular, 6, MUTED, 1);
  if (data.signature) {
    const signature = await doc.embedPng(data.signature);
    const width = Math.min(45 * MM, signature.width);
    const height = (width / signature.width) * signature.height;
    body.space(2);
    page.drawImage(signature, { x: margin, y: Math.max(margin, body.y - height), width, height });
    body.space(height + 2);
    body.line(`${data.text.signed}${data.text.sep}${data.customerName}`, regular, 6.5, MUTED, 1);
  }

  // One tag per garment: QR on the left, the number and the garment beside it.
  data.items.forEach((item, i) => {
    const tag = doc.addPage([...TAG]);
    const pad = 3 * MM;
    const size = TAG[1] - 2 * pad;
    tag.drawImage(qr, { x: pad, y: pad, width: size, height: size });
    const col = new Cursor(tag, pad + size + 2 * MM, TAG[1] - pad, TAG[0] - size - 2 * pad - 2 * MM);
    col.line(data.orderNumber, bold, 9);
    col.line(data.text.tagOf(i + 1, data.items.length), regular, 7, MUTED);
    col.space(2);
    col.line(item.name, bold, 7.5, INK, 1);
    col.line(data.customerName, regular, 7, MUTED);
    col.line(`${data.text.promised}${data.text.sep}${data.promised}`, regular, 6.5, MUTED);
  });
  return doc.save();
}
