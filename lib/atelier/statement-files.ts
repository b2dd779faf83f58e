import 'server-only';
import { csvLine, UTF8_BOM } from '@/lib/admin/csv';
import { apiMessages } from '@/lib/http/messages';
import { formatDate } from '@/lib/i18n/dates';
import { a4Document, MARGIN } from '@/lib/invoices/pdf';
import { majorToMinor } from '@/lib/money';
import { moneyFormat } from '@/lib/invoices/format';
import type { Locale } from '@/lib/schemas/common';
import type { PayoutStatement } from '@/lib/schemas/atelier';

/**
 * The CSV's columns (docs/atelier.md#payouts): stable English keys; amounts are numbers with a dot
 * (a credit note's are negative: as text, "-14.00" would get the formula guard's quote).
 */
export const STATEMENT_CSV_COLUMNS = ['row', 'issued_at', 'invoice_number', 'kind', 'order_number', 'store', 'currency', 'invoiced', 'bonus', 'atelier_share', 'lines'] as const;

/** A row per line, then a `total` row per currency (its `lines` column counts them). */
export function statementCsv(s: PayoutStatement): string {
  let out = UTF8_BOM + csvLine([...STATEMENT_CSV_COLUMNS]);
  for (const l of s.lines) out += csvLine(['line', l.issuedAt, l.invoiceNumber, l.kind, l.orderNumber, l.storeName, l.currency, l.invoiced, l.bonus, l.atelierShare, '']);
  for (const t of s.totals) out += csvLine(['total', '', '', '', '', '', t.currency, t.invoiced, t.bonus, t.atelierShare, t.lines]);
  return out;
}

export const statementFileName = (s: PayoutStatement, ext: 'csv' | 'pdf') =>
  `statement-${s.provider.name.normalize('NFD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase()}-${s.month}.${ext}`;

/** The statement as a PDF in the reader's language, drawn with the invoices' writer and faces. */
export async function statementPdf(s: PayoutStatement, language: Locale): Promise<Uint8Array> {
  const t = apiMessages(language, 'Payouts');
  const dates = { language, timeZone: s.timeZone };
  const title = t('title', { atelier: s.provider.name, month: s.month });
  const { doc, w, right } = await a4Document(title, language, JSON.stringify(s));
  w.wrapped(title, MARGIN, right - MARGIN, { bold: true, size: 15 });
  w.gap(6);
  const status = s.status === 'paid' ? t('paid', { date: formatDate(s.paidAt!, dates, 'dateLong'), reference: s.reference || '—' }) : t(s.status === 'due' ? 'due' : 'open');
  w.wrapped(status, MARGIN, right - MARGIN);
  w.wrapped(t('rule'), MARGIN, right - MARGIN, { size: 8 });
  w.gap(10);

  const cols = { order: 150, store: 235, invoiced: 400, bonus: 460, share: right };
  const header = () => {
    w.need(14);
    w.text(t('invoice'), MARGIN, { bold: true, size: 8 });
    w.text(t('order'), cols.order, { bold: true, size: 8 });
    w.text(t('store'), cols.store, { bold: true, size: 8 });
    w.text(t('invoiced'), cols.invoiced, { bold: true, size: 8, right: true });
    w.text(t('bonus'), cols.bonus, { bold: true, size: 8, right: true });
    w.text(t('share'), cols.share, { bold: true, size: 8, right: true });
    w.gap(12);
  };
  header();
  if (!s.lines.length) w.wrapped(t('none'), MARGIN, right - MARGIN);
  for (const l of s.lines) {
    const money = moneyFormat(language, l.currency);
    w.need(12);
    const first = `${formatDate(l.issuedAt, dates, 'date')} ${l.invoiceNumber}${l.kind === 'credit_note' ? ` (${t('creditNote')})` : ''}`;
    w.text(w.font.printable(first).slice(0, 34), MARGIN, { size: 8 });
    w.text(l.orderNumber, cols.order, { size: 8 });
    w.text(w.font.printable(l.storeName).slice(0, 28), cols.store, { size: 8 });
    w.text(money(majorToMinor(l.invoiced)), cols.invoiced, { size: 8, right: true });
    w.text(money(majorToMinor(l.bonus)), cols.bonus, { size: 8, right: true });
    w.text(money(majorToMinor(l.atelierShare)), cols.share, { size: 8, right: true });
    w.gap(11);
  }
  w.gap(8);
  for (const total of s.totals) {
    const money = moneyFormat(language, total.currency);
    w.need(14);
    w.text(t('total', { currency: total.currency, lines: total.lines }), MARGIN, { bold: true });
    w.text(money(majorToMinor(total.invoiced)), cols.invoiced, { bold: true, right: true });
    w.text(money(majorToMinor(total.bonus)), cols.bonus, { bold: true, right: true });
    w.text(money(majorToMinor(total.atelierShare)), cols.share, { bold: true, right: true });
    w.gap(14);
  }
  return doc.save({ useObjectStreams: false });
}
