import { describe, expect, it } from 'vitest';
import { startingCountry } from './starting-country';

describe('startingCountry', () => {
  const served = ['FR', 'GB', 'US'];
  it('is the locale’s country when a store serves it', () => {
    expect(startingCountry('fr', served)).toBe('FR');
    expect(startingCountry('en', served)).toBe('GB');
  });
  it('is the first served country otherwise', () => {
    expect(startingCountry('de', served)).toBe('FR');
    expect(startingCountry('es', ['GB', 'US'])).toBe('GB');
  });
});
