import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb } from '@/db/client';
import * as cartRoute from '@/app/api/sip/shopping-cart/[id]/route';
import * as createCartRoute from '@/app/api/sip/shopping-cart/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { readyCart } from '../helpers/booking';
import { call } from '../helpers/http';
import { timed } from '../helpers/timed';
import { TcpCut } from '../helpers/tcp-cut';

// Postgres "dies" and comes back behind a TCP relay: every request must be answered within
// 10 s (503 problem+json with Retry-After while it is down), the pool must serve again within
// 5 s of Postgres being back, and an order retried with its Idempotency-Key learns its outcome.
let relay: TcpCut;
let realUrl: string;

beforeAll(async () => {
  realUrl = process.env.DATABASE_URL!;
  const url = new URL(realUrl);
  relay = new TcpCut({ host: url.hostname, port: Number(url.port || 5432) });
  await relay.open();
  url.hostname = '127.0.0.1';
  url.port = String(relay.port);
  await closeDb();
  process.env.DATABASE_URL = url.toString();
});

afterAll(async () => {
  await closeDb().catch(() => {});
  await relay.cut();
  process.env.DATABASE_URL = realUrl;
});

const readCart = (id: string) => call(cartRoute.GET, `/api/sip/shopping-cart/${id}`, { params: { id } });

describe('Postgres down and back', () => {
  it('answers 503 within 10 s while down, serves fully again within 5 s of Postgres returning, and a retried order learns its outcome', async () => {
    const created = await call(createCartRoute.POST, '/api/sip/shopping-cart', { method: 'POST', body: {} });
    const cartId = created.json.id as string;
    const { id: readyId } = await readyCart();
    // Warm the pool.
    await Promise.all(Array.from({ length: 20 }, () => readCart(cartId)));

    await relay.cut();
    const key = { 'idempotency-key': crypto.randomUUID() };
    const orderBody = { cartId: readyId };
    const down = await Promise.all([
      ...Array.from({ length: 20 }, () => timed(() => readCart(cartId))),
      timed(() => call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: orderBody, headers: key })),
    ]);
    for (const { result, ms } of down) {
      expect(ms).toBeLessThan(10_000);
      expect(result.status, result.text).toBe(503);
      expect(result.headers.get('content-type')).toBe('application/problem+json');
      expect(Number(result.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Down for a while: the pool keeps failing to connect (postgres.js's backoff grew to 20 s).
    for (let i = 0; i < 6; i++) {
      const { result, ms } = await timed(() => readCart(cartId));
      expect(result.status).toBe(503);
      expect(ms).toBeLessThan(10_000);
      await new Promise((r) => setTimeout(r, 500));
    }

    await relay.open();
    const back = performance.now();
    let recoveredMs = Infinity;
    while (performance.now() - back < 15_000) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => readCart(cartId)));
      if (answers.every((a) => a.status === 200)) {
        recoveredMs = performance.now() - back;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    console.log(`[db-faults] every request served again ${Math.round(recoveredMs)} ms after Postgres returned; ${relay.connections} pool connections`);
    expect(recoveredMs).toBeLessThan(5_000);

    // The order that answered 503: a retry with the same key knows the outcome within 10 s.
    let outcome = 0;
    while (performance.now() - back < 10_000) {
      const retry = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: orderBody, headers: key });
      if (retry.status !== 409 || retry.json.code !== 'request_in_progress') {
        outcome = retry.status;
        break;
      }
      await new Promise((r) => setTimeout(r, Number(retry.headers.get('retry-after') ?? 1) * 1000));
    }
    expect([201, 409]).toContain(outcome); // placed now, or already placed (cart_already_ordered names it)
  }, 90_000);
});
