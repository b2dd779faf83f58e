import { currencyFormat } from '@/lib/i18n/intl-cache';
import { CURRENCIES, type Currency, type MinorCurrencyMap } from '@/lib/schemas/common';

/** 1450 → "14.50" (list-orders and get-services shapes). */
export function minorToString(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1450 → 14.5 (order shapes, where the interface says number). */
export function minorToMajor(minor: number): number {
  return Math.round(minor) / 100;
}

/** 14.5 → 1450, rounding half away from zero to the cent. */
export function majorToMinor(major: number): number {
  return Math.sign(major) * Math.round(Math.abs(major) * 100 + Number.EPSILON);
}

export function mapCurrencies<T>(map: MinorCurrencyMap, fn: (minor: number, currency: Currency) => T, only?: Currency) {
  const out: Partial<Record<Currency, T>> = {};
  for (const currency of CURRENCIES) {
    const value = map[currency];
    if (value === undefined || (only && currency !== only)) continue;
    out[currency] = fn(value, currency);
  }
  return out;
}

export const toStringMap = (map: MinorCurrencyMap, only?: Currency) => mapCurrencies(map, minorToString, only);
export const toNumberMap = (map: MinorCurrencyMap, only?: Currency) => mapCurrencies(map, minorToMajor, only);

/** "14.50" → 1450: the decimal strings of the catalogue's wire shapes, read exactly (no float maths). */
export function decimalStringToMinor(value: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new RangeError(`not a decimal amount: ${JSON.stringify(value)}`);
  const minor = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -minor : minor;
}

/**
 * The one money display (docs/decisions.md#money-display): an amount in minor units, in a
 * currency, in a locale's conventions. Pages, e-mails, PDFs and tickets all write money through
 * it. Exact: Intl formats the decimal string (minorToString), so no float ever rounds a cent.
 * A negative amount carries the true minus sign (U+2212), as a deduction line reads.
 */
export function formatMoney(minor: number, currency: string, locale: string): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an amount in minor units: ${minor}`);
  const text = currencyFormat(locale, currency).format(minorToString(minor) as Intl.StringNumericLiteral);
  return minor < 0 ? text.replace('-', '\u2212') : text;
}
