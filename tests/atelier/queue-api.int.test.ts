import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as queueRoute from '@/app/api/sip/ateliers/[id]/queue/route';
import { getDb } from '@/db/client';
import { carts, orders } from '@/db/schema';
import { queueScreen } from '@/lib/atelier/queue-page';
import { QUEUE_PAGE } from '@/lib/atelier/queue';
import { AtelierQueueSchema } from '@/lib/schemas/atelier';
import { newId } from '@/lib/ids';
import { newCustomer } from '../helpers/accounts';
import { bearer } from '../helpers/booking';
import { call } from '../helpers/http';
import { placeOrder, STAFF_ONLINE } from '../helpers/order-life';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';
import { ATELIER_MONTORGUEIL, MONTORGUEIL_ID, newAtelier } from './helpers';

// It reads Atelier Montorgueil's whole queue, which the bookings of files beside it would fill.
await switchToOwnPostgresDatabase();

const queue = (id: string, headers: Record<string, string>, query = '') => call(queueRoute.GET, `/api/sip/ateliers/${id}/queue${query}`, { params: { id }, headers });

/** `count` more orders in the demo atelier's queue, copies of a booked one (a cart each), some sharing a due date: the keyset's tie on id. */
async function fillQueue(count: number) {
  const db = await getDb();
  const { orderId } = await placeOrder();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [cart] = await db.select().from(carts).where(eq(carts.id, order!.cartId));
  for (let i = 0; i < count; i++) {
    const cartId = newId();
    await db.insert(carts).values({ ...cart!, id: cartId });
    const due = new Date(order!.estimatedCompletionDate.getTime() + Math.floor(i / 3) * 3_600_000);
    await db.insert(orders).values({ ...order!, id: newId(), cartId, orderNumber: `${order!.orderNumber}-${i}`, estimatedCompletionDate: due });
  }
}

describe('the atelier’s queue as JSON (docs/atelier.md#queue-api)', () => {
  it('answers the page’s queue in its schema, page after page by `next`, no card twice, none left out', { timeout: 120_000 }, async () => {
    await fillQueue(QUEUE_PAGE + 8);
    const own = await bearer(...ATELIER_MONTORGUEIL);
    const seen: string[] = [];
    let after = '';
    let pages = 0;
    let counts: { all: number } | undefined;
    for (;;) {
      const res = await queue(MONTORGUEIL_ID, own, after && `?after=${encodeURIComponent(after)}`);
      expect(res.status, res.text).toBe(200);
      const parsed = AtelierQueueSchema.safeParse(res.json);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      const page = parsed.data!;
      expect(page.providerId).toBe(MONTORGUEIL_ID);
      expect(page.entries.length).toBeLessThanOrEqual(QUEUE_PAGE);
      counts ??= page.counts;
      // Soonest due first, and after the previous page's last card.
      expect(page.entries.map((e) => e.due)).toEqual([...page.entries.map((e) => e.due)].sort());
      for (const entry of page.entries) expect(seen, `${entry.id} on two pages`).not.toContain(entry.id);
      seen.push(...page.entries.map((e) => e.id));
      pages++;
      if (!page.next) break;
      expect(page.entries).toHaveLength(QUEUE_PAGE);
      after = page.next;
    }
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(seen).toHaveLength(counts!.all);
    // The same domain function as the bench's page.
    const screen = await queueScreen(MONTORGUEIL_ID);
    const first = await queue(MONTORGUEIL_ID, own);
    expect(first.json.entries.map((e: { id: string }) => e.id)).toEqual(screen.entries.map((e) => e.id));
    expect(first.json.counts).toEqual(screen.counts);
    // A view and a search narrow it as the page's lanes bar and search box do.
    const inTransit = await queue(MONTORGUEIL_ID, own, '?view=on_the_way&q=R-');
    expect(inTransit.status).toBe(200);
    expect(inTransit.json).toMatchObject({ view: 'on_the_way', q: 'R-' });
    expect((inTransit.json.entries as { lane: string }[]).every((e) => e.lane === 'on_the_way')).toBe(true);
  });

  it('is the atelier’s own and any for admins; another atelier and staff 404, a customer 403; a bad view or cursor 422', async () => {
    await placeOrder();
    const own = await bearer(...ATELIER_MONTORGUEIL);
    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    const mine = await queue(MONTORGUEIL_ID, own);
    expect(mine.status).toBe(200);
    expect(mine.json.entries.length).toBeGreaterThan(0);
    const asAdmin = await queue(MONTORGUEIL_ID, admin);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.json.entries).toEqual(mine.json.entries);
    const other = await newAtelier();
    expect([(await queue(MONTORGUEIL_ID, other.headers)).status, (await queue(MONTORGUEIL_ID, other.headers)).json.code]).toEqual([404, 'not_found']);
    // Its own id answers it its own (empty) queue: the 404 is about whose, not about the path.
    expect((await queue(other.account.providerId!, other.headers)).status).toBe(200);
    expect((await queue(MONTORGUEIL_ID, await bearer(...STAFF_ONLINE))).status).toBe(404);
    expect((await queue(MONTORGUEIL_ID, (await newCustomer()).headers)).status).toBe(403);
    expect((await queue('no-such-atelier', admin)).status).toBe(404);
    expect((await queue(MONTORGUEIL_ID, own, '?view=everything')).status).toBe(422);
    expect((await queue(MONTORGUEIL_ID, own, '?after=yesterday')).status).toBe(422);
  });
});
