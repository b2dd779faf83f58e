import os from 'node:os';
import postgres from 'postgres';
import { bookOnce, discoverItem } from './lib/booking-flow';
import { expectJson } from './lib/flow';
import { ensureWrk, measure, table, type LoadResult, type Target } from './lib/load';
import { ensureBuild, writeSection } from './lib/results';
import { freshDatabase, startServer } from './lib/server';
import { fillOrders } from './lib/orders-generator';

// GET /api/sip/orders pages at 1,000 orders and at 1,000,000 (a generator clones real
// orders in SQL): the p99 of the same page must not grow with the table.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BIG = Number(process.env.BENCH_ORDERS ?? 1_000_000);

async function main() {
  ensureBuild();
  ensureWrk();
  const db = await freshDatabase('reprise_bench_orders');
  const server = await startServer(3230, { DATABASE_URL: db.url });
  const sql = postgres(db.url, { max: 1, onnotice: () => {} });
  try {
    await seedRealOrders(server.url);
    const admin = await login(server.url, 'admin@reprise.demo', 'demo-admin-reprise');
    const staff = await login(server.url, 'staff.online@reprise.demo', 'demo-staff-online');
    const targets = (size: string): Target[] => [
      { name: `admin, newest 50 (${size})`, path: '/api/sip/orders?limit=50', headers: { authorization: `Bearer ${admin}` } },
      { name: `staff store, newest 50 (${size})`, path: '/api/sip/orders?limit=50', headers: { authorization: `Bearer ${staff}` } },
      { name: `admin, status=received (${size})`, path: '/api/sip/orders?limit=50&status=received', headers: { authorization: `Bearer ${admin}` } },
    ];
    const results: LoadResult[] = [];
    for (const [size, count] of [['1k', 1_000], [BIG >= 1_000_000 ? `${BIG / 1_000_000}M` : String(BIG), BIG]] as const) {
      const started = performance.now();
      await fillOrders(sql, count);
      console.log(`${count} orders in ${Math.round((performance.now() - started) / 1000)}s`);
      // A page deep in the table, through the cursor of the page before it.
      const deep = await deepCursor(server.url, admin, Math.min(count, 1_000) / 2);
      const all = [...targets(size), { name: `admin, page via cursor mid-table (${size})`, path: `/api/sip/orders?limit=50&cursor=${deep}`, headers: { authorization: `Bearer ${admin}` } }];
      for (const t of all) await measure(server.url, t, 10, 3); // warm
      for (const t of all) {
        const r = await measure(server.url, t, 10, SECONDS);
        console.log(`${t.name}: ${Math.round(r.rps)} req/s p99 ${r.p99} ms`);
        results.push(r);
      }
    }
    const small = (r: LoadResult) => results.find((s) => s.name === r.name.replace(/\(.*\)$/, '(1k)'));
    const md = [
      `## Orders list at 1k and ${BIG.toLocaleString('en')} orders (${new Date().toISOString().slice(0, 10)})`,
      '',
      `\`npm run bench:orders\` — next start on Postgres 15, ${os.cpus().length} cores, wrk 10 connections × ${SECONDS}s per row. Orders cloned in SQL from real ones made through the API (spread over three years, statuses mixed). Ratios compare each page with the same page at 1k orders.`,
      '',
      table(results, small).replace('req/s ÷ trivial', 'req/s ÷ 1k').replace('p99 ÷ trivial', 'p99 ÷ 1k'),
    ].join('\n');
    console.log(md);
    writeSection('orders-list', md);
  } finally {
    await sql.end();
    await server.stop();
    if (!process.env.BENCH_KEEP_DB) await db.drop(); // kept for EXPLAIN when asked
  }
}

async function login(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/sip/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return (await expectJson(res, 200, 'login')).session.token;
}

/** A few orders made through the API, for the generator to clone. */
async function seedRealOrders(base: string) {
  const item = await discoverItem(base);
  for (let i = 0; i < 6; i++) await bookOnce(base, item);
}

async function deepCursor(base: string, token: string, skip: number): Promise<string> {
  let cursor = '';
  for (let seen = 0; seen < skip; seen += 200) {
    const res = await fetch(`${base}/api/sip/orders?limit=200${cursor ? `&cursor=${cursor}` : ''}`, { headers: { authorization: `Bearer ${token}` } });
    await res.text();
    const link = res.headers.get('link');
    if (!link) break;
    cursor = /cursor=([\w-]+)/.exec(link)![1]!;
  }
  return cursor;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
