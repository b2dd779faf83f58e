// Memory budget of one production server (issue #36.4, docs/performance.md#memory): the server's
// resident memory must stay under 400 MB
//   1. while 20 customers each upload two 6 MB phone photos at once,
//   2. while 6 customers each upload ten one-colour 40 MP PNGs at once,
//   3. through a mixed soak (bookings, photo uploads, staff pages and lists), SOAK_MINUTES long
//      (30 by default), RSS sampled every 2 s.
// Each phase's peak is the kernel's (VmHWM), reset between phases (/proc/<pid>/clear_refs).
// npm run bench:memory — needs a production build; writes its section of bench/RESULTS.md.
import { existsSync, readFileSync, writeFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { bookOnce, discoverItem } from './lib/booking-flow';
import { cpuMs, listenerPid } from './lib/cpu';
import { ensureBuild, writeSection } from './lib/results';
import { freshDatabase, startServer } from './lib/server';

const PORT = Number(process.env.BENCH_PORT ?? 3230);
const SOAK_MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
/** Each soak client's pause between two actions: people read between clicks, and the soak is about memory over time, not throughput. */
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 300);
const BUDGET_MB = 400;

const statusMb = (pid: number, field: 'VmHWM' | 'VmRSS') => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

type Heap = { heapUsed: number; heapTotal: number; external: number };
type Phase = { name: string; seconds: number; requests: number; failures: string[]; before: number; peak: number; settled?: number; cpuMs: number };
/** One soak sample: seconds into the soak, RSS (MB), and the 40 MP uploads in flight then. */
type Sample = { t: number; rss: number; flat: number };

/** The allocator the server actually runs on (scripts/start.sh preloads jemalloc when present), and the knobs it ran with. */
function allocatorOf(pid: number): string {
  const jemalloc = readFileSync(`/proc/${pid}/maps`, 'utf8').includes('libjemalloc');
  const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  const knobs = environ.filter((v) => /^(MALLOC_CONF|VIPS_CONCURRENCY|NODE_OPTIONS)=./.test(v));
  return [jemalloc ? 'jemalloc (preloaded by scripts/start.sh)' : 'glibc malloc (MALLOC_ARENA_MAX=2, MALLOC_MMAP_THRESHOLD_=131072)', ...knobs].join(', ');
}

