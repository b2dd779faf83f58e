// Chaos: orders placed by concurrent bookers while Postgres (a cluster of this test's own, on
// port CHAOS_PG_PORT) is killed with `pg_ctl -m immediate` and started again. Asserts: no
// acknowledged order lost, no cart with two orders, no request over 10 s, and every booker
// served again within 5 s of Postgres accepting connections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { closeDb } from '@/db/client';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as createCartRoute from '@/app/api/sip/shopping-cart/route';
import { readyCart } from '../helpers/booking';
import { call } from '../helpers/http';
import { OwnPostgres } from '../helpers/own-postgres';
import { timed } from '../helpers/timed';

const PORT = Number(process.env.CHAOS_PG_PORT ?? 55433);
const CARTS = 40;
const cluster = new OwnPostgres(PORT);
let sharedUrl: string | undefined;

beforeAll(async () => {
  await cluster.init();
  await cluster.start();
  const admin = postgres(cluster.url, { max: 1, onnotice: () => {} });
  await admin.unsafe('create database chaos');
  await admin.end();
  sharedUrl = process.env.DATABASE_URL;
  await closeDb();
  process.env.DATABASE_URL = cluster.url.replace(/\/postgres$/, '/chaos');
}, 120_000);

afterAll(async () => {
  await closeDb().catch(() => {});
  await cluster.remove();
  process.env.DATABASE_URL = sharedUrl;
});

type Outcome = { cartId: string; orderId: string | null; maxMs: number; attempts: number };

/** One customer: retries with the same Idempotency-Key until the order is known. */
async function book(cartId: string, deadline: number): Promise<Outcome> {
  const key = { 'idempotency-key': `chaos-${cartId}` };
  let maxMs = 0;
  for (let attempts = 1; Date.now() < deadline; attempts++) {
    const { result, ms } = await timed(() => call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId }, headers: key }));
    maxMs = Math.max(maxMs, ms);
    if (result.status === 201) return { cartId, orderId: result.json.id, maxMs, attempts };
    if (result.status === 409 && result.json.code === 'cart_already_ordered') return { cartId, orderId: result.json.orderId ?? result.json.order?.id ?? 'known', maxMs, attempts };
    expect([503, 409], result.text).toContain(result.status); // only "down" or "still running" may come back
    await new Promise((r) => setTimeout(r, 200));
  }
  return { cartId, orderId: null, maxMs, attempts: -1 };
}

/** Milliseconds from `since` until a cart can be created again. */
async function firstSuccessAfter(since: number, deadline: number): Promise<number> {
  while (Date.now() < deadline) {
    const created = await call(createCartRoute.POST, '/api/sip/shopping-cart', { method: 'POST', body: {} });
    if (created.status === 201) return Date.now() - since;
    await new Promise((r) => setTimeout(r, 100));
  }
  return Infinity;
}

describe('Postgres killed (-m immediate) and restarted while orders are placed', () => {
  it('loses no acknowledged order, never orders a cart twice, answers every request within 10 s and recovers within 5 s', async () => {
    const carts: string[] = [];
    for (let i = 0; i < CARTS; i++) carts.push((await readyCart()).id);

    const deadline = Date.now() + 60_000;
    const bookers: Promise<Outcome>[] = [];
    let readyAt = 0;
    const restart = (async () => {
      await new Promise((r) => setTimeout(r, 300));
      await cluster.crash();
      await new Promise((r) => setTimeout(r, 1500));
      await cluster.start();
      readyAt = Date.now();
    })();
    // Bookers arrive over 3 s: before, during and after the crash.
    for (let i = 0; i < carts.length; i++) {
      bookers.push(book(carts[i]!, deadline));
      await new Promise((r) => setTimeout(r, 75));
    }
    await restart;
    // Recovery: from the moment Postgres accepts connections, a fresh request (a cart created)
    // is tried every 100 ms beside the bookers' retries; the first success marks it. Measured
    // while the bookers still run, not after they all finish (that is their own pace).
    const recoveredMs = await firstSuccessAfter(readyAt, deadline);
    const outcomes = await Promise.all(bookers);

    const db = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    const orders = await db<{ id: string; cart_id: string }[]>`select id, cart_id from orders`;
    const twice = await db`select cart_id from orders group by cart_id having count(*) > 1`;
    await db.end();

    const acknowledged = outcomes.filter((o) => o.orderId && o.orderId !== 'known');
    const stored = new Set(orders.map((o) => o.id));
    const lost = acknowledged.filter((o) => !stored.has(o.orderId!));
    const slowest = Math.max(...outcomes.map((o) => o.maxMs));
    console.log(`[chaos] ${acknowledged.length}/${CARTS} acknowledged, ${lost.length} lost, ${twice.length} carts with two orders, slowest request ${Math.round(slowest)} ms, retries ${outcomes.reduce((n, o) => n + o.attempts - 1, 0)}, served again ${recoveredMs} ms after restart`);
    expect(outcomes.every((o) => o.orderId !== null)).toBe(true);
    expect(lost).toEqual([]);
    expect(twice).toHaveLength(0);
    expect(orders.length).toBe(CARTS);
    expect(slowest).toBeLessThan(10_000);
    expect(recoveredMs).toBeLessThan(5_000);
  }, 180_000);
});
