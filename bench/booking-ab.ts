import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { bookOnce, discoverItem } from './lib/booking-flow';
import { runClients } from './lib/flow';
import { ensureWrk, measure } from './lib/load';
import { cpuMs, listenerPid } from './lib/cpu';
import { ensureBuild, writeSection } from './lib/results';
import { cloneCarts, readyCartId } from './lib/ready-carts';
import { OBSERVE_OFF } from './lib/observe';
import { freshDatabase, startServer } from './lib/server';
import { DASHBOARD_TRIGGERS, toggleTriggers } from './lib/triggers';

// bench:booking's order creation, this build against another one (BENCH_COMPARE_DIR: a worktree of
// an older commit with its own `next build`), in the same run, alternately, on a machine other work
// shares. Each build runs on a fresh Postgres database its own code migrated and seeded. Two more
// variants of this build separate what its database does from what its code does: the dashboards'
// per-row triggers (#37) and the search-word triggers (#35) disabled on a database of its own, then
// also the request log and metrics off (#38). Throughput moves with the neighbours' load; CPU per
// order (the server's, and its database connections') barely does, so that is the figure compared.
const COMPARE_DIR = process.env.BENCH_COMPARE_DIR;
const PORT = Number(process.env.BENCH_PORT ?? 3230);
const DB_PREFIX = process.env.BENCH_DB_PREFIX ?? 'reprise_bench_ab';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const ORDER_SECONDS = Number(process.env.BENCH_ORDER_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_ORDER_CONNECTIONS ?? '10,50').split(',').map(Number);
const FLOW_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FLOW_CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 15);
/** BENCH_AB_VARIANTS=2: only the other build and this one (the two "triggers off" variants take half the run). */
const VARIANTS = Number(process.env.BENCH_AB_VARIANTS ?? 4);
// npm start's variables, given to both builds alike (startServer reads them from this package.json only).
const START_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', RATE_LIMITS: 'off' };
// What a booking's insert fires on this build's database besides the foreign keys: the dashboards'
// rollups (bench/lib/triggers.ts, every build's names) and the search words (migration 0050).
const TRIGGERS: Record<string, string[]> = { ...DASHBOARD_TRIGGERS, orders: [...DASHBOARD_TRIGGERS.orders!.filter((n) => n !== 'orders_dashboard_changed'), 'order_search_words_insert', 'order_search_words_update'] };
const ORDER = 'POST /api/sip/orders (1 item)';
const TRIVIAL = { name: 'trivial /api/health/live', path: '/api/health/live' };

type Variant = { name: string; url: string; dbUrl: string; dbName: string; itemBody?: unknown; ids: string[]; offset: number; idsFile: string };
type Sample = { variant: string; what: string; connections: number; rps: number; p99: number; requests: number; serverMs: number; dbMs: number; bad: number };

