import os from 'node:os';
import { ensureWrk, measure, table, warmUp, type LoadResult, type Target } from './lib/load';
import { ensureBuild, writeSection } from './lib/results';
import { freshDatabase, startServer } from './lib/server';
import { adminClient, DRAFT_PATH, timedPublish, type Draft, type SubService } from './lib/catalogue-admin';

// Issue 29's benchmarks (docs/back-office.md#catalogue-editor), not timed tests:
// 1. publishing a catalogue ten times the demo's size takes under 2 s: the demo's sub-services are
//    copied nine times through the editor's draft (published once), then every price of the
//    grown catalogue is changed in the draft and the publish is timed (POST …/draft/publish, as the
//    admin's page sends it), and the same again through the CSV import (every price line applied);
// 2. bench:catalogue's reads stay at ≥ 0.8× the trivial route after a publish: the catalogue GETs
//    against /api/health/live on the same server, right after the last publish.
const PUBLISHES = Number(process.env.BENCH_PUBLISHES ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const FACTOR = 10;
const BATCH = 200; // the draft's PATCH takes at most 200 edits

async function main() {
  ensureBuild();
  ensureWrk();
  const db = await freshDatabase(process.env.BENCH_DATABASE ?? 'reprise_bench_catalogue_publish');
  const server = await startServer(3212, { DATABASE_URL: db.url });
  const base = server.url;
  try {
    const { call, auth } = await adminClient(base);
    /** Saves `subServices` to the draft, 200 a request; the draft as saved. */
    const saveAll = async (subServices: SubService[]) => {
      let draft = await call<Draft>('GET', DRAFT_PATH);
      for (let i = 0; i < subServices.length; i += BATCH) {
        const edits = subServices.slice(i, i + BATCH).map((subService) => ({ kind: 'subService', subService }));
        draft = await call<Draft>('PATCH', DRAFT_PATH, { edits }, { 'if-match': `"${draft.version}"` });
      }
      return draft;
    };

    // The demo, and nine copies of each of its sub-services (same atelier, sub-category, form, prices).
    const demo = (await call<Draft>('GET', DRAFT_PATH)).document;
    const demoSize = { subServices: demo.subServices.length, categories: demo.categories.length, groups: demo.attributeGroups.length };
    const copies = demo.subServices.flatMap((s) => Array.from({ length: FACTOR - 1 }, (_, k) => ({ ...s, id: `${s.id}-x${k + 1}`.slice(0, 80), identifier: `${s.identifier}-x${k + 1}`, position: s.position + k + 1 })));
    console.log(`demo: ${demoSize.subServices} sub-services; adding ${copies.length} copies…`);
    const grown = await timedPublish(call, await saveAll(copies), 'ten times the demo');
    console.log(`published the copies (${grown.changes} changes) in ${grown.ms.toFixed(0)} ms`);

    // Every price of the grown catalogue changed, published: PUBLISHES times.
    const publishes: { ms: number; changes: number }[] = [];
    for (let round = 1; round <= PUBLISHES; round++) {
      const all = (await call<Draft>('GET', DRAFT_PATH)).document.subServices;
      const raised = all.map((s) => ({ ...s, price: Object.fromEntries(Object.entries(s.price).map(([c, v]) => [c, v + 10])) }));
      const draft = await saveAll(raised);
      const r = await timedPublish(call, draft, `every price +0.10 (${round})`);
      console.log(`publish ${round}: ${r.changes} sub-services changed in ${r.ms.toFixed(0)} ms`);
      publishes.push(r);
    }
    const size = (await call<Draft>('GET', DRAFT_PATH)).document.subServices.length;

    // The same through the CSV import: every price line of the export, +0.10, applied as one version.
    const imports: { ms: number; changes: number }[] = [];
    for (let round = 1; round <= PUBLISHES; round++) {
      const csv = await (await fetch(`${base}/api/sip/admin/catalogue/prices?lang=en`, { headers: auth })).text();
      const lines = csv.replace(/^\ufeff/, '').split('\r\n').filter(Boolean);
      const edited = [lines[0], ...lines.slice(1).map((l) => l.replace(/,(\d+)\.(\d{2})$/, (_, w: string, c: string) => { const m = Number(w) * 100 + Number(c) + 10; return `,${Math.floor(m / 100)}.${String(m % 100).padStart(2, '0')}`; }))].join('\r\n');
      const started = performance.now();
      const made = await call<{ changes: unknown[]; version: number | null }>('POST', `/api/sip/admin/catalogue/prices?dryRun=false&note=csv-${round}`, `${edited}\r\n`);
      const ms = performance.now() - started;
      console.log(`CSV import ${round}: ${made.changes.length} prices in ${ms.toFixed(0)} ms`);
      imports.push({ ms, changes: made.changes.length });
    }

    // Reads after the publishes: the catalogue GETs against the trivial route, as bench:catalogue measures them.
    const categories = (await (await fetch(`${base}/v1/clothes-categories?tag=womenswear`)).json()) as { categories: { subClothesCategories: { id: string }[] }[] };
    const subIds = categories.categories.flatMap((c) => c.subClothesCategories.map((s) => s.id)).slice(0, 3);
    const plain = { 'accept-language': 'fr-FR,fr;q=0.9' };
    const targets: Target[] = [
      { name: 'trivial /api/health/live', path: '/api/health/live', headers: plain },
      { name: 'GET /v1/clothes-categories', path: '/v1/clothes-categories', headers: plain },
      { name: 'GET /v1/services (3 sub-categories, 75011 FR, EUR)', path: `/v1/services?subClothesCategoryIds=${subIds.join(',')}&zipCode=75011&country=FR&currency=EUR&bookingType=paid`, headers: plain },
    ];
    await warmUp(base, targets, WARMUP);
    const reads: LoadResult[] = [];
    for (const target of targets) {
      const r = await measure(base, target, 10, SECONDS);
      console.log(`${target.name} @10: ${Math.round(r.rps)} req/s p99 ${r.p99} ms`);
      reads.push(r);
    }
    const trivial = reads[0]!;
    const worst = Math.min(...reads.slice(1).map((r) => r.rps / trivial.rps));

    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const ms = (xs: { ms: number }[]) => xs.map((x) => Math.round(x.ms)).join(', ');
    const load = os.loadavg().map((l) => l.toFixed(2)).join(' / ');
    const md = [
      `## Catalogue publish, ten times the demo (${new Date().toISOString().slice(0, 10)})`,
      '',
      `\`npm run bench:catalogue-publish\` — next start on Postgres, ${os.cpus().length} cores, load average at the end ${load} (1 / 5 / 15 min; other work shared the machine). The demo's ${demoSize.subServices} sub-services copied ${FACTOR - 1} times through the draft (${size} sub-services, ${demoSize.categories} categories and ${demoSize.groups} attribute forms as the demo's); the copies published in ${Math.round(grown.ms)} ms.`,
      '',
      '| publish | changes | runs (ms) | median ms | under 2 s |',
      '|---|---:|---|---:|---|',
      `| draft, every sub-service's prices changed (POST …/draft/publish) | ${publishes[0]!.changes} | ${ms(publishes)} | ${Math.round(median(publishes.map((p) => p.ms)))} | ${median(publishes.map((p) => p.ms)) < 2000 ? 'yes' : '**no**'} |`,
      `| CSV import, every price line applied (POST …/prices?dryRun=false) | ${imports[0]!.changes} | ${ms(imports)} | ${Math.round(median(imports.map((p) => p.ms)))} | ${median(imports.map((p) => p.ms)) < 2000 ? 'yes' : '**no**'} |`,
      '',
      `Reads right after the last publish, 10 connections, warm-up ${WARMUP}s, ${SECONDS}s each, wrk on loopback (lowest ratio ${worst.toFixed(2)}; asked ≥ 0.80):`,
      '',
      table(reads, () => trivial),
    ].join('\n');
    console.log(md);
    writeSection('catalogue-publish', md);
    const failures = reads.filter((r) => r.errors + r.non2xx > 0);
    if (failures.length) throw new Error(`errors during the run: ${failures.map((f) => f.name).join(', ')}`);
  } finally {
    await server.stop();
    await db.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
