import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orders } from '@/db/schema';
import { atelierQueue, atelierQueueCounts, orderWillMiss } from '@/lib/atelier/queue-page';
import { QUEUE_VIEWS } from '@/lib/atelier/queue';
import type { Principal } from '@/lib/auth/session';
import { bearer } from '../helpers/booking';
import { placeOrder, STAFF_ONLINE, transition } from '../helpers/order-life';
import { ATELIER_MONTORGUEIL, MONTORGUEIL_ID } from './helpers';
import { seedId } from '@/db/seed';
import * as capacityRoute from '@/app/api/sip/ateliers/[id]/capacity/route';
import { call } from '../helpers/http';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';

// It changes Atelier Montorgueil's capacity, which every booking beside it on the run's shared
// database would be promised by, and reads its whole queue, which theirs would fill.
await switchToOwnPostgresDatabase();

const bench = (providerId: string | null): Principal => ({ accountId: 'bench', role: 'atelier', storeId: null, providerId, email: 'bench@example.com', tokenHash: '', via: 'bearer' });

describe('the atelier’s queue (docs/atelier.md#queue)', () => {
  it('lists its orders in their lanes, flags the late ones, finds one by number, and shows nothing of another atelier', async () => {
    const staff = await bearer(...STAFF_ONLINE);
    const own = await bearer(...ATELIER_MONTORGUEIL);
    const a = await placeOrder();
    const b = await placeOrder();
    expect((await transition(b.orderId, 'in_transit', staff)).status).toBe(200);
    expect((await transition(b.orderId, 'received', own)).status).toBe(200);
    const numberOf = async (id: string) => (await (await getDb()).select({ n: orders.orderNumber }).from(orders).where(eq(orders.id, id)))[0]!.n;
    const [numberA, numberB] = [await numberOf(a.orderId), await numberOf(b.orderId)];

    const found = await atelierQueue(bench(MONTORGUEIL_ID), { q: numberB });
    expect(found.map((e) => e.orderNumber)).toEqual([numberB]);
    expect(found[0]).toMatchObject({ lane: 'received', next: 'in_repair', late: false });

    // Its date passed: late, on the bench's queue; a booked order is on its way (arriving today once expected).
    await (await getDb()).update(orders).set({ estimatedCompletionDate: new Date(Date.now() - 3600_000) }).where(eq(orders.id, b.orderId));
    const [late] = await atelierQueue(bench(MONTORGUEIL_ID), { q: numberB });
    expect(late).toMatchObject({ late: true, dueSoon: false });
    const [booked] = await atelierQueue(bench(MONTORGUEIL_ID), { q: numberA });
    expect(['arriving_today', 'on_the_way']).toContain(booked!.lane);
    const farFuture = await atelierQueue(bench(MONTORGUEIL_ID), { q: numberA, now: new Date(Date.now() + 60 * 24 * 3600_000) });
    expect(farFuture[0]!.lane).toBe('arriving_today');

    // Repaired: off the bench's queue.
    expect((await transition(b.orderId, 'in_repair', own)).status).toBe(200);
    expect((await transition(b.orderId, 'repaired', own)).status).toBe(200);
    expect(await atelierQueue(bench(MONTORGUEIL_ID), { q: numberB })).toEqual([]);

    // Another atelier, or an atelier account without a provider, sees none of these.
    expect(await atelierQueue(bench(seedId('provider', 'cordonnerie-lacour')), { q: numberA })).toEqual([]);
    expect(await atelierQueue(bench(null))).toEqual([]);
    const all = await atelierQueue(bench(MONTORGUEIL_ID));
    expect(all.length).toBeGreaterThan(0);
    // Soonest due first.
    expect(all.map((e) => e.due)).toEqual([...all.map((e) => e.due)].sort());
  });

  // docs/atelier.md#queue-counts
  it('counts each lane as its pages hold it, page after page by the cursor, soonest due first', { timeout: 120_000 }, async () => {
    const staff = await bearer(...STAFF_ONLINE);
    const own = await bearer(...ATELIER_MONTORGUEIL);
    const placed = [await placeOrder(), await placeOrder(), await placeOrder(), await placeOrder()];
    expect((await transition(placed[1]!.orderId, 'in_transit', staff)).status).toBe(200);
    expect((await transition(placed[2]!.orderId, 'in_transit', staff)).status).toBe(200);
    expect((await transition(placed[2]!.orderId, 'received', own)).status).toBe(200);
    await (await getDb()).update(orders).set({ estimatedCompletionDate: new Date(Date.now() - 3600_000) }).where(eq(orders.id, placed[3]!.orderId));
    const now = new Date();
    const counts = (await atelierQueueCounts(bench(MONTORGUEIL_ID), now))!;
    expect(counts.all).toBeGreaterThanOrEqual(4);
    expect(counts.late).toBeGreaterThanOrEqual(1);
    expect(counts.arriving_today + counts.on_the_way + counts.received + counts.to_quote + counts.in_repair).toBe(counts.all);
    for (const view of QUEUE_VIEWS) {
      // Pages of 3: the cursor goes on from the last card, and nothing is seen twice.
      const seen: string[] = [];
      let after: { due: Date; id: string } | undefined;
      for (;;) {
        const page = await atelierQueue(bench(MONTORGUEIL_ID), { view, after, now, limit: 3 });
        seen.push(...page.map((e) => e.id));
        for (const e of page) {
          if (view === 'late') expect(e.late).toBe(true);
          else if (view === 'due_soon') expect(e.dueSoon).toBe(true);
          else if (view !== 'all') expect(e.lane).toBe(view);
        }
        if (page.length < 3) break;
        after = { due: new Date(page.at(-1)!.due), id: page.at(-1)!.id };
      }
      expect(new Set(seen).size, view).toBe(seen.length);
      expect(seen.length, view).toBe(counts[view]);
    }
    // Another atelier's counts hold none of these; an account without a provider has none.
    expect(await atelierQueueCounts(bench(null))).toBeNull();
  });

  // docs/atelier.md#forecast
  it('flags the orders that will miss their date once the bench cannot keep up, before the date passes', { timeout: 120_000 }, async () => {
    const own = await bearer(...ATELIER_MONTORGUEIL);
    const placed = [await placeOrder(), await placeOrder(), await placeOrder()];
    const put = async (weeklyCapacity: number | null) => {
      const read = await call(capacityRoute.GET, '/x', { params: { id: MONTORGUEIL_ID }, headers: own });
      const res = await call(capacityRoute.PUT, '/x', { method: 'PUT', body: { workingDays: [1, 2, 3, 4, 5], weeklyCapacity, closures: [] }, params: { id: MONTORGUEIL_ID }, headers: { ...own, 'if-match': `"${read.json.version}"` } });
      expect(res.status, res.text).toBe(200);
    };
    const flags = async () => {
      const queue = await atelierQueue(bench(MONTORGUEIL_ID));
      return placed.map((p) => queue.find((e) => e.id === p.orderId)!);
    };
    // No limit: promised as booked, nothing forecast.
    expect((await flags()).map((e) => e.willMiss)).toEqual([false, false, false]);
    // One order a week: each order ahead is five bench days; the last of these has at least two ahead, ten bench days, past its date.
    await put(1);
    const tight = await flags();
    expect(tight.at(-1)).toMatchObject({ late: false, willMiss: true });
    // Its own page says the same: the orders of the queue due before it are those ahead.
    for (const entry of tight) expect(await orderWillMiss(await getDb(), entry.id), entry.orderNumber).toBe(entry.willMiss);
    // In repair, nothing is ahead of it any more.
    const staff = await bearer(...STAFF_ONLINE);
    const last = placed.at(-1)!.orderId;
    expect((await transition(last, 'in_transit', staff)).status).toBe(200);
    for (const to of ['received', 'in_repair']) expect((await transition(last, to, own)).status).toBe(200);
    expect((await flags()).at(-1)).toMatchObject({ willMiss: false });
    await put(null);
    expect((await flags()).some((e) => e.willMiss)).toBe(false);
  });
});
