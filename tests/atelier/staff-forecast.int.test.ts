import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orders } from '@/db/schema';
import { atelierQueue, countBefore, orderWillMiss } from '@/lib/atelier/queue-page';
import type { Principal } from '@/lib/auth/session';
import * as capacityRoute from '@/app/api/sip/ateliers/[id]/capacity/route';
import * as adminListRoute from '@/app/api/sip/admin/orders/route';
import * as adminOrderRoute from '@/app/api/sip/admin/orders/[id]/route';
import { bearer } from '../helpers/booking';
import { call } from '../helpers/http';
import { placeOrder, STAFF_ONLINE, transition } from '../helpers/order-life';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';
import { ATELIER_MONTORGUEIL, MONTORGUEIL_ID } from './helpers';

// It changes Atelier Montorgueil's capacity and reads its whole queue (as tests/atelier/queue.int.test.ts).
await switchToOwnPostgresDatabase();

const bench: Principal = { accountId: 'bench', role: 'atelier', storeId: null, providerId: MONTORGUEIL_ID, email: 'bench@example.com', tokenHash: '', via: 'bearer' };

// docs/atelier.md#forecast-staff
describe('the late forecast on the staff pages', () => {
  it('counts the sorted dates before a date', () => {
    const d = (n: number) => new Date(n);
    expect(countBefore([], d(5))).toBe(0);
    expect(countBefore([d(1), d(2), d(2), d(4)], d(2))).toBe(1);
    expect(countBefore([d(1), d(2), d(2), d(4)], d(3))).toBe(3);
    expect(countBefore([d(1), d(2), d(2), d(4)], d(9))).toBe(4);
  });

  it('flags on the staff list and order page the orders the atelier’s queue says will be late, as the atelier sees them', { timeout: 120_000 }, async () => {
    const own = await bearer(...ATELIER_MONTORGUEIL);
    const staff = await bearer(...STAFF_ONLINE);
    const placed = [await placeOrder(), await placeOrder(), await placeOrder()];
    const db = await getDb();
    const numberOf = async (id: string) => (await db.select({ n: orders.orderNumber }).from(orders).where(eq(orders.id, id)))[0]!.n;
    const numbers = await Promise.all(placed.map((p) => numberOf(p.orderId)));
    const put = async (weeklyCapacity: number | null) => {
      const read = await call(capacityRoute.GET, '/x', { params: { id: MONTORGUEIL_ID }, headers: own });
      const res = await call(capacityRoute.PUT, '/x', { method: 'PUT', body: { workingDays: [1, 2, 3, 4, 5], weeklyCapacity, closures: [] }, params: { id: MONTORGUEIL_ID }, headers: { ...own, 'if-match': `"${read.json.version}"` } });
      expect(res.status, res.text).toBe(200);
    };
    // The staff list searched to one order: the forecast still counts the whole queue ahead of it.
    const listed = async (number: string) => {
      const res = await call(adminListRoute.GET, `/x?q=${encodeURIComponent(number)}&sort=due`, { headers: staff });
      expect(res.status, res.text).toBe(200);
      const row = (res.json.orders as { orderNumber: string; willMiss?: boolean; isOverdue: boolean }[]).find((o) => o.orderNumber === number);
      expect(row, number).toBeDefined();
      return row!;
    };
    const detail = async (id: string) => {
      const res = await call(adminOrderRoute.GET, '/x', { params: { id }, headers: staff });
      expect(res.status, res.text).toBe(200);
      return res.json as { willMiss?: boolean };
    };
    const staffFlags = async () => Promise.all(numbers.map(async (n) => (await listed(n)).willMiss));
    const benchFlags = async () => {
      const queue = await atelierQueue(bench);
      return placed.map((p) => queue.find((e) => e.id === p.orderId)!.willMiss);
    };

    // No limit: nothing forecast, on either side.
    await put(null);
    expect(await staffFlags()).toEqual([false, false, false]);
    expect((await detail(placed.at(-1)!.orderId)).willMiss).toBe(false);

    // One order a week: the last has at least two ahead (ten bench days), past its date.
    await put(1);
    const expected = await benchFlags();
    expect(expected.at(-1)).toBe(true);
    expect(await staffFlags()).toEqual(expected);
    for (const [i, p] of placed.entries()) {
      expect((await detail(p.orderId)).willMiss, numbers[i]).toBe(expected[i]);
      expect(await orderWillMiss(db, p.orderId)).toBe(expected[i]);
    }
    // Not overdue: the forecast, not the passed date, flags it.
    expect((await listed(numbers.at(-1)!)).isOverdue).toBe(false);

    // In repair, nothing is ahead of it any more: the flag goes on both staff pages.
    const last = placed.at(-1)!.orderId;
    expect((await transition(last, 'in_transit', staff)).status).toBe(200);
    for (const to of ['received', 'in_repair']) expect((await transition(last, to, own)).status).toBe(200);
    expect((await listed(numbers.at(-1)!)).willMiss).toBe(false);
    expect((await detail(last)).willMiss).toBe(false);
    await put(null);
  });
});
