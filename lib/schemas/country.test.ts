import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CountryInputSchema, toCountryCode } from './country';

describe('country names (docs/integrators.md#countries)', () => {
  it('reads codes and English, French, German, Spanish and local names', () => {
    const cases: [string, string][] = [
      ['France', 'FR'], ['fr', 'FR'], ['Deutschland', 'DE'], ['Germany', 'DE'], ['Allemagne', 'DE'], ['United Kingdom', 'GB'], ['Royaume-Uni', 'GB'],
      ['UK', 'GB'], ['Vereinigtes Königreich', 'GB'], ['España', 'ES'], ['Spain', 'ES'], ['Espagne', 'ES'], ['United States', 'US'], ['USA', 'US'],
      ['États-Unis', 'US'], ['  belgique ', 'BE'], ['Schweiz', 'CH'], ['Italia', 'IT'], ['Nederland', 'NL'], ['Österreich', 'AT'],
    ];
    for (const [input, code] of cases) expect(toCountryCode(input), input).toBe(code);
  });

  it('refuses what is neither a code nor a known name', () => {
    for (const bad of ['Atlantis', 'F', 'FRA', '12', 'Franc']) expect(CountryInputSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('answers any two-letter code upper-cased (UK as GB), and the document still sees a string', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z]{2}$/).filter((c) => c.toUpperCase() !== 'UK'), (code) => CountryInputSchema.parse(code) === code.toUpperCase()));
    expect(CountryInputSchema.parse('France')).toBe('FR');
  });
});
