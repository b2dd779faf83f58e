import 'server-only';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import type { InvoiceBody, InvoicePaymentMethod, InvoiceReason } from '@/db/schema/invoice-json';
import { embedQr } from '@/lib/documents/codes';
import { apiMessages } from '@/lib/http/messages';
import type { Locale } from '@/lib/schemas/common';
import { DEFAULT_TIME_ZONE, formatDate } from '@/lib/i18n/dates';
import { wrapText } from '@/lib/documents/pdf-layout';
import { documentFaces, type Face } from '@/lib/documents/fonts';
import { moneyFormat, rateFormat } from './format';

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 48;
const SIZE = 9.5;

/** Draws lines top-down, starting a new page when one is full (the invoice, the atelier's payout statement). */
export class Writer {
  page: PDFPage;
  y = A4[1] - MARGIN;
  constructor(readonly doc: PDFDocument, readonly font: Face, readonly bold: Face) {
    this.page = doc.addPage(A4);
  }
  need(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }
  text(text: string, x: number, options: { bold?: boolean; size?: number; right?: boolean } = {}) {
    const font = options.bold ? this.bold : this.font;
    const size = options.size ?? SIZE;
    const at = options.right ? x - font.widthOfTextAtSize(text, size) : x;
    font.draw(this.page, text, { x: at, y: this.y, size, color: rgb(0.1, 0.1, 0.1) });
  }
  /** Wraps `text` to `width`, one line at a time; returns the lines drawn. */
  wrapped(text: string, x: number, width: number, options: { bold?: boolean; size?: number } = {}) {
    const font = options.bold ? this.bold : this.font;
    const size = options.size ?? SIZE;
    const lines = wrapText(text, font, size, width);
    for (const line of lines) {
      this.need(size + 3);
      this.text(line, x, options);
      this.y -= size + 3;
    }
  }
  gap(h = 6) {
    this.y -= h;
  }
}

/** A new A4 document titled in `language`, its faces for `content` (every string it will print), and its writer. */
export async function a4Document(title: string, language: string, content: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setLanguage(language);
  doc.setCreator('Reprise');
  const faces = await documentFaces(doc, content);
  return { doc, w: new Writer(doc, faces.regular, faces.bold), right: A4[0] - MARGIN };
}

/** The invoice's own words (Invoices.*), typed so the message-key check expands them (docs/decisions.md#messages). */
type Label =
  | 'invoice' | 'creditNote' | 'issued' | 'serviceDate' | 'order' | 'credits' | 'replaces' | 'seller' | 'customer' | 'vatNumber' | 'legalMentions'
  | 'description' | 'quantity' | 'unit' | 'amount' | 'servicesTotal' | 'discounts' | 'total' | 'vatRow' | 'bonusTotal' | 'customerTotal'
  | 'payment' | 'noPayment' | 'due' | 'refundDue' | 'warrantyNotice' | 'bonusNotice' | 'reason' | 'pricesIncludeVat' | 'certificates'
  | `methods.${InvoicePaymentMethod}` | `reasons.${InvoiceReason}`;
type Params = Record<string, string | number>;

/**
 * The invoice or credit note as a PDF, in the seller's language, with the customer's beside it
 * when different: "Facture / Invoice" (docs/invoices.md#mentions).
 */
