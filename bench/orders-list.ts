import os from 'node:os';
import postgres from 'postgres';
import { bookOnce, discoverItem } from './lib/booking-flow';
import { expectJson } from './lib/flow';
import { ensureWrk, measure, type LoadResult, type Target } from './lib/load';
import { ensureBuild, writeSection } from './lib/results';
import { bigDatabase, orderCount } from './lib/big-database';
import { freshDatabase, startServer } from './lib/server';
import { COMMON_QUERY, fillOrders, LIST_FILL, NUMBER_QUERY, SURNAME_QUERY, TYPO_QUERY } from './lib/orders-generator';

// GET /api/sip/orders pages at 1,000 orders and at 1,000,000 (a generator clones real
// orders in SQL): the p99 of the same page must not grow with the table.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
/** Rounds over all rows of a size, interleaved: a p99 is the median of its rounds', not one run's tail. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BIG = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const TRIVIAL: Target = { name: 'trivial /api/health/live', path: '/api/health/live' };
/** Context for the published table (e.g. that the host was shared during the run). */
const NOTE = process.env.BENCH_NOTE ?? '';

async function main() {
  ensureBuild();
  ensureWrk();
  const results: LoadResult[] = [];
  const trivials = new Map<string, LoadResult>();
  const loads = new Map<string, string>();
  const fills: string[] = [];
  // Each size on its own database and server: the big one may be a kept database that
  // bench:atelier fills alike (BENCH_BIG_DATABASE, bench/lib/big-database.ts).
  for (const [size, count] of [['1k', 1_000], [BIG >= 1_000_000 ? `${BIG / 1_000_000}M` : String(BIG), BIG]] as const) {
    const name = process.env.BENCH_DB_NAME ?? 'reprise_bench_orders';
    const db = count === 1_000 ? await freshDatabase(`${name}_1k`) : await bigDatabase(name);
    const server = await startServer(3230, { DATABASE_URL: db.url });
    const sql = postgres(db.url, { max: 1, onnotice: () => {} });
    try {
      const before = await orderCount(sql);
      if (before < count) await seedRealOrders(server.url);
      const admin = await login(server.url, 'admin@reprise.demo', 'demo-admin-reprise');
      const staff = await login(server.url, 'staff.online@reprise.demo', 'demo-staff-online');
      const started = performance.now();
      await fillOrders(sql, count, LIST_FILL);
      const seconds = Math.round((performance.now() - started) / 1000);
      fills.push(before >= count ? `${size}: the kept database's ${before.toLocaleString('en')} orders, no fill` : `${size}: filled in ${seconds} s`);
      console.log(fills.at(-1));
      // A page deep in the table, through the cursor of the page before it.
      const deep = await deepCursor(server.url, admin, Math.min(count, 1_000) / 2);
      const all = [...targets(size, admin, staff), { name: `admin, page via cursor mid-table (${size})`, path: `/api/sip/orders?limit=50&cursor=${deep}`, headers: { authorization: `Bearer ${admin}` } }];
      for (const t of [TRIVIAL, ...all]) await measure(server.url, t, 10, 3); // warm
      // The trivial route of the same build, measured beside each size's pages, in every round.
      const rounds = new Map<string, LoadResult[]>();
      for (let round = 1; round <= ROUNDS; round++) {
        for (const t of [TRIVIAL, ...all]) {
          const r = await measure(server.url, t, 10, SECONDS);
          rounds.set(t.name, [...(rounds.get(t.name) ?? []), r]);
          console.log(`round ${round} ${t.name}: ${Math.round(r.rps)} req/s p50 ${r.p50} ms p99 ${r.p99} ms`);
        }
      }
      const trivial = combine(rounds.get(TRIVIAL.name)!);
      for (const t of all) {
        const r = combine(rounds.get(t.name)!);
        console.log(`${t.name}: ${Math.round(r.rps)} req/s p99 ${r.p99} ms (${(r.rps / trivial.rps).toFixed(2)}× trivial)`);
        results.push(r);
        trivials.set(r.name, trivial);
      }
      results.push({ ...trivial, name: `${TRIVIAL.name} (${size})` });
      loads.set(size, os.loadavg().map((l) => l.toFixed(1)).join(' / '));
    } finally {
      await sql.end();
      await server.stop();
      if (!process.env.BENCH_KEEP_DB) await db.drop(); // kept for EXPLAIN when asked; a BENCH_BIG_DATABASE always
    }
  }
  const small = (r: LoadResult) => results.find((s) => s.name === r.name.replace(/\(.*\)$/, '(1k)'));
  const sizeOf = (r: LoadResult) => /\(([^()]*)\)$/.exec(r.name)?.[1] ?? '';
  const rows = results.map((r) => {
    const t = trivials.get(r.name);
    const k = small(r);
    const cells = [r.name, r.connections, Math.round(r.rps), r.p50.toFixed(1), r.p99.toFixed(1), t ? Math.round(t.rps) : '—', t ? (r.rps / t.rps).toFixed(2) : '—', k && t ? (r.p99 / k.p99).toFixed(2) : '—', r.errors + r.non2xx, loads.get(sizeOf(r)) ?? ''];
    return `| ${cells.join(' | ')} |`;
  });
  const md = [
    `## Orders list at 1k and ${BIG.toLocaleString('en')} orders (${new Date().toISOString().slice(0, 10)})`,
    '',
    `\`npm run bench:orders\` — next start on Postgres 15, ${os.cpus().length} cores, wrk 10 connections, ${ROUNDS} rounds × ${SECONDS}s per row, the rows of a size interleaved round by round; req/s is the mean of the rounds, p50 and p99 their medians. Orders cloned in SQL from real ones made through the API (spread over three years, statuses mixed), each size on its own database and server (${fills.join('; ')}). \`trivial req/s\`: the trivial route (/api/health/live) measured in the same rounds, and \`req/s ÷ trivial\` against it; \`p99 ÷ 1k\`: against the same page at 1k orders; load average (1 / 5 / 15 min, as \`uptime\` gives it) at the end of the size's rounds. ${NOTE}`,
    '',
    '| endpoint | conns | req/s | p50 ms | p99 ms | trivial req/s | req/s ÷ trivial | p99 ÷ 1k | errors | load avg |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
  console.log(md);
  writeSection('orders-list', md);
}

/** Rounds of one row: mean throughput, median latencies (one round's tail is not the row's). */
function combine(runs: LoadResult[]): LoadResult {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const sum = (f: (r: LoadResult) => number) => runs.reduce((n, r) => n + f(r), 0);
  return { ...runs[0]!, rps: sum((r) => r.rps) / runs.length, p50: median(runs.map((r) => r.p50)), p99: median(runs.map((r) => r.p99)), errors: sum((r) => r.errors), non2xx: sum((r) => r.non2xx), requests: sum((r) => r.requests) };
}

/** The rows measured at each size, as an admin (every store) and a store's staff. */
function targets(size: string, admin: string, staff: string): Target[] {
  return [
    { name: `admin, newest 50 (${size})`, path: '/api/sip/orders?limit=50', headers: { authorization: `Bearer ${admin}` } },
    { name: `staff store, newest 50 (${size})`, path: '/api/sip/orders?limit=50', headers: { authorization: `Bearer ${staff}` } },
    { name: `admin, status=received (${size})`, path: '/api/sip/orders?limit=50&status=received', headers: { authorization: `Bearer ${admin}` } },
    // Search (docs/counter.md#order-search): a name word without its accent plus an
    // e-mail fragment (trigrams), and a running number (its own index). The generator names
    // customers 'léa client<n % 997>' (a tenth 'léa lefebvre') with e-mails 'client<n % 50000>@example.com'.
    { name: `admin, search "lea client417" (${size})`, path: '/api/sip/orders?limit=50&q=lea%20client417', headers: { authorization: `Bearer ${admin}` } },
    { name: `admin, search e-mail "client4171@" (${size})`, path: '/api/sip/orders?limit=50&q=client4171%40', headers: { authorization: `Bearer ${admin}` } },
    { name: `staff store, search number "417" (${size})`, path: '/api/sip/orders?limit=50&q=417', headers: { authorization: `Bearer ${staff}` } },
    // The staff table's search (issue 20: p99 at 1M ≤ 1.5× at 1k), each matching the same
    // few orders at both sizes: a surname typed without its accents (the generator's three
    // Zoë Lefèvre orders, beside a tenth of the table named Lefebvre), and a fragment of the
    // order number (R-G-0000041x and R-G-00000041: 11 orders; also a running number, 41).
    { name: `admin table, search surname "${SURNAME_QUERY}" (${size})`, path: `/api/sip/admin/orders?limit=50&q=${SURNAME_QUERY}`, headers: { authorization: `Bearer ${admin}` } },
    // A typo (#35): the exact search finds nothing, then the forgiving one runs (two queries).
    { name: `admin table, search with a typo "${TYPO_QUERY}" (${size})`, path: `/api/sip/admin/orders?limit=50&q=${TYPO_QUERY}`, headers: { authorization: `Bearer ${admin}` } },
    // The word the typo stands for, typed right: a tenth of the table carries it, so its page and
    // count are the typo's too, without the lookups that come first (what the typo adds).
    { name: `admin table, search common surname "${COMMON_QUERY}" (${size})`, path: `/api/sip/admin/orders?limit=50&q=${COMMON_QUERY}`, headers: { authorization: `Bearer ${admin}` } },
    { name: `admin table, search number fragment "${NUMBER_QUERY}" (${size})`, path: `/api/sip/admin/orders?limit=50&q=${NUMBER_QUERY}`, headers: { authorization: `Bearer ${admin}` } },
  ];
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
    // rel="next" only: a first page's Link also names rel="sync" (docs/integrators.md#sync).
    const next = /cursor=([\w-]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1];
    if (!next) break;
    cursor = next;
  }
  return cursor;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