async function main() {
  ensureBuild();
  const uploads = mkdtempSync(path.join(tmpdir(), 'reprise-bench-memory-'));
  // The server's request log (one JSON line per request): what each 5xx was, and how long it took
  // (serverErrors below). BENCH_SERVER_LOG keeps it somewhere; else it goes with the uploads.
  const serverLog = (process.env.BENCH_SERVER_LOG ??= path.join(uploads, 'server.log'));
  const logStart = existsSync(serverLog) ? statSync(serverLog).size : 0;
  const db = await freshDatabase(process.env.BENCH_DB_NAME ?? 'reprise_bench_memory');
  // RATE_LIMITS=off: one address plays every client here, which the per-address limits are not about.
  // The metrics port tells where the resident memory is at each sample: V8's heap, and memory
  // outside it (Buffers and sharp's pixels: "external"); the rest is code, stacks and the allocator.
  const metricsPort = PORT + 1;
  const metricsToken = 'bench-memory';
  const server = await startServer(PORT, { DATABASE_URL: db.url, UPLOADS_DIR: uploads, RATE_LIMITS: 'off', METRICS_PORT: String(metricsPort), METRICS_TOKEN: metricsToken });
  const heapOf = async (): Promise<Heap | null> => {
    try {
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
      const read = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? NaN) / 2 ** 20;
      return { heapUsed: read('nodejs_heap_size_used_bytes'), heapTotal: read('nodejs_heap_size_total_bytes'), external: read('nodejs_external_memory_bytes') };
    } catch {
      return null;
    }
  };
  const phases: Phase[] = [];
  try {
    const base = server.url;
    const pid = listenerPid(PORT);
    const allocator = allocatorOf(pid);
    console.log(`allocator: ${allocator}`);
    const headers = { 'content-type': 'application/json', origin: base };
    const newCart = async () => {
      const res = await fetch(`${base}/api/sip/shopping-cart`, { method: 'POST', headers, body: '{}' });
      if (res.status !== 201) throw new Error(`cart ${res.status}`);
      return ((await res.json()) as { id: string }).id;
    };
    const upload = async (cartId: string, files: { name: string; type: string; data: Buffer }[]) => {
      const form = new FormData();
      for (const f of files) form.append('files', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
      const res = await fetch(`${base}/api/sip/photos?cartId=${cartId}`, { method: 'POST', body: form, headers: { origin: base } });
      await res.arrayBuffer();
      return res.status;
    };
    const phase = async (name: string, work: (p: Phase) => Promise<void>) => {
      const p: Phase = { name, seconds: 0, requests: 0, failures: [], before: statusMb(pid, 'VmRSS'), peak: 0, cpuMs: 0 };
      resetPeak(pid);
      const started = Date.now();
      const cpuBefore = cpuMs([pid]);
      await work(p);
      p.seconds = (Date.now() - started) / 1000;
      p.cpuMs = cpuMs([pid]) - cpuBefore;
      p.peak = statusMb(pid, 'VmHWM');
      p.settled = statusMb(pid, 'VmRSS');
      phases.push(p);
      console.log(`${name}: peak ${Math.round(p.peak)} MB (${Math.round(p.before)} MB before, ${Math.round(p.settled)} MB after), ${p.requests} requests (${(p.requests / p.seconds).toFixed(1)}/s), ${p.failures.length} failures, ${p.seconds.toFixed(0)} s, server CPU ${(p.cpuMs / Math.max(p.requests, 1)).toFixed(0)} ms per request`);
    };

    // A 12 MP photo of sensor noise: as heavy to decode and to carry as a phone's.
    const phone = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 28 } } }).jpeg({ quality: 88 }).toBuffer();
    // 40 MP of one colour: a few KB on the wire, 120 MB of pixels once decoded.
    const flat = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#3a6ea5' } }).png().toBuffer();
    const item = await discoverItem(base);

    await phase('20 × 2 × 6 MB photos at once', async (p) => {
      const carts = await Promise.all(Array.from({ length: 20 }, newCart));
      const statuses = await Promise.all(carts.map((c) => upload(c, [{ name: 'front.jpg', type: 'image/jpeg', data: phone }, { name: 'detail.jpg', type: 'image/jpeg', data: phone }])));
      p.requests = statuses.length;
      p.failures = statuses.filter((s) => s !== 201).map(String);
    });
    await phase('6 × 10 × 40 MP PNG at once', async (p) => {
      const carts = await Promise.all(Array.from({ length: 6 }, newCart));
      const files = Array.from({ length: 10 }, (_, i) => ({ name: `flat-${i}.png`, type: 'image/png', data: flat }));
      const statuses = await Promise.all(carts.map((c) => upload(c, files)));
      p.requests = statuses.length;
      p.failures = statuses.filter((s) => s !== 201).map(String);
    });

    // The soak: 4 bookers, 2 uploaders (a phone photo, now and then a 40 MP one), 2 staff members
    // reading the orders list and the admin page, for SOAK_MINUTES, each pausing THINK_MS between actions.
    // Signed in as an API client (no Origin): the token comes in the body, for the bearer and the page's cookie.
    const login = await fetch(`${base}/api/sip/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@reprise.demo', password: 'demo-admin-reprise' }) });
    const { session } = (await login.json()) as { session: { token?: string } };
    if (login.status !== 200 || !session.token) throw new Error(`admin sign-in: ${login.status}`);
    const samples: Sample[] = [];
    const heaps: { rss: number; heap: Heap }[] = [];
    let flatInFlight = 0;
    await phase(`soak, ${SOAK_MINUTES} min (4 bookers, 2 uploaders, 2 staff)`, async (p) => {
      const soakStart = Date.now();
      const until = soakStart + SOAK_MINUTES * 60_000;
      const sampler = setInterval(() => {
        const rss = statusMb(pid, 'VmRSS');
        samples.push({ t: (Date.now() - soakStart) / 1000, rss, flat: flatInFlight });
        void heapOf().then((heap) => heap && heaps.push({ rss, heap }));
      }, 2000);
      const loop = async (work: () => Promise<void>) => {
        while (Date.now() < until) {
          try {
            await work();
          } catch (error) {
            p.failures.push(String(error).slice(0, 160));
          }
          p.requests++;
          await new Promise((r) => setTimeout(r, THINK_MS));
        }
      };
      let turn = 0;
      await Promise.all([
        ...Array.from({ length: 4 }, () => loop(async () => void (await bookOnce(base, item)))),
        ...Array.from({ length: 2 }, () =>
          loop(async () => {
            const cart = await newCart();
            const isFlat = ++turn % 10 === 0;
            if (isFlat) flatInFlight++;
            const status = await upload(cart, isFlat ? [{ name: 'flat.png', type: 'image/png', data: flat }] : [{ name: 'front.jpg', type: 'image/jpeg', data: phone }]).finally(() => {
              if (isFlat) flatInFlight--;
            });
            if (status !== 201) throw new Error(`upload ${status}`);
          }),
        ),
        ...Array.from({ length: 2 }, (_, i) =>
          loop(async () => {
            const res = i === 0 ? await fetch(`${base}/api/sip/orders?limit=100`, { headers: { authorization: `Bearer ${session.token}` } }) : await fetch(`${base}/fr/admin`, { headers: { cookie: `reprise_session=${session.token}` } });
            await res.arrayBuffer();
            if (res.status !== 200) throw new Error(`staff ${i === 0 ? 'orders list' : 'admin page'} ${res.status}`);
          }),
        ),
      ]);
      clearInterval(sampler);
    });

    const rss = samples.map((s) => s.rss);
    const last = rss.slice(-Math.min(rss.length, 150)); // the last 5 minutes
    const median = [...last].sort((a, b) => a - b)[Math.floor(last.length / 2)] ?? 0;
    const ok = phases.every((p) => p.peak < BUDGET_MB && p.failures.length === 0);
    const rows = phases.map((p) => `| ${p.name} | ${p.requests} | ${(p.requests / p.seconds).toFixed(1)} | ${(p.cpuMs / Math.max(p.requests, 1)).toFixed(0)} | ${p.failures.length} | ${Math.round(p.before)} | **${Math.round(p.peak)}** | ${Math.round(p.settled ?? 0)} | ${p.seconds.toFixed(0)} s |`);
    const moment = peakMoment(samples);
    console.log(moment);
    const errors = serverErrors(readFileSync(serverLog).subarray(logStart).toString('utf8'));
    for (const line of errors) console.log(line);
    writeSection(
      'memory',
      [
        `## Memory of one server (${new Date().toISOString().slice(0, 10)})`,
        '',
        `\`npm run bench:memory\` — next start on Postgres 15, 2 cores, Node ${process.version}, load average at the end ${loadavg().map((l) => l.toFixed(1)).join(' / ')}. Allocator: ${allocator}. Budget: ${BUDGET_MB} MB resident (issue #36). Peak = the kernel's VmHWM for the phase (reset before it); MB. Soak clients pause ${THINK_MS} ms between actions.`,
        '',
        '| phase | requests | req/s | server CPU ms each (soak: per action, a booking is 6 requests) | failures | RSS before | peak | RSS after | length |',
        '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
        ...rows,
        '',
        ...breakdown(heaps),
        `Soak: RSS sampled every 2 s (${samples.length} samples): min ${Math.round(Math.min(...rss))} MB, max ${Math.round(Math.max(...rss))} MB, median of the last 5 minutes ${Math.round(median)} MB. ${moment} ${ok ? 'Every phase within the budget, no failure.' : 'OVER BUDGET or failures: see the table.'}`,
        ...phases.flatMap((p) => p.failures.slice(0, 3).map((f) => `- ${p.name}: ${f}`)),
        ...(errors.length > 0 ? ['', 'The server\'s 5xx answers, from its request log:', ...errors.map((e) => `- ${e}`)] : []),
      ].join('\n'),
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await server.stop();
    await db.drop();
    rmSync(uploads, { recursive: true, force: true });
  }
}

