import type { TranslatedString } from '@/lib/schemas/common';
import type { Prices } from '../types';

/** A label in the four catalogue languages, in the order fr, en, de, es. */
export function t(fr: string, en: string, de: string, es: string): TranslatedString {
  return { fr, en, de, es };
}

/** Prices in integer minor units (1450 = 14.50), in the order EUR, GBP, USD. */
export function p(eur: number, gbp: number, usd: number): Prices {
  return { EUR: eur, GBP: gbp, USD: usd };
}

/** Free in every currency. */
export const FREE: Prices = p(0, 0, 0);

/** An option of a select, multiSelect or radio attribute. */
export function opt(value: string, label: TranslatedString): { value: string; label: TranslatedString } {
  return { value, label };
}
