import { and, or, sql, type SQL } from 'drizzle-orm';
import { phoneSearchPrefixes } from '@/lib/schemas/phone';
import type { Executor } from './client';
import { plannedWithValues } from './custom-plan';
import { executedRows } from './executed-rows';
import { Params, paramsSql } from './json-rows';
import { orders } from './schema';

/**
 * How a staff search reads (docs/counter.md#order-search). Pure: what to look for, no SQL.
 * - `words`: every word must occur somewhere in the order's search text (number, name, e-mail,
 *   phone digits), folded like it (case and accents by SQL's reprise_fold).
 * - A query of digits and phone punctuation also means a running number ("66" and "000066"
 *   find R-2026-000066) or a phone number, read with the country's numbering plan
 *   (docs/counter.md#phone-search, lib/schemas/phone.ts): a national form is a number of
 *   `countries` ("06 12" at a French store: numbers starting +33 6 12, never +34 612…), an
 *   international one its own country's; digits that are neither are a fragment found anywhere
 *   in the phone's digits.
 */
export type SearchTerms = { words: string[]; runningNumber: string | null; phonePrefixes: string[]; phoneFragment: string | null };

/** Fewer characters than a trigram cannot use the index: looked for only after the others narrowed. */
export const INDEXED_MIN = 3;

