/**
 * Intl formatters cost tens of microseconds to build and never change once built: one per set of
 * options per process (an e-mail or an order used to build several each). Keys come from closed
 * sets (locales, currencies, store time zones), so the cache stays small.
 */
const built = new Map<string, unknown>();

export function intlCached<T>(key: string, make: () => T): T {
  let value = built.get(key) as T | undefined;
  if (value === undefined) built.set(key, (value = make()));
  return value;
}

/** Amounts in a currency, in a language's conventions. */
export const currencyFormat = (locale: string, currency: string): Intl.NumberFormat =>
  intlCached(`currency|${locale}|${currency}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency }));
