import { describe, expect, it } from 'vitest';
import { addressLines, countryName } from './address-format';

const base = { secondAddress: '', state: '' };

describe('addressLines', () => {
  it('writes a US address "City, ST ZIP"', () => {
    expect(addressLines({ ...base, address: '55 Grand Street', secondAddress: 'Apt 3', city: 'New York', state: 'NY', zipCode: '10013', country: 'US' })).toEqual([
      '55 Grand Street',
      'Apt 3',
      'New York, NY 10013',
    ]);
  });
  it('puts the UK postcode on its own line, upper-case', () => {
    expect(addressLines({ ...base, address: '3 Neal Street', city: 'London', zipCode: 'wc2h 9pu', country: 'GB' })).toEqual(['3 Neal Street', 'London', 'WC2H 9PU']);
  });
  it('writes "ZIP City" in France, Germany and Spain, with the country name when asked', () => {
    expect(addressLines({ ...base, address: '12 rue Oberkampf', city: 'Paris', zipCode: '75011', country: 'FR' }, countryName('FR', 'de'))).toEqual([
      '12 rue Oberkampf',
      '75011 Paris',
      'Frankreich',
    ]);
    expect(addressLines({ ...base, address: 'Gran Vía 1', city: 'Madrid', zipCode: '28013', country: 'ES' })).toEqual(['Gran Vía 1', '28013 Madrid']);
  });
});
