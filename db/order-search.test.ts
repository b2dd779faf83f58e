import fc from 'fast-check';
import { getCountryCallingCode } from 'libphonenumber-js';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Sql } from 'postgres';
import { describe, expect, it } from 'vitest';
import { wantsCustomPlan } from './custom-plan';
import { forgivable, INDEXED_MIN, searchCondition, searchTerms, similarCondition } from './order-search';
import { preparedByDefault } from './prepared-client';

describe('searchTerms', () => {
  const t = (words: string[], runningNumber: string | null, phonePrefixes: string[], phoneFragment: string | null) => ({ words, runningNumber, phonePrefixes, phoneFragment });

  it('reads words, running numbers and phone numbers as staff type them', () => {
    expect(searchTerms('lefevre', ['FR'])).toEqual(t(['lefevre'], null, [], null));
    expect(searchTerms('  Zoë  Dupont ', ['FR'])).toEqual(t(['Zoë', 'Dupont'], null, [], null));
    expect(searchTerms('66', ['FR'])).toEqual(t([], '66', [], null));
    expect(searchTerms('000066', ['FR'])).toEqual(t(['000066'], '66', [], null));
    // A national form at a French store: French numbers only (docs/counter.md#phone-search).
    expect(searchTerms('0612', ['FR'])).toEqual(t(['0612'], '612', ['33612'], null));
    expect(searchTerms('06 12 34 56 78', ['FR'])).toEqual(t([], '612345678', ['33612345678'], null));
    expect(searchTerms('0612345678', ['FR'])).toEqual(t(['0612345678'], '612345678', ['33612345678'], null));
    expect(searchTerms('+34 612 345 678', ['FR'])).toEqual(t([], '34612345678', ['34612345678'], null));
    expect(searchTerms('+33 6 12', ['FR'])).toEqual(t([], '33612', ['33612'], null));
    expect(searchTerms('06.12.34', ['FR'])).toEqual(t(['06.12.34'], '61234', ['3361234'], null));
    // The end of a number, in no country's plan: looked for anywhere.
    expect(searchTerms('345678', ['FR'])).toEqual(t(['345678'], '345678', [], '345678'));
    // Without countries a national form is plain digits (the lib fills them: lib/orders/phone-countries.ts).
    expect(searchTerms('0612')).toEqual(t(['0612'], '612', [], '612'));
    expect(searchTerms('R-2026-000066', ['FR'])).toEqual(t(['R-2026-000066'], null, [], null));
    expect(searchTerms('cust18', ['FR'])).toEqual(t(['cust18'], null, [], null));
    expect(searchTerms('000', ['FR'])).toEqual(t(['000'], '0', [], null));
  });

  it('a digits-only query is always a running number, and a phone query once long enough', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,12}$/), fc.subarray(['FR', 'GB', 'ES']), (digits, countries) => {
        const terms = searchTerms(digits, countries);
        const national = digits.replace(/^0+/, '');
        expect(terms.runningNumber).toBe(national || '0');
        const phone = terms.phonePrefixes.length > 0 || terms.phoneFragment !== null;
        expect(phone).toBe(national.length >= INDEXED_MIN);
        // Never a word too short for the trigram index.
        for (const w of terms.words) expect(w.length).toBeGreaterThanOrEqual(INDEXED_MIN);
      }),      { numRuns: 2000 },
    );
  });

  it('a national form is read in the given countries only, never as digits found anywhere', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0[1-9][0-9]{1,8}$/), fc.subarray(['FR', 'GB', 'ES', 'US'], { minLength: 1 }), (digits, countries) => {
        const terms = searchTerms(digits, countries);
        expect(terms.phoneFragment).toBeNull();
        // The US dials abroad with 011: "011 33 6…" is a French number, read from its own code.
        const dialledAbroad = countries.includes('US') && digits.startsWith('011');
        for (const prefix of terms.phonePrefixes) expect(dialledAbroad || countries.some((c) => prefix.startsWith(String(getCountryCallingCode(c as never))))).toBe(true);
      }),
      { numRuns: 2000 },
    );
    // A leading zero no plan can dial is no phone to look for ("0112" in the US: its exit code then one digit).
    expect(searchTerms('0112', ['US'])).toMatchObject({ phonePrefixes: [], phoneFragment: null, runningNumber: '112' });
    expect(searchTerms('011 33 6 12', ['US']).phonePrefixes).toEqual(['33612']);
  });

  it('formatting never changes which phone numbers are looked for', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[0-9]{1,4}$/), { minLength: 2, maxLength: 5 }), fc.constantFrom(' ', '.', '-', ' / '), (groups, sep) => {
        const spaced = searchTerms(groups.join(sep), ['FR']);
        const joined = searchTerms(groups.join(''), ['FR']);
        expect([spaced.phonePrefixes, spaced.phoneFragment]).toEqual([joined.phonePrefixes, joined.phoneFragment]);
      }),
    );
  });

  it('forgives typos in words only, never in numbers or phones (docs/counter.md#forgiving-search)', () => {
    for (const q of ['muler', 'Lefebre jean', 'li muler']) expect(forgivable(q), q).toBe(true);
    for (const q of ['66', '06 12 34 56 78', '+33612345678', 'li', 'jo li', '  ']) expect(forgivable(q), q).toBe(false);
  });
});

describe('the search is planned with its values (db/custom-plan.ts)', () => {
  const text = (condition: Parameters<PgDialect['sqlToQuery']>[0]) => new PgDialect().sqlToQuery(condition).sql;

  it('marks every search condition, as typed and forgiving', () => {
    for (const q of ['lefevre', 'zoe dupont', '66', '0612', '06 12 34 56 78', 'li']) expect(wantsCustomPlan(text(searchCondition(q, ['FR']))), q).toBe(true);
    expect(wantsCustomPlan(text(similarCondition('lefebre', [['lefebvre']])))).toBe(true);
  });

  it('sends a marked statement unnamed, every other one prepared', () => {
    const sent: { text: string; prepare?: boolean }[] = [];
    const fake = { unsafe: (t: string, _params: unknown, options: { prepare?: boolean }) => (sent.push({ text: t, prepare: options.prepare }), Promise.resolve([])) } as unknown as Sql;
    const client = preparedByDefault(fake);
    const search = `select * from orders where ${text(searchCondition('lefebvre'))}`;
    void client.unsafe(search, ['lefebvre'], { prepare: false });
    void client.unsafe('select * from orders where id = $1', ['o1'], { prepare: false });
    expect(sent.map((s) => s.prepare)).toEqual([false, true]);
  });
});
