import os from 'node:os';
import { ensureWrk, measure, table, warmUp, type LoadResult, type Target } from './lib/load';
import { ensureBuild, writeSection } from './lib/results';
import { COMPARE_OBSERVE, OBSERVE_OFF, OBSERVE_ON, OFF_SUFFIX, observeComparison } from './lib/observe';
import { freshDatabase, startServer } from './lib/server';
import { adminClient, publishPriceRaise, untilEtagChanges } from './lib/catalogue-admin';

// Catalogue GETs against a trivial route of the same build, on Postgres, at 10 and 50
// connections. Rounds alternate the order of targets so drift hits all of them alike.
// Issue 29's bar is "≥ 0.8× the trivial route after a publish": before measuring, the admin raises
// the prices of the measured sub-categories' sub-services through the draft and publishes them
// (as bench:catalogue-publish does), and the run waits until every server serves the new version.
// BENCH_PORT (default 3210) is the first server's port; the "observe off" twin takes the next one.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 25);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

async function main() {
  const loadAtStart = os.loadavg().map((l) => l.toFixed(2)).join(' / ');
  ensureBuild();
  ensureWrk();
  const db = await freshDatabase(process.env.BENCH_DATABASE ?? 'reprise_bench_catalogue');
  const port = Number(process.env.BENCH_PORT ?? 3210);
  const server = await startServer(port, { DATABASE_URL: db.url, ...(COMPARE_OBSERVE ? OBSERVE_ON : {}) }, { exactPort: true });
  // BENCH_OBSERVE=compare: the same targets on a twin server without the request log and metrics (bench/lib/observe.ts).
  const off = COMPARE_OBSERVE ? await startServer(port + 1, { DATABASE_URL: db.url, ...OBSERVE_OFF }, { exactPort: true }) : null;
  try {
    const categories = (await (await fetch(`${server.url}/v1/clothes-categories?tag=womenswear`)).json()) as {
      categories: { subClothesCategories: { id: string }[] }[];
    };
    const subIds = categories.categories.flatMap((c) => c.subClothesCategories.map((s) => s.id)).slice(0, 3);
    // As wrk sends them (identity), and as browsers do (Accept-Encoding: next start then
    // gzips every answer itself: it drops a Content-Encoding set by a route handler, so a
    // precompressed body cannot be served from the handler).
    const services = `/v1/services?subClothesCategoryIds=${subIds.join(',')}&zipCode=75011&country=FR&currency=EUR&bookingType=paid`;
    const plain = { 'accept-language': 'fr-FR,fr;q=0.9' };
    // A publish first: the measured answers are those of a published version, served once every server has seen it.
    const servers = [server, ...(off ? [off] : [])];
    const before = await Promise.all(servers.map(async (s) => (await fetch(s.url + services, { headers: plain })).headers.get('etag')));
    const { call } = await adminClient(server.url);
    const published = await publishPriceRaise(call, (s) => subIds.includes(s.subCategoryId), 'bench:catalogue');
    const seenAfter = await Promise.all(servers.map((s, i) => untilEtagChanges(s.url + services, plain, before[i]!)));
    const publishNote = `Measured after a publish: ${published.changes} sub-services' prices raised through the draft and published (${Math.round(published.ms)} ms), served by ${servers.length === 1 ? 'the server' : 'both servers'} ${seenAfter.map((ms) => Math.round(ms)).join(' / ')} ms later.`;
    console.log(publishNote);
    const browser = { ...plain, 'accept-encoding': 'gzip, deflate, br' };
    const baseTargets: (Target & { base?: string })[] = [
      { name: 'trivial /api/health/live', path: '/api/health/live', headers: plain },
      { name: 'GET /v1/clothes-categories', path: '/v1/clothes-categories', headers: plain },
      { name: 'GET /v1/services (3 sub-categories, 75011 FR, EUR)', path: services, headers: plain },
      { name: 'trivial /api/health/live · gzip', path: '/api/health/live', headers: browser },
      { name: 'GET /v1/clothes-categories · gzip', path: '/v1/clothes-categories', headers: browser },
      { name: 'GET /v1/services (3 sub-categories, 75011 FR, EUR) · gzip', path: services, headers: browser },
    ];
    const targets = off ? baseTargets.flatMap((t) => [t, { ...t, name: t.name + OFF_SUFFIX, base: off.url }]) : baseTargets;
    console.log(`warming up ${WARMUP}s…`);
    await warmUp(server.url, baseTargets, WARMUP);
    if (off) await warmUp(off.url, baseTargets, WARMUP);
    const results: LoadResult[] = [];
    for (const connections of [10, 50]) {
      const sums = new Map<string, LoadResult[]>();
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? targets : [...targets].reverse();
        for (const target of order) {
          const r = await measure(target.base ?? server.url, target, connections, SECONDS);
          console.log(`${target.name} @${connections}: ${Math.round(r.rps)} req/s p99 ${r.p99} ms`);
          sums.set(target.name, [...(sums.get(target.name) ?? []), r]);
        }
      }
      for (const target of targets) results.push(average(sums.get(target.name)!));
    }
    const trivialFor = (r: LoadResult) => {
      const name = r.name.replace(OFF_SUFFIX, '').endsWith(' · gzip') ? baseTargets[3]!.name : baseTargets[0]!.name;
      return r.name.endsWith(OFF_SUFFIX) ? name + OFF_SUFFIX : name;
    };
    const baseline = (r: LoadResult) => results.find((b) => b.name === trivialFor(r) && b.connections === r.connections);
    const md = [
      `## Catalogue API (${new Date().toISOString().slice(0, 10)})`,
      '',
      `\`npm run bench:catalogue\` — next start on Postgres 15, ${os.cpus().length} cores, load average ${loadAtStart} at the start and ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')} at the end (1 / 5 / 15 min), warm-up ${WARMUP}s, ${ROUNDS} rounds × ${SECONDS}s per target and connection count (averaged), wrk (1 thread) on loopback. Ratios are against the trivial route measured in the same run with the same headers. Rows marked · gzip send a browser's Accept-Encoding: next start then compresses each answer on the fly (the categories answer is 242 KB, 13 KB gzipped), which is what those rows measure. Sizes: categories 242 KB, services 26 KB. ${publishNote}`,
      '',
      table(results, baseline),
      ...(off ? ['', 'With the request log and metrics on vs off (BENCH_OBSERVE=compare, measured alternately):', '', ...observeComparison(results)] : []),
    ].join('\n');
    console.log(md);
    writeSection('catalogue', md);
    const failures = results.filter((r) => r.errors + r.non2xx > 0);
    if (failures.length) throw new Error(`errors during the run: ${failures.map((f) => f.name).join(', ')}`);
  } finally {
    await server.stop();
    await off?.stop();
    await db.drop();
  }
}

function average(runs: LoadResult[]): LoadResult {
  const mean = (f: (r: LoadResult) => number) => runs.reduce((s, r) => s + f(r), 0) / runs.length;
  return { ...runs[0]!, rps: mean((r) => r.rps), p50: mean((r) => r.p50), p99: mean((r) => r.p99), errors: mean((r) => r.errors), non2xx: mean((r) => r.non2xx), requests: mean((r) => r.requests), serverCpuMs: mean((r) => r.serverCpuMs ?? 0) };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