/** CPU so far of the database's backends (the server's pool; long-lived, so before/after compares). */
async function dbBackendsCpu(admin: postgres.Sql, dbName: string): Promise<Map<number, number>> {
  const rows = await admin<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${dbName}`;
  return new Map(rows.map((r) => [r.pid, cpuMs([r.pid])]));
}
const spent = (before: Map<number, number>, after: Map<number, number>) => [...after].reduce((s, [pid, ms]) => s + ms - (before.get(pid) ?? 0), 0);

async function main() {
  if (!COMPARE_DIR || !fs.existsSync(path.join(COMPARE_DIR, '.next/BUILD_ID'))) throw new Error('BENCH_COMPARE_DIR: the other build (a worktree with .next/BUILD_ID)');
  ensureBuild();
  ensureWrk();
  const dbs = await Promise.all(['old', 'main', 'lean'].map((n) => freshDatabase(`${DB_PREFIX}_${n}`)));
  const [oldDb, mainDb, leanDb] = dbs as [Awaited<ReturnType<typeof freshDatabase>>, Awaited<ReturnType<typeof freshDatabase>>, Awaited<ReturnType<typeof freshDatabase>>];
  const admin = postgres(mainDb.url.replace(/\/[^/]*$/, '/postgres'), { max: 1, onnotice: () => {} });
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  const commit = (dir: string) => execFileSync('git', ['-C', dir, 'log', '-1', '--format=%h (%cs)']).toString().trim();
  try {
    // Trigger functions timed per call (pg_stat_user_functions), on every database alike.
    for (const db of dbs) await admin.unsafe(`alter database "${new URL(db.url).pathname.slice(1)}" set track_functions = 'all'`);
    // One at a time: each migrates and seeds its database on first start.
    const specs = [
      { name: `other build (${path.basename(COMPARE_DIR)})`, db: oldDb, env: {}, cwd: COMPARE_DIR },
      { name: 'this build', db: mainDb, env: {}, cwd: process.cwd() },
      { name: 'this build, triggers off', db: leanDb, env: {}, cwd: process.cwd() },
      { name: 'this build, triggers off, observe off', db: leanDb, env: OBSERVE_OFF, cwd: process.cwd() },
    ].slice(0, VARIANTS);
    const variants: Variant[] = [];
    for (const [i, spec] of specs.entries()) {
      const server = await startServer(PORT + i, { DATABASE_URL: spec.db.url, ...START_ENV, ...spec.env }, { cwd: spec.cwd });
      servers.push(server);
      const dbName = new URL(spec.db.url).pathname.slice(1);
      variants.push({ name: spec.name, url: server.url, dbUrl: spec.db.url, dbName, ids: [], offset: 0, idsFile: path.join(os.tmpdir(), `${DB_PREFIX}-${i}.txt`) });
      console.log(`${spec.name}: ${server.url} on ${dbName}`);
    }
    if (VARIANTS > 2) {
      const lean = postgres(leanDb.url, { max: 1, onnotice: () => {} });
      await toggleTriggers(lean, 'DISABLE', TRIGGERS);
      await lean.end();
    }

    // Enough for 600 orders/s in every run (the check in the runs says if that ever falls short).
    const cartsPerDb = (ROUNDS * CONNECTIONS.length * ORDER_SECONDS + 10) * 600;
    for (const v of variants) {
      const headers = { 'content-type': 'application/json', origin: v.url };
      v.itemBody = await discoverItem(v.url);
      console.log(`${v.name}: warming up ${WARMUP}s…`);
      await runClients(4, WARMUP, (times) => bookOnce(v.url, v.itemBody, times));
      const shared = variants.find((o) => o !== v && o.dbUrl === v.dbUrl && o.ids.length);
      if (shared) {
        // Two servers on one database: each its own half of the carts.
        v.ids = shared.ids.splice(Math.floor(shared.ids.length / 2));
      } else {
        const template = await readyCartId(v.url, headers, v.itemBody);
        v.ids = await cloneCarts(v.dbUrl, template, cartsPerDb * (variants.filter((o) => o.dbUrl === v.dbUrl).length));
      }
    }
    for (const v of variants) fs.writeFileSync(v.idsFile, v.ids.join('\n'));
    const script = path.join(process.cwd(), 'bench/lib/order-carts.lua');
    const samples: Sample[] = [];
    const loads: string[] = [];
    const run = async (v: Variant, what: string, connections: number, go: () => Promise<{ rps: number; p99: number; requests: number; bad: number }>) => {
      const pid = listenerPid(Number(new URL(v.url).port));
      const before = [cpuMs([pid]), await dbBackendsCpu(admin, v.dbName)] as const;
      const r = await go();
      const sample = { variant: v.name, what, connections, ...r, serverMs: cpuMs([pid]) - before[0], dbMs: spent(before[1], await dbBackendsCpu(admin, v.dbName)) };
      samples.push(sample);
      console.log(`  ${v.name} · ${what} @${connections}: ${r.rps.toFixed(1)}/s, server ${(sample.serverMs / r.requests).toFixed(2)} ms, db ${(sample.dbMs / r.requests).toFixed(2)} ms per request${r.bad ? `, ${r.bad} bad` : ''}`);
    };
    // Warm the order route itself on each (its unmeasured first orders).
    for (const v of variants) {
      const w = await measure(v.url, { name: ORDER, path: '/api/sip/orders', script, env: { CART_IDS: v.idsFile, CART_OFFSET: '0', ORIGIN: v.url } }, 10, 5);
      v.offset = w.requests + 50;
    }
    for (let round = 0; round < ROUNDS; round++) {
      loads.push(`round ${round + 1}: load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
      console.log(loads.at(-1));
      // A different variant first each round, so none always follows the same neighbour.
      const order = variants.map((_, i) => variants[(i + round) % variants.length]!);
      for (const v of order) {
        await run(v, 'trivial', 10, async () => {
          const r = await measure(v.url, TRIVIAL, 10, 5);
          return { rps: r.rps, p99: r.p99, requests: r.requests, bad: r.errors + r.non2xx };
        });
        for (const c of CONNECTIONS) {
          await run(v, 'orders', c, async () => {
            const r = await measure(v.url, { name: ORDER, path: '/api/sip/orders', script, env: { CART_IDS: v.idsFile, CART_OFFSET: String(v.offset), ORIGIN: v.url } }, c, ORDER_SECONDS);
            v.offset += r.requests + 50;
            if (v.offset > v.ids.length) throw new Error(`${v.name} used ${v.offset} carts of ${v.ids.length}: clone more`);
            return { rps: r.rps, p99: r.p99, requests: r.requests, bad: r.errors + r.non2xx };
          });
        }
        await run(v, 'bookings', FLOW_CLIENTS, async () => {
          const r = await runClients(FLOW_CLIENTS, FLOW_SECONDS, (times) => bookOnce(v.url, v.itemBody, times));
          return { rps: r.completed / r.seconds, p99: 0, requests: r.completed, bad: r.errors.length };
        });
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const rows: string[] = ['| variant | measure | conns | req/s (median of rounds) | ÷ trivial | server CPU ms per request | its database backends ms per request | rounds, req/s |', '|---|---|---:|---:|---:|---:|---:|---|'];
    for (const v of variants) {
      const trivial = median(samples.filter((s) => s.variant === v.name && s.what === 'trivial').map((s) => s.rps));
      for (const [what, c] of [['trivial', 10], ...CONNECTIONS.map((n) => ['orders', n]), ['bookings', FLOW_CLIENTS]] as [string, number][]) {
        const ss = samples.filter((s) => s.variant === v.name && s.what === what && s.connections === c);
        const sum = (pick: (s: Sample) => number) => ss.reduce((t, s) => t + pick(s), 0);
        const requests = sum((s) => s.requests);
        rows.push(`| ${v.name} | ${what === 'bookings' ? 'whole booking (clients)' : what} | ${c} | ${median(ss.map((s) => s.rps)).toFixed(1)} | ${what === 'orders' ? (median(ss.map((s) => s.rps)) / trivial).toFixed(2) : '—'} | ${(sum((s) => s.serverMs) / requests).toFixed(2)} | ${(sum((s) => s.dbMs) / requests).toFixed(2)} | ${ss.map((s) => s.rps.toFixed(0)).join(', ')} |`);
      }
    }
    const functions: string[] = [];
    for (const v of variants.slice(0, 2)) {
      const sql = postgres(v.dbUrl, { max: 1, onnotice: () => {} });
      const orders = Number((await sql<{ n: string }[]>`select count(*) as n from orders`)[0]!.n);
      const top = await sql<{ funcname: string; calls: string; self_time: number; total_time: number }[]>`select funcname, calls, self_time, total_time from pg_stat_user_functions order by total_time desc limit 12`;
      await sql.end();
      functions.push(`- ${v.name} (${orders} orders in the database): ${top.map((f) => `${f.funcname} ${f.calls} calls, ${(f.total_time / orders).toFixed(3)} ms per order (self ${(f.self_time / orders).toFixed(3)})`).join('; ') || 'none'}`);
    }
    const bad = samples.reduce((t, s) => t + s.bad, 0);
    const md = [
      `## Booking: this build against an older one, same run (${new Date().toISOString().slice(0, 10)})`,
      '',
      `\`BENCH_COMPARE_DIR=<older worktree> npx tsx bench/booking-ab.ts\` — builds ${commit(COMPARE_DIR)} (other) and ${commit(process.cwd())} (this), next start on Postgres, a fresh database each, migrated and seeded by its own code; ${os.cpus().length} cores, Node ${process.version}. ${ROUNDS} rounds; in each, every variant in turn (a different one first each round): the trivial route 5 s, order creation ${ORDER_SECONDS} s at ${CONNECTIONS.join(' then ')} wrk connections (each request orders a different cloned ready cart), then ${FLOW_CLIENTS} clients looping the whole booking for ${FLOW_SECONDS} s. CPU per request: the server process's user+system time, and the time of the database's backends (the server's pool) over the run, divided by the requests answered. "bookings" rows count whole bookings (six requests).`,
      '',
      ...rows,
      '',
      'Database functions (triggers included) by total time over the whole run (warm-ups and bookings included), per order in the database:',
      '',
      ...functions,
      '',
      `Load average at each round's start (the machine is shared): ${loads.join('; ')}. Non-2xx or failed: ${bad}.`,
    ].join('\n');
    console.log(md);
    writeSection('booking-ab', md);
    if (process.env.BENCH_AB_JSON) fs.writeFileSync(process.env.BENCH_AB_JSON, JSON.stringify(samples, null, 1));
  } finally {
    for (const s of servers) await s.stop();
    await admin.end();
    if (!process.env.BENCH_KEEP_DB) for (const db of dbs) await db.drop();
  }
}

// Exits when done: with BENCH_KEEP_DB the databases' admin connections stay open.
main().then(() => process.exit(0), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
