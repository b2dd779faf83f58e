import { currencyFormat } from '@/lib/i18n/intl-cache';

/** How an invoice writes money, rates and dates in its language (the PDF, the CSV, the page). */
export function moneyFormat(language: string, currency: string) {
  const f = currencyFormat(language, currency);
  return (minor: number) => f.format(minor / 100);
}

export const rateFormat = (language: string, rateBp: number) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(rateBp / 10_000);