/** When the soak's largest sample came, and whether the 40 MP uploads (one in ten) are what makes the peaks. */
function peakMoment(samples: Sample[]): string {
  if (samples.length === 0) return '';
  const top = samples.reduce((a, b) => (b.rss > a.rss ? b : a));
  const stats = (xs: number[]) => {
    if (xs.length === 0) return 'none';
    const sorted = [...xs].sort((a, b) => a - b);
    return `median ${Math.round(sorted[Math.floor(sorted.length / 2)]!)}, max ${Math.round(sorted[sorted.length - 1]!)} MB (${xs.length} samples)`;
  };
  const clock = `${Math.floor(top.t / 60)}:${String(Math.floor(top.t % 60)).padStart(2, '0')}`;
  return `Largest sample ${Math.round(top.rss)} MB at ${clock} into the soak, ${top.flat > 0 ? 'a 40 MP upload in flight' : 'no 40 MP upload in flight'}; samples with a 40 MP upload in flight: ${stats(samples.filter((s) => s.flat > 0).map((s) => s.rss))}; without: ${stats(samples.filter((s) => s.flat === 0).map((s) => s.rss))}.`;
}

/**
 * The server's 5xx answers from its request log, grouped by route and status, with how long they
 * took: a 503 after REQUEST_DEADLINE_MS (8 s) is the request deadline (lib/http/deadline.ts), one
 * sooner a connection failure mapped to 503 (lib/http/handler.ts errorResponse).
 */
