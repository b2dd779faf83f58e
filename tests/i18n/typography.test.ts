/**
 * Typography of the message files (issue #21): French uses the typographic apostrophe (’) and a
 * non-breaking space (U+00A0 or U+202F) before : ; ? ! ; Spanish addresses the customer as usted
 * (no tú pronouns). A new string that breaks a rule fails here with its key.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDemoCatalogue } from '@/db/seed';

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

  it('flags tú forms, not usted ones', () => {
    for (const tu of ['pueden llamarte', 'Paga al recoger', 'Elige una franja y quédate en casa', 'te lo devuelve', 'Describe tu bolso', 'si dudas', 'Lleva el artículo']) expect(tuForm(tu), tu).not.toBeNull();
    for (const usted of ['pueden llamarle', 'Pague al recoger', 'Elija una franja y esté en casa', 'se lo devuelve', 'Describa su bolso', 'Usted paga', 'Espera su respuesta', 'Entrega en tienda', 'el importe de la parte']) expect(tuForm(usted), usted).toBeNull();
  });

  it('Spanish: usted throughout, in the messages and in the demo catalogue', () => {
    const catalogue = [...catalogueSpanish(readDemoCatalogue(), 'catalogue')];
    const found = [...strings(load('es')), ...catalogue].flatMap(([key, text]) => (tuForm(text) ? [`${key}: ${tuForm(text)}`] : []));
    expect(catalogue.length).toBeGreaterThan(50);
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

/**
 * The first tú form in a Spanish text, or null: tú pronouns, a pronoun joined to an infinitive
 * ("llamarte") or a stressed imperative ("quédate"), the present's -as/-es second person of the
 * verbs the copy uses, and tú imperatives opening a sentence ("Paga", "Elige"; usted says "Pague", "Elija").
 */
function tuForm(text: string): string | null {
  const rules = [
    /\b(tú|tu|tus|te|ti|contigo|tuyo|tuya|tuyos|tuyas)\b/i,
    /\b\p{L}{2,}(ar|er|ir)(te|telo|tela|telos|telas)\b/iu,
    /\b\p{L}*[áéíó]\p{L}*(ate|ete|ete|ite)\b(?<!límite)/u,
    /\b(puedes|tienes|quieres|quieras|debes|necesitas|prefieres|dudas|podrás|recibirás|verás|eres|estás|sabes)\b/i,
    /(?:^|[.:;!?¿¡]\s*)(Paga|Elige|Añade|Revisa|Introduce|Escribe|Vuelve|Inicia|Crea|Usa|Sigue|Comprueba|Deja|Prueba|Selecciona|Haz|Pon|Guarda|Lleva|Imprime|Pega|Cierra|Abre|Confirma|Mira|Toca|Pulsa|Descarga|Describe|Indica|Mide|Cambia|Busca|Sube|Acepta|Llama)\b/u,
  ];
  for (const rule of rules) {
    const hit = rule.exec(text);
    if (hit) return hit[0].trim();
  }
  return null;
}

/** Every Spanish string of the demo catalogue (the `es` of each translated label), with where it is. */
function* catalogueSpanish(value: unknown, at: string): Generator<[string, string]> {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* catalogueSpanish(v, `${at}[${i}]`);
  } else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.es === 'string' && typeof o.fr === 'string') yield [at, o.es];
    for (const [k, v] of Object.entries(o)) if (k !== 'es') yield* catalogueSpanish(v, `${at}.${k}`);
  }
}
