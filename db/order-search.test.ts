import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forgivable, INDEXED_MIN, searchTerms } from './order-search';

describe('searchTerms', () => {
  it('reads words, running numbers and phone digits as staff type them', () => {
    expect(searchTerms('lefevre')).toEqual({ words: ['lefevre'], runningNumber: null, phoneDigits: null });
    expect(searchTerms('  Zoë  Dupont ')).toEqual({ words: ['Zoë', 'Dupont'], runningNumber: null, phoneDigits: null });
    expect(searchTerms('66')).toEqual({ words: [], runningNumber: '66', phoneDigits: null });
    expect(searchTerms('000066')).toEqual({ words: ['000066'], runningNumber: '66', phoneDigits: null });
    expect(searchTerms('0612')).toEqual({ words: ['0612'], runningNumber: '612', phoneDigits: '612' });
    expect(searchTerms('+33 6 12')).toEqual({ words: [], runningNumber: '33612', phoneDigits: '33612' });
    expect(searchTerms('06.12.34')).toEqual({ words: ['06.12.34'], runningNumber: '61234', phoneDigits: '61234' });
    expect(searchTerms('R-2026-000066')).toEqual({ words: ['R-2026-000066'], runningNumber: null, phoneDigits: null });
    expect(searchTerms('cust18')).toEqual({ words: ['cust18'], runningNumber: null, phoneDigits: null });
    expect(searchTerms('000')).toEqual({ words: ['000'], runningNumber: '0', phoneDigits: null });
  });

  it('a digits-only query is always a running number, and a phone fragment once long enough', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,12}$/), (digits) => {
        const terms = searchTerms(digits);
        const national = digits.replace(/^0+/, '');
        expect(terms.runningNumber).toBe(national || '0');
        expect(terms.phoneDigits).toBe(national.length >= INDEXED_MIN ? national : null);
        // Never a word too short for the trigram index.
        for (const w of terms.words) expect(w.length).toBeGreaterThanOrEqual(INDEXED_MIN);
      }),
    );
  });

  it('formatting never changes which phone digits are looked for', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[0-9]{1,4}$/), { minLength: 2, maxLength: 5 }), fc.constantFrom(' ', '.', '-', ' / '), (groups, sep) => {
        expect(searchTerms(groups.join(sep)).phoneDigits).toBe(searchTerms(groups.join('')).phoneDigits);
      }),
    );
  });

  it('forgives typos in words only, never in numbers or phones (docs/counter.md#forgiving-search)', () => {
    for (const q of ['muler', 'Lefebre jean', 'li muler']) expect(forgivable(q), q).toBe(true);
    for (const q of ['66', '06 12 34 56 78', '+33612345678', 'li', 'jo li', '  ']) expect(forgivable(q), q).toBe(false);
  });
});
