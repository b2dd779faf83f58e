import { csvLine, parseCsv, UTF8_BOM } from '@/lib/admin/csv';
import { minorToString } from '@/lib/money';

/**
 * The price list as CSV, out and back in (issue #29, docs/back-office.md#price-lists).
 * Export: UTF-8 with a BOM (spreadsheets read it as UTF-8 only with it), RFC 4180, CRLF, one row
 * per sub-service and currency, prices in major units with a dot ("12.50"). Import: UTF-8 with or
 * without the BOM; anything else (Latin-1 / Windows-1252 from an old spreadsheet) is refused as a
 * whole. Only `sub_service_id`, `currency` and `price` are read; the names are there for people.
 */
export const PRICE_COLUMNS = ['sub_service_id', 'category', 'atelier', 'sub_service', 'currency', 'price'] as const;
/** A file of this many data lines or more is refused before any line is read. */
export const MAX_PRICE_LINES = 50_000;

export type PricedSubService = { id: string; category: string; atelier: string; subService: string; price: Record<string, number> };
export type PriceChange = { line: number; subServiceId: string; currency: string; from: number; to: number };
export type PriceLineError = { line: number; code: PriceErrorCode; value?: string };
export type PriceErrorCode =
  | 'encoding'
  | 'too_many_lines'
  | 'header'
  | 'columns'
  | 'formula'
  | 'unknown_id'
  | 'unknown_currency'
  | 'not_sold_in_currency'
  | 'negative_price'
  | 'not_a_price'
  | 'duplicate';
export type PriceImport = { changes: PriceChange[]; errors: PriceLineError[]; lines: number };

export function priceCsv(rows: PricedSubService[]): string {
  let out = UTF8_BOM + csvLine([...PRICE_COLUMNS]);
  for (const row of rows) {
    for (const currency of Object.keys(row.price).sort()) {
      out += csvLine([row.id, row.category, row.atelier, row.subService, currency, minorToString(row.price[currency]!)]);
    }
  }
  return out;
}

/** UTF-8 (BOM optional) or null: a byte sequence that is not UTF-8 (Latin-1 é is 0xE9) fails here. */
export function decodePriceFile(bytes: Uint8Array): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return text;
  } catch {
    return null;
  }
}

/**
 * A cell a spreadsheet would run (OWASP "CSV injection"): = + - @ first, or tab / CR, also after
 * leading spaces, which spreadsheets skip (" =1+1" runs in LibreOffice). Our own export prefixes
 * such text with an apostrophe (lib/admin/csv.ts), so a file read back never trips on it.
 */
const FORMULA = /^(?:[\t\r]|\s*[=+\-@])/;
const PRICE = /^\d{1,7}(\.\d{1,2})?$/;

/** Every change (old → new) and every error with its line number (1 is the header); nothing else. */
export function readPriceCsv(bytes: Uint8Array, catalogue: PricedSubService[]): PriceImport {
  const text = decodePriceFile(bytes);
  if (text === null) return { changes: [], errors: [{ line: 0, code: 'encoding' }], lines: 0 };
  const rows = parseCsv(text).filter((r, i, all) => !(i === all.length - 1 && r.length === 1 && r[0] === ''));
  if (rows.length - 1 >= MAX_PRICE_LINES) return { changes: [], errors: [{ line: MAX_PRICE_LINES + 1, code: 'too_many_lines' }], lines: rows.length - 1 };
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  const col = { id: header.indexOf('sub_service_id'), currency: header.indexOf('currency'), price: header.indexOf('price') };
  if (col.id < 0 || col.currency < 0 || col.price < 0) return { changes: [], errors: [{ line: 1, code: 'header', value: (rows[0] ?? []).join(',') }], lines: 0 };

  const byId = new Map(catalogue.map((s) => [s.id, s]));
  const currencies = new Set(catalogue.flatMap((s) => Object.keys(s.price)));
  const seen = new Set<string>();
  const changes: PriceChange[] = [];
  const errors: PriceLineError[] = [];
  for (let i = 1; i < rows.length; i++) {
    const line = i + 1;
    const cells = rows[i]!;
    if (cells.length === 1 && cells[0]!.trim() === '') continue; // a blank line
    if (cells.length !== header.length) {
      errors.push({ line, code: 'columns' });
      continue;
    }
    const id = cells[col.id]!.trim();
    const currency = cells[col.currency]!.trim().toUpperCase();
    const raw = cells[col.price]!.trim();
    if (/^-\s*\d/.test(raw)) {
      errors.push({ line, code: 'negative_price', value: raw });
      continue;
    }
    const formula = cells.find((c) => FORMULA.test(c));
    if (formula !== undefined) {
      errors.push({ line, code: 'formula', value: formula });
      continue;
    }
    const row = byId.get(id);
    if (!row) {
      errors.push({ line, code: 'unknown_id', value: id });
      continue;
    }
    if (!currencies.has(currency)) {
      errors.push({ line, code: 'unknown_currency', value: currency });
      continue;
    }
    if (!(currency in row.price)) {
      errors.push({ line, code: 'not_sold_in_currency', value: currency });
      continue;
    }
    if (!PRICE.test(raw)) {
      errors.push({ line, code: 'not_a_price', value: raw });
      continue;
    }
    const key = `${id}\u0000${currency}`;
    if (seen.has(key)) {
      errors.push({ line, code: 'duplicate', value: `${id} ${currency}` });
      continue;
    }
    seen.add(key);
    const [whole, cents = ''] = raw.split('.');
    const to = Number(whole) * 100 + Number(cents.padEnd(2, '0'));
    const from = row.price[currency]!;
    if (to !== from) changes.push({ line, subServiceId: id, currency, from, to });
  }
  return { changes, errors, lines: rows.length - 1 };
}
