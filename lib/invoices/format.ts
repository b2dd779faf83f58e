import { currencyFormat } from '@/lib/i18n/intl-cache';

/** How an invoice writes money, rates and dates in its language (the PDF, the CSV, the page). */
export function moneyFormat(language: string, currency: string) {
  const f = currencyFormat(language, currency);
  return (minor: number) => f.format(minor / 100);
}

export const rateFormat = (language: string, rateBp: number) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(rateBp / 10_000);

/**
 * Text as the PDF's standard fonts can draw it (WinAnsi): the narrow and ordinary no-break
 * spaces Intl puts in French amounts become spaces, the minus sign a hyphen.
 */
export const pdfSafe = (text: string) =>
  text
    .replace(/[\u202f\u00a0\u2009]/g, ' ')
    .replace(/\u2212/g, '-')
    .replace(/[^\x20-\x7e\xa1-\xff’‘“”–—€…•]/g, '?');
