import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';
import { queryRows } from '../helpers/db';
import { STAFF_ONLINE, STAFF_PARIS, bearer, placeOrder, transition, walkToReady } from '../helpers/invoices';

// Its own database: the series must start at 1 and hold exactly this file's invoices.
await switchToOwnPostgresDatabase();

describe('invoice numbers under concurrency (Postgres)', () => {
  it('50 orders of two stores completed at once, each twice: one invoice each, numbers unique and gap-free per store', async () => {
    const online = await bearer(...STAFF_ONLINE);
    const paris = await bearer(...STAFF_PARIS);
    const orders: { id: string; staff: Record<string, string> }[] = [];
    for (let i = 0; i < 25; i++) {
      orders.push({ id: (await placeOrder()).id, staff: online });
      orders.push({ id: (await placeOrder({ headers: paris })).id, staff: paris });
    }
    for (const o of orders) await walkToReady(o.id, o.staff);
    // Every order completed twice at once: one wins, the other is refused and rolls back.
    const answers = await Promise.all(orders.flatMap((o) => [transition(o.id, 'completed', o.staff), transition(o.id, 'completed', o.staff)]));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(50);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(50);
    const rows = await queryRows<{ number: string; code: string; sequence: number; order_id: string }>(
      sql`select i.number, l.invoice_code as code, i.sequence, i.order_id from invoices i join store_legal l on l.store_id = i.store_id where i.kind = 'invoice' order by l.invoice_code, i.sequence`,
    );
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((r) => r.order_id)).size).toBe(50);
    expect(new Set(rows.map((r) => r.number)).size).toBe(50);
    for (const code of ['PAR', 'WEB']) {
      const sequences = rows.filter((r) => r.code === code).map((r) => r.sequence);
      expect(sequences).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    }
    const counters = await queryRows<{ last_value: number }>(sql`select last_value from invoice_counters where series = 'invoice' order by last_value`);
    expect(counters.map((c) => c.last_value)).toEqual([25, 25]);
    // 50 bookings walked to completion, then 100 completions at once: ~25 s alone, past 60 s in a CI
    // run whose machine was loaded (2026-11-28), so it gets 3 minutes.
  }, 180_000);
});
