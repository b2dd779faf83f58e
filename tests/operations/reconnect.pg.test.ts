// Reconnection under load (issue #36.1, docs/operations.md#reconnection): Postgres (a cluster of
// this test's own, on port RECONNECT_PG_PORT) is killed with `pg_ctl -m immediate` while clients
// keep creating and reading carts, then started again. From 5 s after Postgres accepts
// connections, every request succeeds; no uncaught exception or unhandled rejection reaches the
// process (postgres.js's null-socket TypeError among them, scripts/patch-postgres.mjs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { closeDb } from '@/db/client';
import * as cartsRoute from '@/app/api/sip/shopping-cart/route';
import * as cartRoute from '@/app/api/sip/shopping-cart/[id]/route';
import { call } from '../helpers/http';
import { OwnPostgres } from '../helpers/own-postgres';

const PORT = Number(process.env.RECONNECT_PG_PORT ?? 55411);
const CLIENTS = 12;
const cluster = new OwnPostgres(PORT);
let sharedUrl: string | undefined;
const escaped: unknown[] = [];
const onUncaught = (error: unknown) => escaped.push(error);

beforeAll(async () => {
  await cluster.init();
  await cluster.start();
  const admin = postgres(cluster.url, { max: 1, onnotice: () => {} });
  await admin.unsafe('create database reconnect');
  await admin.end();
  sharedUrl = process.env.DATABASE_URL;
  await closeDb();
  process.env.DATABASE_URL = cluster.url.replace(/\/postgres$/, '/reconnect');
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);
}, 120_000);

afterAll(async () => {
  process.off('uncaughtException', onUncaught);
  process.off('unhandledRejection', onUncaught);
  await closeDb().catch(() => {});
  await cluster.remove();
  process.env.DATABASE_URL = sharedUrl;
});

type Sample = { startedAt: number; ms: number; status: number; what?: string };

/** One client: creates a cart and reads it back, again and again, until `until`. */
async function client(until: () => boolean, samples: Sample[]) {
  while (!until()) {
    const startedAt = Date.now();
    const created = await call(cartsRoute.POST, '/api/sip/shopping-cart', { method: 'POST', body: {}, checkContract: false }).catch((e: unknown) => ({ status: 0, json: undefined, text: String(e) }));
    samples.push({ startedAt, ms: Date.now() - startedAt, status: created.status, what: created.status === 201 ? undefined : `create ${created.text.slice(0, 200)}` });
    if (created.status === 201) {
      const readAt = Date.now();
      const id = (created.json as { id: string }).id;
      const read = await call(cartRoute.GET, `/api/sip/shopping-cart/${id}`, { params: { id }, checkContract: false }).catch((e: unknown) => ({ status: 0, text: String(e) }));
      samples.push({ startedAt: readAt, ms: Date.now() - readAt, status: read.status, what: read.status === 200 ? undefined : `read ${read.text.slice(0, 200)}` });
    } else {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

describe('Postgres killed under load and restarted', () => {
  it('serves every request from 5 s after Postgres is back, and lets no exception escape', async () => {
    // Warm: the database is opened (migrated, seeded) and the pool filled before the crash.
    expect((await call(cartsRoute.POST, '/api/sip/shopping-cart', { method: 'POST', body: {} })).status).toBe(201);
    const samples: Sample[] = [];
    let readyAt = 0;
    let stopAt = Infinity;
    const clients = Array.from({ length: CLIENTS }, () => client(() => Date.now() >= stopAt, samples));
    await new Promise((r) => setTimeout(r, 2000));
    const crashedAt = Date.now();
    await cluster.crash();
    await new Promise((r) => setTimeout(r, 1500));
    await cluster.start();
    readyAt = Date.now();
    stopAt = readyAt + 20_000; // 15 s of load after the 5 s grace
    await Promise.all(clients);

    const before = samples.filter((s) => s.startedAt + s.ms < crashedAt); // answered before the crash
    const after = samples.filter((s) => s.startedAt >= readyAt + 5000);
    const failedAfter = after.filter((s) => s.status !== 201 && s.status !== 200);
    const firstOk = Math.min(...samples.filter((s) => s.startedAt >= readyAt && s.status < 300).map((s) => s.startedAt + s.ms)) - readyAt;
    const lastFailure = Math.max(0, ...samples.filter((s) => s.status >= 300 || s.status === 0).map((s) => s.startedAt + s.ms)) - readyAt;
    console.log(
      `[reconnect] ${samples.length} requests; before the crash ${before.length} ; ` +
        `first success ${firstOk} ms after Postgres was ready, last failure ended ${lastFailure} ms after; ` +
        `from +5 s: ${after.length} requests, ${failedAfter.length} failed, slowest ${Math.max(...after.map((s) => s.ms))} ms; escaped ${escaped.length}`,
    );
    for (const s of failedAfter) console.log(`[reconnect] failed at +${s.startedAt - readyAt} ms after ${s.ms} ms: ${s.status} ${s.what}`);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((s) => s.status < 300)).toBe(true);
    expect(after.length).toBeGreaterThan(100);
    expect(failedAfter).toEqual([]);
    expect(escaped.map(String)).toEqual([]);
  }, 180_000);
});
