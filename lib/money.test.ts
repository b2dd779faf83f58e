import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalStringToMinor, minorToString } from './money';

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
