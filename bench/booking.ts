import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bookOnce, discoverItem } from './lib/booking-flow';
import { percentile, runClients, type StepTimes } from './lib/flow';
import { ensureWrk, measure, table, type LoadResult } from './lib/load';
import { ensureBuild, writeSection } from './lib/results';
import { cloneCarts, readyCartId } from './lib/ready-carts';
import { COMPARE_OBSERVE, OBSERVE_OFF, OBSERVE_ON, OFF_SUFFIX, observeComparison } from './lib/observe';
import { freshDatabase, startServer } from './lib/server';
import { poolSize } from '../db/pool-size';

// The full booking on Postgres with concurrent clients (bookings/s, p99 per step), then
// order creation alone against the trivial route of the same build, with wrk.
const FLOW_SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const ORDER_SECONDS = Number(process.env.BENCH_ORDER_SECONDS ?? 10);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '10,50').split(',').map(Number);
const ORDER_CONNECTIONS = (process.env.BENCH_ORDER_CONNECTIONS ?? '10,50').split(',').map(Number);
// The app's default pool (db/pool-size.ts: twice the cores, Postgres being on these same
// cores) unless BENCH_DB_POOL asks for another size to compare.
const POOL_ENV: Record<string, string> = process.env.BENCH_DB_POOL ? { DB_POOL_MAX: process.env.BENCH_DB_POOL } : {};
const DB_POOL = process.env.BENCH_DB_POOL ?? `${poolSize()}${process.env.DB_POOL_MAX ? '' : ', the default'}`;
const ORDER_ROUNDS = Number(process.env.BENCH_ORDER_ROUNDS ?? 3);
// Port and database overridable for a shared machine (the twin without observability takes the next port).
const PORT = Number(process.env.BENCH_PORT ?? 3220);
const DB_NAME = process.env.BENCH_DB_NAME ?? 'reprise_bench_booking';
const ORDER_WARMUP = Number(process.env.BENCH_ORDER_WARMUP ?? 10);
const TRIVIAL = { name: 'trivial /api/health/live', path: '/api/health/live' };

