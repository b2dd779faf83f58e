import { sql, type SQL } from 'drizzle-orm';
import type { Sql } from 'postgres';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orderListItemsStatement } from '@/db/order-list-items';
import { orderPageKeysQuery } from '@/db/orders';

// The order lists (public and admin) page by keyset on (order_date, id), newest or oldest
// first, under each filter. Each must be an index scan in that order: a Sort node means
// Postgres reads and sorts every matching order, which is what a 1,000,000-order table
// made of an index declared DESC NULLS LAST (unusable for ORDER BY … DESC).
const FILTERS: [string, SQL][] = [
  ['no filter (admin)', sql`true`],
  ['store (staff)', sql`store_id = 's'`],
  ['provider', sql`provider_id = 'p'`],
  ['account (customer)', sql`account_id = 'a'`],
  ['status', sql`status = 'booked'`],
];

async function plan(where: SQL, direction: SQL): Promise<string> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Tiny test tables would be read whole, or through a bitmap then sorted, depending on their
    // statistics at that moment; with those paths priced out, the planner picks between an index
    // read in order and an index read then sorted: this asks which order the index can give.
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const result = (await tx.execute(
      sql`explain select * from orders where ${where} and is_archived = false order by order_date ${direction}, id ${direction} limit 51`,
    )) as unknown as Record<string, string>[];
    return result.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('order list plans (Postgres)', () => {
  for (const [name, where] of FILTERS) {
    it(`${name}: newest and oldest first read an index in order, without sorting`, async () => {
      for (const direction of [sql`desc`, sql`asc`]) {
        const text = await plan(where, direction);
        expect(text).toMatch(/Index Scan/);
        expect(text).not.toMatch(/Sort/);
      }
    });
  }
});

describe('the list items statement (Postgres)', () => {
  // GET /api/sip/orders wraps the page in the statement that writes its JSON: the orders must
  // still come from an index read in order, the JSON built only for the page's rows.
  for (const [name, filter] of [['no filter (admin)', {}], ['store (staff)', { storeId: 's' }], ['account (customer)', { accountId: 'a' }]] as const) {
    it(`${name}: an index scan in order, nothing sorted`, async () => {
      const db = await getDb();
      const page = orderPageKeysQuery(db, filter, { sort: 'desc', after: { orderDate: new Date(), id: 'z' }, limit: 51 }).toSQL();
      const { text, params } = orderListItemsStatement(page);
      const client = (db as unknown as { $client: Sql }).$client;
      const explained = await client.begin(async (tx) => {
        await tx.unsafe('set local enable_seqscan = off');
        await tx.unsafe('set local enable_bitmapscan = off');
        return (await tx.unsafe<{ 'QUERY PLAN': string }[]>(`explain ${text}`, params.values as never[])).map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(explained).toMatch(/Index Scan Backward using orders_\w+ on orders/);
      // The page's stored items (docs/performance.md#list-documents) are read by key; the orders are never sorted.
      expect(explained).toMatch(/Index Scan using order_list_documents_pkey/);
      expect(explained).not.toMatch(/Sort Key: \w+\.order_date/);
    });
  }
});
