import { describe, expect, it } from 'vitest';
import { inches, typedInches, usesInches, withInches } from './length-units';

const n = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('lengths in the unit the store’s country measures with', () => {
  it('inches in the US and the UK only', () => {
    expect(['US', 'GB', 'us'].map(usesInches)).toEqual([true, true, true]);
    expect(['FR', 'DE', 'ES', '', null, undefined].map(usesInches)).toEqual([false, false, false, false, false, false]);
  });

  it('writes the inches beside each centimetre length, in the locale’s format', () => {
    expect(withInches('Up to 10 cm', 'GB', 'en')).toBe('Up to 10 cm (3.9 in)');
    expect(withInches('10 to 20 cm', 'US', 'en')).toBe('10 to 20 cm (7.9 in)');
    expect(withInches('De 10 a 20 cm', 'US', 'es')).toBe('De 10 a 20 cm (7,9 in)');
    expect(n(withInches('Réparation d’un petit trou (moins de 1,5 cm)', 'GB', 'fr'))).toBe('Réparation d’un petit trou (moins de 1,5 cm (0,6 po))');
    expect(n(withInches('Bis 10 cm', 'GB', 'de'))).toBe('Bis 10 cm (3,9 in)');
  });

  it('leaves the text alone where centimetres are the unit, and a label without a length', () => {
    expect(withInches('Up to 10 cm', 'FR', 'en')).toBe('Up to 10 cm');
    expect(withInches('Length to shorten (cm)', 'US', 'en')).toBe('Length to shorten (cm)');
    expect(withInches('Colour', 'US', 'en')).toBe('Colour');
  });

  it('converts what is typed in a centimetre field', () => {
    expect(typedInches('Length to shorten (cm)', '5', 'US', 'en')).toBe('2 in');
    expect(typedInches('Length to shorten (cm)', '12,7', 'GB', 'en')).toBe('5 in');
    expect(n(typedInches('Longitud a acortar (cm)', '3', 'US', 'es')!)).toBe('1,2 in');
    expect(typedInches('Length to shorten (cm)', '5', 'FR', 'en')).toBeNull();
    expect(typedInches('Length to shorten (cm)', '', 'US', 'en')).toBeNull();
    expect(typedInches('Quantity', '5', 'US', 'en')).toBeNull();
    expect(inches(2.54, 'en')).toBe('1 in');
  });
});
