/**
 * Typography of the message files (issue #21): French uses the typographic apostrophe (’) and a
 * non-breaking space (U+00A0 or U+202F) before : ; ? ! ; Spanish addresses the customer as usted
 * (no tú pronouns). A new string that breaks a rule fails here with its key.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const load = (locale: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, '../../messages', `${locale}.json`), 'utf8')) as Tree;

function* strings(tree: Tree, at = ''): Generator<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    const where = at ? `${at}.${key}` : key;
    if (typeof value === 'string') yield [where, value];
    else yield* strings(value, where);
  }
}

/** The French rules broken by one string (URLs such as https:// are not prose). */
function frenchProblems(text: string): string[] {
  const problems: string[] = [];
  if (text.includes("'")) problems.push('straight apostrophe');
  for (const match of text.matchAll(/[:;?!]/g)) {
    const i = match.index;
    if (match[0] === ':' && text.startsWith('//', i + 1)) continue;
    if (!['\u00a0', '\u202f'].includes(text[i - 1] ?? '')) problems.push(`no non-breaking space before “${match[0]}”`);
  }
  return problems;
}

describe('message typography', () => {
  it('flags what it should', () => {
    expect(frenchProblems("Vers l'atelier:")).toEqual(['straight apostrophe', 'no non-breaking space before “:”']);
    expect(frenchProblems('Où êtes-vous ?')).toEqual(['no non-breaking space before “?”']);
    expect(frenchProblems('Vers l’atelier\u00a0: https://exemple.fr\u202f!')).toEqual([]);
  });

  it('French: typographic apostrophes and non-breaking spaces before : ; ? !', () => {
    const found = [...strings(load('fr'))].flatMap(([key, text]) => frenchProblems(text).map((p) => `${key}: ${p}`));
    expect(found).toEqual([]);
  });

  it('Spanish: usted throughout, no tú pronouns', () => {
    const found = [...strings(load('es'))].filter(([, text]) => /\b(tú|tu|tus|te|ti|contigo)\b/i.test(text)).map(([key]) => key);
    expect(found).toEqual([]);
  });

  it('a count in a plural has its singular: no “1 actifs” (issue #35.9)', () => {
    const found = ['fr', 'en', 'de', 'es'].flatMap((l) =>
      [...strings(load(l))].filter(([, text]) => /plural/.test(text) && text.includes('#') && !/\bone\s*\{|=1\s*\{/.test(text)).map(([key]) => `${l}: ${key}`),
    );
    expect(found).toEqual([]);
  });

  it('the Bonus Réparation is named as what it is: funded by the eco-organism, not state aid (issue #35.9)', () => {
    const stateAid = /aide de l’État|government|Regierung|staatlich|gobierno|französischer Reparaturbonus|ayuda francesa/i;
    const found = ['fr', 'en', 'de', 'es'].flatMap((l) => [...strings(load(l))].filter(([key, text]) => /bonus|repairFund/i.test(key + text) && stateAid.test(text)).map(([key]) => `${l}: ${key}`));
    expect(found).toEqual([]);
  });
});