export async function invoicePdf(body: InvoiceBody, extras: { certificates?: { name: string; url: string }[] } = {}): Promise<Uint8Array> {
  const lang = body.language as Locale;
  const t = apiMessages(lang, 'Invoices');
  const other = body.customerLanguage && body.customerLanguage !== lang ? apiMessages(body.customerLanguage as Locale, 'Invoices') : null;
  /** A label in the seller's language, then the customer's; `words` are params that are labels themselves. */
  const L = (key: Label, params: Params = {}, words: Record<string, Label> = {}) => {
    const mine = t(key, { ...params, ...Object.fromEntries(Object.entries(words).map(([k, v]) => [k, t(v)])) });
    if (!other) return mine;
    return `${mine} / ${other(key, { ...params, ...Object.fromEntries(Object.entries(words).map(([k, v]) => [k, other(v)])) })}`;
  };
  const money = moneyFormat(lang, body.currency);
  const dates = { language: lang, timeZone: body.seller.timeZone ?? DEFAULT_TIME_ZONE }; // the store's clock, kept in the body
  const title = `${L(body.kind === 'invoice' ? 'invoice' : 'creditNote')} ${body.number}`;
  const { doc, w, right } = await a4Document(title, lang, JSON.stringify(body));
  const qr = await embedQr(doc, body.number);
  w.page.drawImage(qr, { x: right - 64, y: w.y - 56, width: 64, height: 64 });

  w.text(title, MARGIN, { bold: true, size: 16 });
  w.gap(20);
  w.text(L('issued', { date: formatDate(body.issuedAt, dates, 'dateLong') }), MARGIN);
  w.gap(12);
  w.text(L('serviceDate', { date: formatDate(body.serviceDate, dates, 'dateLong') }), MARGIN);
  w.gap(12);
  w.text(L('order', { number: body.orderNumber }), MARGIN);
  w.gap(12);
  if (body.credits) {
    w.text(L(body.kind === 'credit_note' ? 'credits' : 'replaces', { number: body.credits }), MARGIN, { bold: true });
    w.gap(12);
  }
  w.gap(10);

  const top = w.y;
  const party = (heading: string, p: InvoiceBody['seller'], x: number) => {
    w.y = top;
    w.text(heading, x, { bold: true });
    w.gap(12);
    const a = p.address;
    // A customer booked without address (docs/counter.md#no-address) is named, with no address lines.
    // The seller's legal mentions, in its own language: form and capital, register and city (docs/invoices.md#mentions).
    const form = p.legalForm && (p.shareCapital ? t('legalMentions', { form: p.legalForm, capital: p.shareCapital }) : p.legalForm);
    const rows = [p.name, form, p.storeName, ...(a ? [a.address, a.secondAddress, `${a.zipCode} ${a.city}`, a.country] : []), p.registration, p.companyNumber, p.vatNumber && L('vatNumber', { number: p.vatNumber }), p.email];
    for (const row of rows.filter(Boolean) as string[]) w.wrapped(row, x, 230);
    return w.y;
  };
  const after = Math.min(party(L('seller'), body.seller, MARGIN), party(L('customer'), body.customer, 320));
  w.y = after - 14;

  const cols = { qty: 360, unit: 450, amount: right };
  w.need(20);
  w.text(L('description'), MARGIN, { bold: true });
  w.text(L('quantity'), cols.qty, { bold: true, right: true });
  w.text(L('unit'), cols.unit, { bold: true, right: true });
  w.text(L('amount'), cols.amount, { bold: true, right: true });
  w.gap(14);
  for (const line of body.lines) {
    w.need(14);
    const y = w.y;
    w.text(line.quantity === 1 && line.kind !== 'service' ? '' : String(line.quantity), cols.qty, { right: true });
    w.text(money(line.unitMinor), cols.unit, { right: true });
    w.text(money(line.amountMinor), cols.amount, { right: true, bold: line.kind === 'bonus' });
    w.y = y;
    w.wrapped(line.label, MARGIN, 250, { bold: line.kind === 'bonus' });
    w.gap(2);
  }
  w.gap(10);

  const total = (label: string, minor: number, bold = false) => {
    w.need(14);
    w.text(label, 300, { bold });
    w.text(money(minor), right, { right: true, bold });
    w.gap(13);
  };
  const totals = body.totals;
  total(L('servicesTotal'), totals.servicesMinor);
  if (totals.discountsMinor) total(L('discounts'), -totals.discountsMinor);
  // The price, VAT on it, then who pays it: the bonus is the eco-organism's part of the price,
  // not a reduction of it (docs/invoices.md#vat-and-bonus).
  total(L('total'), totals.totalMinor + totals.bonusMinor, true);
  for (const v of body.vat) total(L('vatRow', { rate: rateFormat(lang, v.rateBp), base: money(v.baseMinor) }), v.vatMinor);
  if (totals.bonusMinor) {
    total(L('bonusTotal'), -totals.bonusMinor, true);
    total(L('customerTotal'), totals.totalMinor, true);
  }
  for (const p of body.payments) total(L('payment', {}, { method: `methods.${p.method}` }), p.amountMinor);
  if (!body.payments.length && body.kind === 'invoice') total(L('noPayment'), 0);
  total(L(body.dueMinor < 0 ? 'refundDue' : 'due'), Math.abs(body.dueMinor), true);
  w.gap(10);

  if (body.warranty) w.wrapped(L('warrantyNotice'), MARGIN, right - MARGIN);
  if (totals.bonusMinor) w.wrapped(L('bonusNotice', { provider: body.provider.name }), MARGIN, right - MARGIN);
  if (body.reason) w.wrapped(L('reason', {}, { reason: `reasons.${body.reason}` }), MARGIN, right - MARGIN);
  w.wrapped(L('pricesIncludeVat'), MARGIN, right - MARGIN);

  // Each repaired garment's signed certificate, a QR code to its public page (docs/certificates.md#page).
  const certificates = body.kind === 'invoice' ? (extras.certificates ?? []) : [];
  if (certificates.length) {
    const size = 64;
    const cell = 122;
    w.gap(12);
    w.need(14 + size + 30);
    w.wrapped(L('certificates'), MARGIN, right - MARGIN, { bold: true });
    w.gap(4);
    for (let i = 0; i < certificates.length; i += 4) {
      w.need(size + 32);
      const top = w.y;
      for (const [column, certificate] of certificates.slice(i, i + 4).entries()) {
        const x = MARGIN + column * cell;
        w.page.drawImage(await embedQr(doc, certificate.url), { x, y: top - size, width: size, height: size });
        w.y = top - size - 10;
        for (const line of wrapText(certificate.name, w.font, 7.5, cell - 8).slice(0, 2)) {
          w.text(line, x, { size: 7.5 });
          w.y -= 10;
        }
      }
      w.y = top - size - 32;
    }
  }
  return doc.save({ useObjectStreams: false });
}
