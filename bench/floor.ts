import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { discoverItem } from './lib/booking-flow';
import { ensureWrk, measure, type Target } from './lib/load';
import { cpuMs, listenerPid, postgresPids } from './lib/cpu';
import { writeSection } from './lib/results';
import { cloneCarts, readyCartId } from './lib/ready-carts';
import { freshDatabase, startServer } from './lib/server';

// How far below the trivial route the framework alone puts order creation's shape of request
// (docs/performance.md#order-creation): the same POST through bench/floor/route.ts with no work,
// then with one and two Postgres round trips, beside the trivial route and real order creation,
// interleaved round by round, with each process's CPU per request.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const ROUTE = path.join(process.cwd(), 'app/api/floor/route.ts');

function build() {
  execFileSync('npx', ['next', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
}

async function main() {
  ensureWrk();
  fs.mkdirSync(path.dirname(ROUTE), { recursive: true });
  fs.copyFileSync(path.join(process.cwd(), 'bench/floor/route.ts'), ROUTE);
  try {
    console.log('building with the floor route…');
    build();
    await run();
  } finally {
    fs.rmSync(path.dirname(ROUTE), { recursive: true, force: true });
    console.log('building the app again, without it…');
    build();
  }
}

async function run() {
  const db = await freshDatabase('reprise_bench_floor');
  const server = await startServer(3233, { DATABASE_URL: db.url, RATE_LIMITS: 'off' });
  const base = server.url;
  try {
    const sql = postgres(db.url, { max: 1, onnotice: () => {} });
    await sql`create table floor_probe (id text primary key, at timestamptz not null default now())`;
    await sql.end();
    const item = await discoverItem(base);
    const ids = await cloneCarts(db.url, await readyCartId(base, { 'content-type': 'application/json', origin: base }, item), 60_000);
    const file = path.join(os.tmpdir(), 'reprise-bench-floor-carts.txt');
    fs.writeFileSync(file, ids.join('\n'));
    const node = listenerPid(3233);
    let offset = 0;
    const shapes = ['trivial', 'floor, no Postgres', 'floor, 1 round trip', 'floor, 2 round trips', 'order creation'];
    const target = (name: string): Target => {
      const env = { CART_IDS: file, CART_OFFSET: String(offset), ORIGIN: base };
      if (name === 'trivial') return { name, path: '/api/health/live' };
      if (name === 'order creation') return { name, path: '/api/sip/orders', script: path.join(process.cwd(), 'bench/lib/order-carts.lua'), env };
      return { name, path: '/api/floor', script: path.join(process.cwd(), 'bench/floor/carts.lua'), env: { ...env, ROUND_TRIPS: String(shapes.indexOf(name) - 1) } };
    };
    console.log('warming up…');
    // Only orders use a cart up; the floor's ids are just strings to carry.
    const advance = (name: string, requests: number) => {
      if (name === 'order creation') offset += requests + 50;
      if (offset > ids.length) throw new Error(`order creation used ${offset} carts of ${ids.length}: clone more`);
    };
    for (const name of shapes) advance(name, (await measure(base, target(name), 10, 10)).requests);
    const runs: { name: string; connections: number; rps: number; node: number; pg: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const connections of CONNECTIONS) {
        for (const name of shapes) {
          const before = { node: cpuMs([node]), pg: cpuMs(postgresPids()) };
          const r = await measure(base, target(name), connections, SECONDS);
          advance(name, r.requests);
          const per = (ms: number) => ms / Math.max(1, r.requests);
          runs.push({ name, connections, rps: r.rps, node: per(cpuMs([node]) - before.node), pg: per(cpuMs(postgresPids()) - before.pg) });
          if (r.errors + r.non2xx) throw new Error(`${name}: ${r.errors + r.non2xx} errors`);
          console.log(`${connections} conns, ${name}: ${r.rps.toFixed(0)}/s`);
        }
      }
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const rows = ['| request | conns | req/s | ÷ trivial | Node ms/req | Postgres ms/req |', '|---|---:|---:|---:|---:|---:|'];
    for (const connections of CONNECTIONS) {
      const trivial = mean(runs.filter((r) => r.name === 'trivial' && r.connections === connections).map((r) => r.rps));
      for (const name of shapes) {
        const these = runs.filter((r) => r.name === name && r.connections === connections);
        const rps = mean(these.map((r) => r.rps));
        rows.push(`| ${name} | ${connections} | ${rps.toFixed(0)} | ${(rps / trivial).toFixed(2)} | ${mean(these.map((r) => r.node)).toFixed(2)} | ${mean(these.map((r) => r.pg)).toFixed(2)} |`);
      }
    }
    const section = `## The floor under order creation (${new Date().toISOString().slice(0, 10)})

\`npm run bench:floor\` — next start on Postgres 15 (the default pool), ${os.cpus().length} cores, Node ${process.version}, wrk, ${ROUNDS} interleaved rounds × ${SECONDS}s per row. "floor": \`POST\` through the same handler wrapper as every route, a small JSON body, an 8.4 KB JSON answer, and none of an order's work (bench/floor/route.ts, built in for this run only); the second round trip commits a row. CPU time from /proc per process, divided by the requests answered.

${rows.join('\n')}`;
    console.log(`\n${section}`);
    writeSection('floor', section);
  } finally {
    await server.stop();
    await db.drop();
  }
}

await main();
