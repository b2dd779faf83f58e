import 'server-only';
import { csvLine, UTF8_BOM } from '@/lib/admin/csv';
import { apiMessages } from '@/lib/http/messages';
import { formatDate } from '@/lib/i18n/dates';
import { a4Document, MARGIN } from '@/lib/invoices/pdf';
import { minorToMajor } from '@/lib/money';
import { moneyFormat } from '@/lib/invoices/format';
import type { Locale } from '@/lib/schemas/common';
import type { Statement } from './statements';

/**
 * The CSV's columns (docs/atelier.md#payouts): stable English keys, the share's named after the
 * payee (`atelier_share`, `operator_share`, `partner_share`); amounts are numbers with a dot (a
 * credit note's are negative: as text, "-14.00" would get the formula guard's quote).
 */
export const statementCsvColumns = (kind: Statement['payee']['kind'] = 'atelier') =>
  ['row', 'issued_at', 'invoice_number', 'kind', 'order_number', 'store', 'currency', 'invoiced', 'bonus', `${kind}_share`, 'lines'] as const;
export const STATEMENT_CSV_COLUMNS = statementCsvColumns('atelier');

/** A row per line, then a `total` row per currency (its `lines` column counts them). */
export function statementCsv(s: Statement): string {
  const m = minorToMajor;
  let out = UTF8_BOM + csvLine([...statementCsvColumns(s.payee.kind)]);
  for (const l of s.lines) out += csvLine(['line', l.issuedAt, l.invoiceNumber, l.kind, l.orderNumber, l.storeName, l.currency, m(l.invoicedMinor), m(l.bonusMinor), m(l.shareMinor), '']);
  for (const t of s.totals) out += csvLine(['total', '', '', '', '', '', t.currency, m(t.invoicedMinor), m(t.bonusMinor), m(t.shareMinor), t.lines]);
  return out;
}

export const statementFileName = (s: Statement, ext: 'csv' | 'pdf') =>
  `statement-${s.payee.name.normalize('NFD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase()}-${s.month}.${ext}`;

/** The statement as a PDF in the reader's language, drawn with the invoices' writer and faces. */
export async function statementPdf(s: Statement, language: Locale): Promise<Uint8Array> {
  const t = apiMessages(language, 'Payouts');
  const dates = { language, timeZone: s.timeZone };
  const title = t('title', { atelier: s.payee.name, month: s.month });
  const { doc, w, right } = await a4Document(title, language, JSON.stringify(s));
  w.wrapped(title, MARGIN, right - MARGIN, { bold: true, size: 15 });
  w.gap(6);
  const status = s.status === 'paid' ? t('paid', { date: formatDate(s.paidAt!, dates, 'dateLong'), reference: s.reference || '—' }) : t(s.status === 'due' ? 'due' : 'open');
  w.wrapped(status, MARGIN, right - MARGIN);
  w.wrapped(s.payee.kind === 'atelier' ? t('rule') : t('rulePayee', { role: s.payee.kind }), MARGIN, right - MARGIN, { size: 8 });
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
    w.text(money(l.invoicedMinor), cols.invoiced, { size: 8, right: true });
    w.text(money(l.bonusMinor), cols.bonus, { size: 8, right: true });
    w.text(money(l.shareMinor), cols.share, { size: 8, right: true });
    w.gap(11);
  }
  w.gap(8);
  for (const total of s.totals) {
    const money = moneyFormat(language, total.currency);
    w.need(14);
    w.text(t('total', { currency: total.currency, lines: total.lines }), MARGIN, { bold: true });
    w.text(money(total.invoicedMinor), cols.invoiced, { bold: true, right: true });
    w.text(money(total.bonusMinor), cols.bonus, { bold: true, right: true });
    w.text(money(total.shareMinor), cols.share, { bold: true, right: true });
    w.gap(14);
  }
  return doc.save({ useObjectStreams: false });
}
