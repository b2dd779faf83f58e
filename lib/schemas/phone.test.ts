import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneCountry } from './phone';

describe('normalizePhone', () => {
  it.each([
    // The "(0)" convention: the trunk zero printed after the country code is not dialled.
    ['+33 (0)6 98 76 54 32', 'FR', '+33698765432'],
    ['+33 (0)6 98 76 54 32', 'GB', '+33698765432'],
    ['+44 (0)20 7946 0958', 'FR', '+442079460958'],
    // National forms take the store's (or the picked) country.
    ['06 98 76 54 32', 'FR', '+33698765432'],
    ['06.98.76.54.32', 'FR', '+33698765432'],
    ['020 7946 0958', 'GB', '+442079460958'],
    ['07911 123456', 'GB', '+447911123456'],
    ['(212) 555-0123', 'US', '+12125550123'],
    ['212-555-0123', 'US', '+12125550123'],
    ['612 34 56 78', 'ES', '+34612345678'],
    ['0151 12345678', 'DE', '+4915112345678'],
    ['030 1234567', 'DE', '+49301234567'],
    // International forms keep their own country whatever the default.
    ['+33 6 98 76 54 32', 'US', '+33698765432'],
    ['0033 6 98 76 54 32', 'FR', '+33698765432'],
    ['+1 212 555 0123', 'FR', '+12125550123'],
  ])('%s (default %s) → %s', (typed, country, expected) => {
    expect(normalizePhone(typed, country)).toBe(expected);
  });

  it.each([
    ['', 'FR'],
    ['06 98', 'FR'],
    ['hello', 'FR'],
    ['+33 6 98 76 54 32 11 22', 'FR'],
    ['06 98 76 54 32', undefined],
  ])('refuses %j (default %s)', (typed, country) => {
    expect(normalizePhone(typed, country)).toBeNull();
  });

  it('is idempotent: a normalised number normalises to itself, whatever the default country', () => {
    const national = fc.constantFrom('06 98 76 54 32', '020 7946 0958', '(212) 555-0123', '612 34 56 78', '030 1234567');
    const country = fc.constantFrom('FR', 'GB', 'US', 'ES', 'DE');
    fc.assert(
      fc.property(national, country, country, (typed, from, other) => {
        const once = normalizePhone(typed, from);
        return once === null || (normalizePhone(once, other) === once && phoneCountry(once) === from);
      }),
    );
  });
});
