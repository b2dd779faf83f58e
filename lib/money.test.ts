import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, LOCALES } from '@/lib/schemas/common';
import { decimalStringToMinor, formatMoney, minorToString } from './money';

describe('decimalStringToMinor', () => {
  it('reads back every amount minorToString writes', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => decimalStringToMinor(minorToString(minor)) === minor));
  });
  it('reads one decimal and none, and refuses what is not an amount', () => {
    expect(decimalStringToMinor('14.5')).toBe(1450);
    expect(decimalStringToMinor('14')).toBe(1400);
    expect(decimalStringToMinor('0.07')).toBe(7);
    for (const bad of ['', '1.234', '1e3', 'abc', '1,50']) expect(() => decimalStringToMinor(bad)).toThrow(RangeError);
  });
});

describe('formatMoney (the one money display)', () => {
  const digits = (text: string) => text.replace(/\D/g, '');
  it('writes every cent exactly, in every locale and currency, with a true minus for deductions', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), fc.constantFrom(...CURRENCIES), fc.constantFrom(...LOCALES), (minor, currency, locale) => {
        const text = formatMoney(minor, currency, locale);
        // All the digits, none rounded away (a float of these amounts would lose the last cents).
        expect(digits(text)).toBe(String(Math.abs(minor)).padStart(3, '0'));
        expect(text.includes('\u2212')).toBe(minor < 0);
        expect(text.includes('-')).toBe(false);
        expect(formatMoney(-minor, currency, locale).replace('\u2212', '')).toBe(text.replace('\u2212', ''));
      }),
    );
  });
  it('agrees with Intl on amounts a float holds exactly, and refuses what is not minor units', () => {
    expect(formatMoney(358_0, 'EUR', 'fr')).toBe(new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(35.8));
    expect(formatMoney(-450, 'USD', 'en')).toBe('\u2212$4.50');
    expect(formatMoney(2500, 'USD', 'es')).toBe(new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(25));
    expect(formatMoney(900_719_925_474_099_1, 'EUR', 'en')).toBe('€90,071,992,547,409.91');
    for (const bad of [14.5, Number.NaN, Infinity, 2 ** 53]) expect(() => formatMoney(bad, 'EUR', 'en')).toThrow(RangeError);
  });
});
