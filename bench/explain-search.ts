import postgres from 'postgres';
import { orderCountQuery, orderPageQuery, type OrderFilter } from '../db/orders';
import { similarWords } from '../db/order-search';
import { getDb } from '../db/client';
import { COUNT_CAP } from '../lib/schemas/constants';
import { COMMON_QUERY, NUMBER_QUERY, SURNAME_QUERY, TYPO_QUERY } from './lib/orders-generator';

// EXPLAIN (ANALYZE, BUFFERS) of the staff table's statements for bench:orders' searches, on the
// database of DATABASE_URL (a filled bench database): the page (newest 50) and the capped count,
// each as a custom plan and as the generic plan a prepared statement switches to after five runs.
// `npx tsx bench/explain-search.ts` with DATABASE_URL set; CAP overrides COUNT_CAP.
const CAP = Number(process.env.CAP ?? COUNT_CAP);

async function main() {
  const db = await getDb();
  const client = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  const [similar = []] = await similarWords(db, TYPO_QUERY);
  console.log('similar words of', TYPO_QUERY, similar);
  const filters: [string, OrderFilter][] = [
    [`typo "${TYPO_QUERY}" forgiven`, { q: TYPO_QUERY, similar: true, similarWords: [similar], archived: false }],
    [`typo "${TYPO_QUERY}" as typed`, { q: TYPO_QUERY, archived: false }],
    [`surname "${SURNAME_QUERY}"`, { q: SURNAME_QUERY, archived: false }],
    [`common surname "${COMMON_QUERY}"`, { q: COMMON_QUERY, archived: false }],
    [`number fragment "${NUMBER_QUERY}"`, { q: NUMBER_QUERY, archived: false }],
  ];
  for (const [name, filter] of filters) {
    for (const [what, query] of [['page', orderPageQuery(db, filter, { sort: 'desc', by: 'orderDate', limit: 51 })], ['count', orderCountQuery(db, filter, CAP)]] as const) {
      const { sql, params } = query.toSQL();
      for (const mode of ['force_custom_plan', 'force_generic_plan']) {
        const plan = await client.begin(async (tx) => {
          await tx.unsafe(`set local plan_cache_mode = ${mode}`);
          await tx.unsafe(`prepare s as ${sql}`);
          const args = params.map((p) => (typeof p === 'string' ? `'${p.replace(/'/g, "''")}'` : String(p))).join(', ');
          const rows = await tx.unsafe(`explain (analyze, buffers) execute s${params.length ? `(${args})` : ''}`);
          await tx.unsafe('deallocate s');
          return rows.map((r) => r['QUERY PLAN']).join('\n');
        });
        console.log(`\n=== ${name}: ${what} (${mode})\n${plan}`);
      }
    }
  }
  await planSwitch(client, db);
  await client.end();
  process.exit(0);
}

/**
 * What one pooled connection did when the app prepared every statement (before db/custom-plan.ts):
 * each statement of bench:orders' search rows prepared once, then run 8 times with each word the
 * bench gives it, in the bench's order; pg_prepared_statements then tells how many runs Postgres
 * planned with their values (custom) and how many with the one generic plan it switches to after
 * five, when that plan's estimate is no dearer than the custom ones'. Times are per run, in ms.
 */
async function planSwitch(client: postgres.Sql, db: Awaited<ReturnType<typeof getDb>>) {
  const literal = (p: unknown) => (typeof p === 'string' ? `'${p.replace(/'/g, "''")}'` : String(p));
  const forgiving = (word: string): OrderFilter => ({ q: TYPO_QUERY, similar: true, similarWords: [[word]], archived: false });
  const page = { sort: 'desc', by: 'orderDate', limit: 51 } as const;
  const cases: [string, (word: string) => { sql: string; params: unknown[] }, string[]][] = [
    ['page, one word', (q) => orderPageQuery(db, { q, archived: false }, page).toSQL(), [SURNAME_QUERY, TYPO_QUERY, COMMON_QUERY]],
    ['count, one word', (q) => orderCountQuery(db, { q, archived: false }, CAP).toSQL(), [COMMON_QUERY]],
    ['page, forgiving', (word) => orderPageQuery(db, forgiving(word), page).toSQL(), [COMMON_QUERY]],
    ['count, forgiving', (word) => orderCountQuery(db, forgiving(word), CAP).toSQL(), [COMMON_QUERY]],
  ];
  for (const [name, statement, words] of cases) {
    await client.begin(async (tx) => {
      await tx.unsafe(`prepare s as ${statement(words[0]!).sql}`);
      const times: string[] = [];
      for (const word of words) {
        for (let i = 0; i < 8; i++) {
          const started = performance.now();
          await tx.unsafe(`execute s(${statement(word).params.map(literal).join(', ')})`);
          times.push(`${word} ${(performance.now() - started).toFixed(1)}`);
        }
      }
      const [plans] = await tx.unsafe('select generic_plans, custom_plans from pg_prepared_statements where name = $1', ['s']);
      console.log(`\n=== prepared, ${name}: ${times.join(', ')}; ${JSON.stringify(plans)}`);
      await tx.unsafe('deallocate s');
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
