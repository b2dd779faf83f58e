import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneCountry, phoneSearchPrefixes } from './phone';

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

// docs/counter.md#phone-search: what a staff search for a phone looks for, read once per query.
describe('phoneSearchPrefixes', () => {
  it.each<[string, string[], { prefixes: string[]; fragment: string | null }]>([
    // A French store: the national form is a French number, never the Spanish +34 612 345 678.
    ['0612345678', ['FR'], { prefixes: ['33612345678'], fragment: null }],
    ['06 12 34 56 78', ['FR'], { prefixes: ['33612345678'], fragment: null }],
    ['06.12.34.56.78', ['FR'], { prefixes: ['33612345678'], fragment: null }],
    ['612345678', ['FR'], { prefixes: ['33612345678'], fragment: null }],
    // The start of a national number: the numbers of the country that start so.
    ['0612', ['FR'], { prefixes: ['33612'], fragment: null }],
    ['06 12 34', ['FR'], { prefixes: ['3361234'], fragment: null }],
    // A Spanish store reads the same digits as Spanish (no trunk prefix there).
    ['612 345 678', ['ES'], { prefixes: ['34612345678'], fragment: null }],
    // International forms name their country, whatever the store's.
    ['+34 612 345 678', ['FR'], { prefixes: ['34612345678'], fragment: null }],
    ['0034 612 345 678', ['FR'], { prefixes: ['34612345678'], fragment: null }],
    ['+33 6 12', ['GB'], { prefixes: ['33612'], fragment: null }],
    ['+44 20 7946 0958', [], { prefixes: ['442079460958'], fragment: null }],
    // A UK national form at a French store is no French number: read as French, it finds none.
    ['020 7946 0958', ['FR'], { prefixes: ['332079460958'], fragment: null }],
    ['020 7946 0958', ['GB'], { prefixes: ['442079460958'], fragment: null }],
    // Across stores (an admin without a store filter): a whole number in the countries whose plan
    // it fits only, a start of number in each country.
    ['020 7946 0958', ['FR', 'GB', 'US'], { prefixes: ['442079460958'], fragment: null }],
    ['0612345678', ['FR', 'GB', 'US'], { prefixes: ['33612345678'], fragment: null }],
    ['0612', ['FR', 'GB'], { prefixes: ['33612', '44612'], fragment: null }],
    // Italy keeps its leading zero in the international form.
    ['06 1234 5678', ['IT'], { prefixes: ['390612345678'], fragment: null }],
    // Digits that are no national number: the end of a number, looked for anywhere.
    ['345678', ['FR'], { prefixes: [], fragment: '345678' }],
    ['45 67 89', ['FR', 'GB'], { prefixes: [], fragment: '456789' }],
    // No country known: the digits without their trunk zero, anywhere.
    ['0612345678', [], { prefixes: [], fragment: '612345678' }],
    // Not a phone query.
    ['06', ['FR'], { prefixes: [], fragment: null }],
    ['000066', ['FR'], { prefixes: [], fragment: null }],
    ['+33', ['FR'], { prefixes: [], fragment: null }],
    ['lefevre', ['FR'], { prefixes: [], fragment: null }],
    ['cust18', ['FR'], { prefixes: [], fragment: null }],
    ['R-2026-000066', ['FR'], { prefixes: [], fragment: null }],
    ['', ['FR'], { prefixes: [], fragment: null }],
  ])('%s in %j', (q, countries, expected) => {
    expect(phoneSearchPrefixes(q, countries)).toEqual(expected);
  });

  it('every prefix of a whole national number is the E.164 number normalizePhone stores', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[67][0-9]{8}$/), fc.constantFrom('', ' ', '.'), (rest, sep) => {
        const typed = `0${rest}`.replace(/(\d\d)(?=\d)/g, `$1${sep}`);
        const e164 = normalizePhone(typed, 'FR');
        expect(phoneSearchPrefixes(typed, ['FR']).prefixes).toEqual([e164!.slice(1)]);
        // The Spanish number of the same nine digits is never what a French store's search means.
        expect(phoneSearchPrefixes(typed, ['FR']).prefixes).not.toContain(`34${rest}`);
      }),
    );
  });

  it('formatting never changes what is looked for', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[0-9]{1,4}$/), { minLength: 2, maxLength: 5 }), fc.constantFrom(' ', '.', '-', ' / '), fc.subarray(['FR', 'GB', 'ES', 'US']), (groups, sep, countries) => {
        expect(phoneSearchPrefixes(groups.join(sep), countries)).toEqual(phoneSearchPrefixes(groups.join(''), countries));
      }),
    );
  });
});
