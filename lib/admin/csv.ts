import { majorToMinor, minorToString } from '@/lib/money';
/**
 * CSV for spreadsheets: RFC 4180 (comma-separated, CRLF line ends, a field quoted when it holds
 * a quote, the separator, CR or LF; quotes doubled), or the dialect a spreadsheet opens in the
 * reader's locale (docs/counter.md#csv). Text that a spreadsheet would run as a formula
 * (starting with = + - @ tab or CR) gets a leading apostrophe (OWASP CSV injection).
 */
export type CsvValue = string | number | boolean | null | undefined;

/** Field separator and decimal mark. */
export type CsvDialect = { separator: ',' | ';'; decimal: '.' | ',' };
export const RFC4180: CsvDialect = { separator: ',', decimal: '.' };
/** Where the decimal mark is a comma, Excel's list separator is ';': a comma-separated file opens in one column. */
const SEMICOLON: CsvDialect = { separator: ';', decimal: ',' };

/** The dialect for a reader in `locale` (fr, de, es: semicolons and decimal commas), or plain RFC 4180 on request. */
export function csvDialect(locale: string, format: 'locale' | 'rfc4180' = 'locale'): CsvDialect {
  return format === 'rfc4180' || !['fr', 'de', 'es'].includes(locale) ? RFC4180 : SEMICOLON;
}

/** An amount with two decimals, in the dialect's decimal mark ("12,50" in French). */
// Exact decimals from integer cents, never a float's toFixed (docs/decisions.md#money-display).
export const csvAmount = (value: number, dialect: CsvDialect) => minorToString(majorToMinor(value)).replace('.', dialect.decimal);

const FORMULA = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue, dialect: CsvDialect = RFC4180): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).replace('.', dialect.decimal) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA.test(value) ? `'${value}` : value;
  return new RegExp(`["${dialect.separator}\r\n]`).test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: CsvValue[], dialect: CsvDialect = RFC4180): string {
  return `${values.map((v) => csvField(v, dialect)).join(dialect.separator)}\r\n`;
}

/** The UTF-8 byte order mark: Excel reads the file as UTF-8 only with it. */
export const UTF8_BOM = '\uFEFF';

/** Parses CSV text back into rows (tests, and anyone checking an export). */
export function parseCsv(text: string, separator: ',' | ';' = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