async function main() {
  ensureBuild();
  ensureWrk();
  const db = await freshDatabase(DB_NAME);
  // Every virtual client comes from 127.0.0.1: the per-client limits (120 carts a minute per
  // address, docs/integrators.md#rate-limits) would cap the run at one customer's pace. Off, and
  // only those; everything else is the app as `npm start` runs it.
  const server = await startServer(PORT, { DATABASE_URL: db.url, RATE_LIMITS: 'off', ...POOL_ENV, ...(COMPARE_OBSERVE ? OBSERVE_ON : {}) });
  // BENCH_OBSERVE=compare: order creation also on a twin server without the request log and metrics (bench/lib/observe.ts).
  const off = COMPARE_OBSERVE ? await startServer(PORT + 1, { DATABASE_URL: db.url, RATE_LIMITS: 'off', ...POOL_ENV, ...OBSERVE_OFF }, { exactPort: true }) : null;
  const base = server.url;
  const headers = { 'content-type': 'application/json', origin: base };
  try {
    const itemBody = await discoverItem(base);
    const book = (times: StepTimes) => bookOnce(base, itemBody, times);
    console.log(`warming up ${WARMUP}s…`);
    await runClients(4, WARMUP, book);

    const flowRows: string[] = [];
    for (const clients of CLIENTS) {
      const run = await runClients(clients, FLOW_SECONDS, book);
      if (run.errors.length) throw new Error(`booking errors: ${run.errors.slice(0, 3).join(' | ')}`);
      const steps = [...run.times.keys()].sort();
      flowRows.push(
        `| ${clients} | ${(run.completed / run.seconds).toFixed(1)} | ${steps.map((s) => `${percentile(run.times.get(s)!, 50).toFixed(0)} / ${percentile(run.times.get(s)!, 99).toFixed(0)}`).join(' | ')} |`,
      );
      console.log(flowRows.at(-1));
      if (clients === CLIENTS[0]) flowRows.unshift(`| clients | bookings/s | ${steps.join(' | ')} |`, `|---:|---:|${steps.map(() => '---:').join('|')}|`);
    }

    // Order creation alone: carts cloned in SQL from one made through the API, one per request.
    const template = await readyCartId(base, headers, itemBody);
    // Enough for 1,000 orders/s in every run (the check below says if that ever falls short).
    const ids = await cloneCarts(db.url, template, (ORDER_ROUNDS * ORDER_CONNECTIONS.length * ORDER_SECONDS * (off ? 2 : 1) + ORDER_WARMUP * (off ? 2 : 1)) * 1000);
    const idsFile = path.join(os.tmpdir(), 'reprise-bench-carts.txt');
    fs.writeFileSync(idsFile, ids.join('\n'));
    const script = path.join(process.cwd(), 'bench/lib/order-carts.lua');
    const results: LoadResult[] = [];
    const rounds: string[] = [];
    // The Origin is the measured server's own: another one's would be refused (403) before any work,
    // which once made the 'observe off' twin look seven times faster than it is.
    const orderTarget = (offset: number, origin = base) => ({ name: 'POST /api/sip/orders (1 item)', path: '/api/sip/orders', script, env: { CART_IDS: idsFile, CART_OFFSET: String(offset), ORIGIN: origin } });
    // The same requests, unmeasured, first: the flow warmed the route, not this request mix.
    const warm = await measure(base, orderTarget(0), ORDER_CONNECTIONS[0]!, ORDER_WARMUP);
    let offset = warm.requests + 50;
    if (off) offset += (await measure(off.url, orderTarget(offset, off.url), ORDER_CONNECTIONS[0]!, ORDER_WARMUP)).requests + 50;
    for (const connections of ORDER_CONNECTIONS) {
      for (let round = 0; round < ORDER_ROUNDS; round++) {
        const trivial = await measure(base, TRIVIAL, connections, ORDER_SECONDS);
        const orders = await measure(base, orderTarget(offset), connections, ORDER_SECONDS);
        offset += orders.requests + 50;
        results.push(trivial, orders);
        if (off) {
          const unobserved = await measure(off.url, orderTarget(offset, off.url), connections, ORDER_SECONDS);
          offset += unobserved.requests + 50;
          results.push({ ...unobserved, name: unobserved.name + OFF_SUFFIX });
          console.log(`  observe off: orders ${unobserved.rps.toFixed(0)}/s`);
        }
        rounds.push(`${connections} connections, round ${round + 1}: trivial ${trivial.rps.toFixed(0)}/s, orders ${orders.rps.toFixed(0)}/s (${(orders.rps / trivial.rps).toFixed(2)}×)`);
        console.log(rounds.at(-1));
      }
    }
    if (offset > ids.length) throw new Error(`the order runs used ${offset} carts of ${ids.length}: clone more`);
    const avg = (name: string, connections: number) => {
      const runs = results.filter((r) => r.name === name && r.connections === connections);
      const mean = (pick: (r: LoadResult) => number) => runs.reduce((s, r) => s + pick(r), 0) / runs.length;
      return { ...runs[0]!, rps: mean((r) => r.rps), p50: mean((r) => r.p50), p99: mean((r) => r.p99), non2xx: runs.reduce((s, r) => s + r.non2xx, 0), errors: runs.reduce((s, r) => s + r.errors, 0), requests: runs.reduce((s, r) => s + r.requests, 0), serverCpuMs: runs.reduce((s, r) => s + (r.serverCpuMs ?? 0), 0) };
    };
    const rows = ORDER_CONNECTIONS.flatMap((c) => [avg(TRIVIAL.name, c), avg('POST /api/sip/orders (1 item)', c)]);
    const md = [
      `## Booking flow (${new Date().toISOString().slice(0, 10)})`,
      '',
      `\`npm run bench:booking\` — next start on Postgres 15 (pool ${DB_POOL}), ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}, loopback. Each virtual client loops over the whole booking (create cart → add item → customer → list logistic options → choose one → order) for ${FLOW_SECONDS}s after a ${WARMUP}s warm-up. Step cells: p50 / p99 in ms.`,
      '',
      ...flowRows,
      '',
      `Order creation alone (wrk, ${ORDER_CONNECTIONS.join(' and ')} connections, ${ORDER_ROUNDS} × ${ORDER_SECONDS}s each alternating with the trivial route, after ${ORDER_WARMUP}s of the same orders unmeasured; each request orders a different ready cart, cloned in SQL from one built through the API):`,
      '',
      table(rows, (r) => rows.find((b) => b.name === TRIVIAL.name && b.connections === r.connections)),
      '',
      'Round by round (this VM varies by ±15 % within minutes; each pair ran back to back):',
      '',
      ...rounds.map((line) => `- ${line}`),
      ...(off ? ['', 'Order creation with the request log and metrics on vs off (BENCH_OBSERVE=compare, measured alternately):', '', ...observeComparison(ORDER_CONNECTIONS.flatMap((c) => [avg('POST /api/sip/orders (1 item)', c), avg('POST /api/sip/orders (1 item)' + OFF_SUFFIX, c)]))] : []),
    ].join('\n');
    console.log(md);
    writeSection('booking', md);
    if (results.some((r) => r.non2xx + r.errors > 0)) throw new Error('non-2xx answers during the order runs');
  } finally {
    await server.stop();
    await off?.stop();
    await db.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