/** `countries`: where a national phone form is read (the searching store's country, or every store's). */
export function searchTerms(q: string, countries: readonly string[] = []): SearchTerms {
  const text = q.trim();
  const numeric = /\d/.test(text) && /^[\d\s+().\/-]+$/.test(text);
  const digits = numeric ? text.replace(/\D/g, '') : '';
  const national = digits.replace(/^0+/, '');
  const words = text.split(/\s+/).filter(Boolean);
  const phone = phoneSearchPrefixes(text, countries, INDEXED_MIN);
  return {
    // "06 12 34" is one phone number, not three words that each match almost everything; and
    // "66" is a running number, not every order with 66 anywhere in it.
    words: numeric && (words.length > 1 || text.length < INDEXED_MIN) ? [] : words,
    runningNumber: numeric && digits.length <= 12 ? national || '0' : null,
    phonePrefixes: phone.prefixes,
    phoneFragment: phone.fragment,
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (fragment: string) => sql`${orders.searchText} like '%' || reprise_fold(${escapeLike(fragment)}) || '%'`;
/** Not a trigram: checked on the rows the indexed words found (strpos, so the planner never tries the index for it). */
const containsShort = (fragment: string) => sql`strpos(${orders.searchText}, reprise_fold(${fragment})) > 0`;

/** Digits as a fragment of the order number's digits: orders_number_fragments_idx, exact. */
const numberFragment = (digits: string) => sql`reprise_number_fragments(${orders.orderNumber}) @> array[${digits}::text]`;

/**
 * A phone number starting with these E.164 digits: the phone's digits are the search text's last
 * word (db/schema/orders.ts), so " 33612…" at a word's start is the number's country code on.
 * Trigrams serve it like any word (docs/counter.md#phone-search).
 */
const phoneStarting = (e164Digits: string) => sql`${orders.searchText} like '% ' || ${e164Digits} || '%'`;

/**
 * The condition for `q`: served by orders_search_idx (trigrams), orders_number_fragments_idx and
 * orders_number_seq_idx. `countries`: where a national phone form is read (searchTerms).
 */
export function searchCondition(q: string, countries: readonly string[] = []): SQL {
  const terms = searchTerms(q, countries);
  const long = terms.words.filter((w) => w.length >= INDEXED_MIN);
  const short = terms.words.filter((w) => w.length < INDEXED_MIN);
  const arms: SQL[] = [];
  if (terms.words.length) {
    // Only short words ("Li"): nothing to narrow by trigrams, so the index reads its whole list.
    // A query of digits alone (then one word) is an order number's fragment or a phone's digits
    // (their own arm below); in a query with other words, digits may be an e-mail's, so trigrams.
    const indexed = (word: string) => (terms.runningNumber !== null && /^\d+$/.test(word) ? numberFragment(word) : contains(word));
    const wordConditions = long.length ? [...long.map(indexed), ...short.map(containsShort)] : short.map(contains);
    arms.push(and(...wordConditions)!);
  }
  if (terms.runningNumber) arms.push(sql`ltrim(split_part(${orders.orderNumber}, '-', 3), '0') = ${terms.runningNumber}`);
  for (const prefix of terms.phonePrefixes) arms.push(phoneStarting(prefix));
  if (terms.phoneFragment) arms.push(contains(terms.phoneFragment));
  // Planned with its values, never generic (db/custom-plan.ts): a word 3 orders carry and one
  // 100,000 carry share this statement's text, and want opposite plans.
  return plannedWithValues(arms.length === 1 ? arms[0]! : or(...arms)!);
}

/**
 * Whether `q` may be read with typos forgiven (docs/counter.md#forgiving-search): words, not a
 * number or phone, with at least one word long enough to have trigrams to compare.
 */
export function forgivable(q: string): boolean {
  const terms = searchTerms(q);
  return terms.runningNumber === null && terms.words.some((w) => w.length >= INDEXED_MIN);
}

/** How many similar words a typed word may stand for: the closest first (docs/counter.md#forgiving-search). */
export const SIMILAR_WORDS = 8;

/**
 * The words of the customers' names that each word of `q` (three characters or more, in the
 * order `searchTerms` gives them) may mean with a letter or two wrong: pg_trgm's `<%` (word
 * similarity at least pg_trgm.word_similarity_threshold, 0.6 by default) against the small
 * table of distinct name words (order_search_words, its GiST trigram index), closest first,
 * SIMILAR_WORDS at most. The orders are then searched for those words as typed
 * (similarCondition), through the same indexes as any search: the pg_trgm documentation's way
 * to suggest spellings, instead of comparing the typo with every order's text.
 */
export async function similarWords(executor: Executor, q: string): Promise<string[][]> {
  const long = searchTerms(q).words.filter((w) => w.length >= INDEXED_MIN);
  if (!long.length) return [];
  const { text, params } = similarWordsQuery(long);
  const found = long.map((): string[] => []);
  for (const row of executedRows<{ n: number; word: string }>(await executor.execute(paramsSql(text, params)))) found[row.n - 1]!.push(row.word);
  return found;
}

/** The statement of similarWords for these typed words (exported for the plan test); rows `n` (1-based: which word) and `word`. */
export function similarWordsQuery(typed: readonly string[]): { text: string; params: Params } {
  const params = new Params();
  // The words as one JSON parameter: the same on postgres.js and PGlite, however many.
  const text = `select t.n::int as n, s.word from jsonb_array_elements_text(${params.add(JSON.stringify(typed))}::jsonb) with ordinality t(typed, n),
      lateral (select w.word from order_search_words w where reprise_fold(t.typed) <% w.word
        order by w.word <->> reprise_fold(t.typed) limit ${SIMILAR_WORDS}) s`;
  return { text, params };
}

/**
 * The condition for `q` with typos forgiven: each word of three characters or more occurs as
 * typed or as one of its similar name words (`similar`, from similarWords, in the same order);
 * shorter words must still occur. Every arm is a plain `LIKE`, served by orders_search_idx like
 * the search as typed. Only asked when `q`, read as typed, finds nothing (lib/orders/forgiving.ts),
 * so it never slows a search that finds.
 */
export function similarCondition(q: string, similar: readonly (readonly string[])[]): SQL {
  const words = searchTerms(q).words;
  const long = words.filter((w) => w.length >= INDEXED_MIN);
  const short = words.filter((w) => w.length < INDEXED_MIN);
  if (!long.length) return sql`false`;
  const either = (word: string, i: number) => {
    const alternatives = [...new Set(similar[i] ?? [])].filter((s) => s !== word);
    return alternatives.length ? or(contains(word), ...alternatives.map(contains))! : contains(word);
  };
  return plannedWithValues(and(...long.map(either), ...short.map(containsShort))!);
}

/**
 * The atelier's search (docs/atelier.md#queue): the order number and the customer's name, never
 * the e-mail or phone that the staff search also reads (the atelier reads no contact detail). Not
 * served by the trigram index, whose text holds the contact: it runs within one provider's orders,
 * which orders_provider_due_idx (or orders_provider_idx) narrows first.
 */
export function benchSearchCondition(q: string): SQL {
  const terms = searchTerms(q);
  const text = sql`reprise_fold(${orders.orderNumber} || ' ' || ${orders.customerName})`;
  const arms: SQL[] = [];
  if (terms.words.length) arms.push(and(...terms.words.map((word) => sql`strpos(${text}, reprise_fold(${word})) > 0`))!);
  if (terms.runningNumber) arms.push(sql`ltrim(split_part(${orders.orderNumber}, '-', 3), '0') = ${terms.runningNumber}`);
  return arms.length === 0 ? sql`false` : arms.length === 1 ? arms[0]! : or(...arms)!;
}
