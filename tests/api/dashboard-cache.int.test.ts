import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as route from '@/app/api/sip/admin/dashboard/route';
import { bearer } from '../helpers/booking';
import { inStoreOrder } from '../helpers/counter';
import { queryRows } from '../helpers/db';
import { call } from '../helpers/http';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';
import { getDb } from '@/db/client';

// Its counter and figures are its own: other files write orders on the shared database meanwhile.
await switchToOwnPostgresDatabase();

const get = (headers: Record<string, string>, q: string) => call(route.GET, `/api/sip/admin/dashboard?${q}`, { headers });
const changes = async () => Number((await queryRows<{ c: string }>(sql`select coalesce(sum(n), 0)::text as c from dashboard_changes`))[0]!.c);
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('the dashboards’ shared answer cache (docs/dashboards.md#answer-cache)', () => {
  it('keeps an answer while no commit moves the change counter, reads again after one, and when an open order becomes late', async () => {
    const paris = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    const order = (await inStoreOrder(paris)).json as { id: string };
    const q = `from=${day(Date.now() - 29 * 86_400_000)}&to=${day(Date.now())}`;
    const first = await get(admin, q);
    expect(first.status, first.text).toBe(200);
    const orders = first.json.totals.orders as number;
    expect(orders).toBeGreaterThan(0);

    // A write with the triggers off (as a bulk load makes: docs/dashboards.md#rebuild) does not move
    // the counter, so the kept answer is served: proof that the second request did not read again.
    const counted = await changes();
    await queryRows(sql`do $$ begin
      set local session_replication_role = replica;
      update dashboard_daily set orders = orders + 5 where day = (now() at time zone 'UTC')::date and orders > 0;
    end $$`);
    expect(await changes()).toBe(counted);
    expect((await get(admin, q)).json.totals.orders).toBe(orders);

    // Writes that do not touch what a dashboard reads leave the counter alone.
    await queryRows(sql`update customers set phone = phone where id in (select customer_id from orders where id = ${order.id})`);
    expect(await changes()).toBe(counted);

    // A booking's transaction moves it (once, however many rollup statements it made): the next
    // answer is read again, with the new order (and the stray 5 written behind the triggers' back).
    await inStoreOrder(paris);
    expect(await changes()).toBeGreaterThan(counted);
    expect((await get(admin, q)).json.totals.orders).toBe(orders + 5 + 1);

    // A name the dashboard shows moves it too.
    const renamed = await changes();
    await queryRows(sql`update providers set display_name = display_name where id in (select provider_id from orders where id = ${order.id})`);
    expect(await changes()).toBeGreaterThan(renamed);

    // An open order whose promised instant comes in 2 s is not late yet; the kept answer expires then
    // (its nextDue), with no commit in between, and the order is in the late list.
    await queryRows(sql`update orders set estimated_completion_date = now() + interval '2 seconds', status = 'booked' where id = ${order.id}`);
    const notYet = await get(admin, q);
    expect(notYet.json.lateOrders.map((o: { id: string }) => o.id)).not.toContain(order.id);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const late = await get(admin, q);
    expect(late.json.lateOrders.map((o: { id: string }) => o.id)).toContain(order.id);
  }, 120_000);
  it('costs a transaction one bump of the counter however many statements it makes, and an update of orders that no dashboard reads no trigger call at all (docs/dashboards.md#trigger-cost)', async () => {
    const paris = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    const q = `from=${day(Date.now() - 29 * 86_400_000)}&to=${day(Date.now())}`;
    const seen = (await get(admin, q)).json.totals.orders as number;

    // An order's creation (eight rollup statements, one on orders) is one transaction: +1, and the
    // kept answer is read again with the order in it.
    const before = await changes();
    const order = (await inStoreOrder(paris)).json as { id: string };
    expect(await changes()).toBe(before + 1);
    expect((await get(admin, q)).json.totals.orders).toBe(seen + 1);

    // Three more statements on what the dashboards read, in one transaction: +1 again, not +3.
    const db = await getDb();
    const once = await changes();
    await db.transaction(async (tx) => {
      await tx.execute(sql`update orders set status = status where id = ${order.id}`);
      await tx.execute(sql`update providers set display_name = display_name where id in (select provider_id from orders where id = ${order.id})`);
      await tx.execute(sql`update dashboard_daily set orders = orders where false`);
    });
    expect(await changes()).toBe(once + 1);

    // An update of columns no rollup, mark or late list reads: with every dashboard trigger
    // function made to fail (inside a transaction rolled back), it still succeeds — no trigger
    // function is even called (their WHEN clauses) — and the counter does not move.
    const untouched = await changes();
    const failing = ['reprise_order_marks', 'reprise_dashboard_rollup', 'reprise_order_facts_trigger', 'reprise_dashboard_customers', 'reprise_returning_customers', 'reprise_dashboard_changed'];
    const rolledBack = new Error('rolled back');
    await expect(
      db.transaction(async (tx) => {
        for (const fn of failing) {
          await tx.execute(sql.raw(`create or replace function ${fn}() returns trigger language plpgsql as $f$ begin raise exception 'dashboard trigger called: ${fn}'; end $f$`));
        }
        await tx.execute(sql`update orders set customer_email = customer_email || '', updated_at = now() where id = ${order.id}`);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await changes()).toBe(untouched);
    // The functions are back (the transaction rolled back): a status change still moves everything.
    await queryRows(sql`update orders set status = 'in_repair' where id = ${order.id}`);
    expect(await changes()).toBe(untouched + 1);
  }, 120_000);
});
