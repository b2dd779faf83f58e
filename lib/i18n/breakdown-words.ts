/** The words of the price breakdown (docs/decisions.md#price-breakdown): one label per line kind, the same on pages and in e-mails. */
import { intlCached } from '@/lib/i18n/intl-cache';
import { formatMoney } from '@/lib/money';
import type { Breakdown, BreakdownLine } from '@/lib/pricing/breakdown';

type Translate = (key: string, values?: Record<string, string>) => string;

/** A line's words, from the `UI` messages. */
export function breakdownLabel(line: BreakdownLine, t: Translate): string {
  switch (line.kind) {
    case 'repairs':
      return t('servicesTotal');
    case 'offer':
      return line.name ?? t('offers');
    case 'repairFund':
      return t('repairFund');
    case 'code':
      return t('codeDiscount', { code: line.code });
    case 'serviceFee':
      return t('serviceFee');
    case 'delivery':
      return t('delivery');
    case 'insurance':
      return t('insurance');
  }
}

/** The VAT note under the total ("Including VAT (20 %): €5.97"), the same on pages and in e-mails. */
export function vatNote(vat: NonNullable<Breakdown['vat']>, currency: string, locale: string, t: Translate): string {
  const rate = intlCached(`percent1|${locale}`, () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })).format(vat.rate);
  return t('vatIncluded', { rate, amount: formatMoney(vat.minor, currency, locale) });
}