function serverErrors(log: string): string[] {
  const deadlineMs = Number(process.env.REQUEST_DEADLINE_MS ?? 8000);
  const groups = new Map<string, { durations: number[]; times: string[] }>();
  for (const line of log.split('\n')) {
    if (!line.startsWith('{')) continue;
    let record: { msg?: string; status?: number; method?: string; route?: string; durationMs?: number; time?: string };
    try {
      record = JSON.parse(line) as typeof record;
    } catch {
      continue;
    }
    if (record.msg !== 'request' || (record.status ?? 0) < 500) continue;
    const key = `${record.status} ${record.method} ${record.route}`;
    const group = groups.get(key) ?? { durations: [], times: [] };
    group.durations.push(record.durationMs ?? NaN);
    group.times.push(record.time?.slice(11, 19) ?? '?');
    groups.set(key, group);
  }
  return [...groups].map(([key, { durations, times }]) => {
    const atDeadline = durations.filter((d) => d >= deadlineMs - 50).length;
    const sorted = [...durations].sort((a, b) => a - b);
    return `${key}: ${durations.length} × (${atDeadline} at the ${deadlineMs / 1000}-s request deadline, ${durations.length - atDeadline} sooner), answered in ${Math.round(sorted[0]!)}–${Math.round(sorted[sorted.length - 1]!)} ms, at ${times.join(', ')}`;
  });
}

/** Where the soak's resident memory was at its largest sample and at the median one (MB). */
function breakdown(heaps: { rss: number; heap: Heap }[]): string[] {
  if (heaps.length === 0) return [];
  const byRss = [...heaps].sort((a, b) => a.rss - b.rss);
  const line = (label: string, s: { rss: number; heap: Heap }) =>
    `| ${label} | ${Math.round(s.rss)} | ${Math.round(s.heap.heapUsed)} | ${Math.round(s.heap.heapTotal)} | ${Math.round(s.heap.external)} | ${Math.round(s.rss - s.heap.heapTotal - s.heap.external)} |`;
  return [
    '| soak sample (MB) | RSS | V8 heap used | V8 heap reserved | external (Buffers, pixels) | rest (code, stacks, allocator) |',
    '|---|---:|---:|---:|---:|---:|',
    line('largest', byRss[byRss.length - 1]!),
    line('median', byRss[Math.floor(byRss.length / 2)]!),
    '',
  ];
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
