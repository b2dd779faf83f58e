import { formatMoney } from '@/lib/money';

/** How an invoice writes money and rates in its language (the PDF, the page): the one money display (docs/decisions.md#money-display). */
export function moneyFormat(language: string, currency: string) {
  return (minor: number) => formatMoney(minor, currency, language);
}

export const rateFormat = (language: string, rateBp: number) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(rateBp / 10_000);
