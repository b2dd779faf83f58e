import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidPostcode, normalizePostcode } from './postcode';

describe('normalizePostcode', () => {
  it.each([
    // UK: outward and inward codes, upper case, one space.
    ['GB', 'wc2e9dd', 'WC2E 9DD'],
    ['GB', ' wc2e 9dd ', 'WC2E 9DD'],
    ['GB', 'E27DJ', 'E2 7DJ'],
    ['GB', 'w1u  5he', 'W1U 5HE'],
    ['GB', 'SW1A1AA', 'SW1A 1AA'],
    // US: ZIP, and ZIP+4 written with its hyphen.
    ['US', '10012', '10012'],
    ['US', '10012-3456', '10012-3456'],
    ['US', '100123456', '10012-3456'],
    ['US', '10012 3456', '10012-3456'],
    ['FR', '75 011', '75011'],
    ['DE', '10115', '10115'],
    ['ES', '28013', '28013'],
  ])('%s %j → %j', (country, typed, expected) => {
    expect(normalizePostcode(country, typed)).toBe(expected);
  });

  it.each([
    ['GB', '75011'],
    ['GB', 'WC2E'],
    ['US', '1001'],
    ['US', '10012-34'],
    ['FR', 'WC2E 9DD'],
    ['FR', '7501'],
    ['ES', '99001'],
    ['DE', ''],
  ])('refuses %s %j', (country, typed) => {
    expect(isValidPostcode(country, typed)).toBe(false);
  });

  it('is idempotent: a written postcode is written the same way again', () => {
    const gb = fc.tuple(fc.constantFrom('W', 'WC', 'E', 'SW'), fc.integer({ min: 1, max: 9 }), fc.constantFrom('', 'A', '1'), fc.integer({ min: 0, max: 9 }), fc.constantFrom('AA', 'DD', 'HE'));
    fc.assert(
      fc.property(gb, fc.boolean(), ([area, district, sub, sector, unit], lower) => {
        const typed = `${area}${district}${sub}${sector}${unit}`;
        const once = normalizePostcode('GB', lower ? typed.toLowerCase() : typed);
        return once !== null && normalizePostcode('GB', once) === once && once.replace(' ', '') === typed;
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}(\d{4})?$/), (zip) => {
        const once = normalizePostcode('US', zip);
        return once !== null && normalizePostcode('US', once) === once && once.replace('-', '') === zip;
      }),
    );
  });
});
