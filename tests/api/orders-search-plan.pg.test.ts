import type { Sql } from 'postgres';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import type { OrderFilter } from '@/db/orders';
import { orderListItemsStatement } from '@/db/order-list-items';
import { orderCountQuery, orderPageKeysQuery, orderPageQuery } from '@/db/orders';
import { similarWordsQuery } from '@/db/order-search';
import { NUMBER_QUERY, SURNAME_QUERY, TYPO_QUERY } from '@/bench/lib/orders-generator';
import { COUNT_CAP } from '@/lib/schemas/admin';

// Search must read the trigram index (orders_search_idx) and the running-number index, never
// the whole table (docs/counter.md#order-search): at 1,000,000 orders a sequential scan is
// what made a search 1,000 times slower than at 1,000. Sequential scans (and plain index reads)
// are priced out so that a small test table still shows the plan the indexes make possible; a
// condition no index can serve keeps its Seq Scan whatever the price.
const CASES: [string, OrderFilter, RegExp[]][] = [
  ['surname without accents (admin)', { q: 'lefevre' }, [/Bitmap Index Scan on orders_search_idx/]],
  // With a store the planner may start from the store's index instead: an index either way.
  ['two words (staff store)', { q: 'zoe dupont', storeId: 's' }, [/Bitmap Index Scan on orders_(search|store_\w+)_idx/]],
  ['e-mail fragment', { q: 'cust18' }, [/Bitmap Index Scan on orders_search_idx/]],
  ['running number "66"', { q: '66' }, [/Bitmap Index Scan on orders_number_seq_idx/]],
  ['running number and phone digits "0612"', { q: '0612' }, [/orders_number_seq_idx/, /orders_search_idx/]],
  ['phone "06 12 34 56 78" (customer scope)', { q: '06 12 34 56 78', accountId: 'a' }, [/Bitmap Index Scan on orders_(search|account_date)_idx/]],
  // A national form read in the store's country (docs/counter.md#phone-search): the E.164 digits, by trigrams.
  ['phone "0612345678" at a French store', { q: '0612345678', phoneCountries: ['FR'] }, [/Bitmap Index Scan on orders_search_idx/]],
  ['phone "0612" across the stores\' countries', { q: '0612', phoneCountries: ['FR', 'GB', 'US'] }, [/orders_number_seq_idx/, /orders_search_idx/]],
  ['phone "+34 612 345 678"', { q: '+34 612 345 678' }, [/Bitmap Index Scan on orders_search_idx/]],
];

// The staff table's two statements for bench:orders' search rows (GET /api/sip/admin/orders:
// its page, newest first, and its capped count), with the bench's own queries.
const ADMIN_CASES: [string, OrderFilter, RegExp[]][] = [
  [`bench surname "${SURNAME_QUERY}"`, { q: SURNAME_QUERY }, [/Bitmap Index Scan on orders_search_idx/]],
  // The forgiving reading (docs/counter.md#forgiving-search): the typo and its similar name words, as typed.
  [`bench typo "${TYPO_QUERY}", read with its similar words`, { q: TYPO_QUERY, similar: true, similarWords: [['lefebvre', 'lefevre']] }, [/Bitmap Index Scan on orders_search_idx/]],
  [`bench number fragment "${NUMBER_QUERY}"`, { q: NUMBER_QUERY }, [/Bitmap Index Scan on orders_number_fragments_idx/, /Bitmap Index Scan on orders_number_seq_idx/]],
];

async function explain(filter: OrderFilter): Promise<string> {
  const db = await getDb();
  const page = orderPageKeysQuery(db, { ...filter, archived: false }, { sort: 'desc', limit: 51 }).toSQL();
  const { text, params } = orderListItemsStatement(page);
  return explainText(text, params.values);
}

async function explainAdmin(filter: OrderFilter, statement: 'page' | 'count'): Promise<string> {
  const db = await getDb();
  const scoped = { ...filter, archived: false };
  const query = statement === 'page' ? orderPageQuery(db, scoped, { sort: 'desc', by: 'orderDate', limit: 51 }) : orderCountQuery(db, scoped, COUNT_CAP);
  const { sql, params } = query.toSQL();
  return explainText(sql, params);
}

async function explainText(text: string, values: unknown[]): Promise<string> {
  const db = await getDb();
  const client = (db as unknown as { $client: Sql }).$client;
  return client.begin(async (tx) => {
    await tx.unsafe('set local enable_seqscan = off');
    // Nor an index read in date order filtering every row (what the planner picks when the
    // test data makes a term match most orders): the question is whether the search's own
    // indexes can serve the condition, through a bitmap.
    await tx.unsafe('set local enable_indexscan = off');
    return (await tx.unsafe<{ 'QUERY PLAN': string }[]>(`explain ${text}`, values as never[])).map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('order search plans (Postgres)', () => {
  for (const [name, filter, expected] of CASES) {
    it(`${name}: through an index, never a sequential scan of orders`, async () => {
      const plan = await explain(filter);
      expect(plan).not.toMatch(/Seq Scan on orders/);
      for (const pattern of expected) expect(plan).toMatch(pattern);
    });
  }
  for (const [name, filter, expected] of ADMIN_CASES) {
    for (const statement of ['page', 'count'] as const) {
      it(`staff table ${statement}, ${name}: through the search indexes, never a sequential scan of orders`, async () => {
        const plan = await explainAdmin(filter, statement);
        expect(plan).not.toMatch(/Seq Scan on orders/);
        for (const pattern of expected) expect(plan).toMatch(pattern);
      });
    }
  }
  it('a typo\'s similar words: through the word table\'s trigram index, never a scan of the table', async () => {
    const { text, params } = similarWordsQuery(['lefebre', 'muler']);
    const plan = await explainText(text, params.values);
    expect(plan).not.toMatch(/Seq Scan on order_search_words/);
    expect(plan).toMatch(/(Index Scan using|Bitmap Index Scan on) order_search_words_trgm_idx/);
  });
});
