// What a collector that is down costs requests (issue #38, docs/operations.md#traces): tracing on
// (lib/observability/otel.ts, as instrumentation.ts starts it), the same paced request-like work
// (a span with ten child spans, 400 a second) against a collector that answers, one that refuses
// connections, and one that accepts and never answers (the exporter's 5 s timeout). Each mode runs
// in a child process of its own (the SDK registers once per process), modes alternating round by
// round. Per request: CPU time (the process's, so the exporter's background work is counted) and
// wall time (a request must never wait for the collector); and the warnings logged.
// npm run bench:otlp-down — writes its section of bench/RESULTS.md.
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { loadavg } from 'node:os';
import { Writable } from 'node:stream';
import { writeSection } from './lib/results';

const MODES = ['answers', 'refuses', 'never answers'] as const;
type Mode = (typeof MODES)[number];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PER_SECOND = 400;
type Outcome = { mode: Mode; requests: number; cpuUs: number; p50Us: number; p99Us: number; warnings: number; received: number };

async function collector(mode: Mode): Promise<{ url: string; received: () => number }> {
  let received = 0;
  const server: Server = createServer((req, res) => {
    req.on('data', () => {});
    req.on('end', () => {
      if (mode === 'never answers') return; // the socket stays open until the exporter gives up
      received++;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  // A refused connection: the port of a server closed at once.
  if (mode === 'refuses') await new Promise<void>((resolve) => server.close(() => resolve()));
  server.unref();
  return { url: `http://127.0.0.1:${port}`, received: () => received };
}

async function child(mode: Mode): Promise<Outcome> {
  const target = await collector(mode);
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = target.url;
  process.env.OTEL_BSP_SCHEDULE_DELAY ??= '1000';
  const { createLogger, setLogger } = await import('@/lib/observability/log');
  let warnings = 0;
  setLogger(createLogger(new Writable({ write: (chunk: Buffer, _e, done) => ((warnings += (chunk.toString().match(/"level":"warn"/g) ?? []).length), done()) }), 'info'));
  const { startTracing } = await import('@/lib/observability/otel');
  const { withSpan } = await import('@/lib/observability/tracing');
  startTracing();
  const request = () => withSpan('POST /api/sip/orders', {}, async () => {
    for (let i = 0; i < 10; i++) await withSpan('db insert', { 'db.system': 'postgresql' }, async () => {});
  });
  for (let i = 0; i < 2000; i++) await request(); // warm-up: JIT
  const walls: number[] = [];
  const before = process.cpuUsage();
  const end = performance.now() + SECONDS * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    await request();
    walls.push((performance.now() - started) * 1000);
    await new Promise((resolve) => setTimeout(resolve, 1000 / PER_SECOND));
  }
  const used = process.cpuUsage(before);
  walls.sort((a, b) => a - b);
  const at = (q: number) => walls[Math.min(walls.length - 1, Math.floor(q * walls.length))]!;
  return { mode, requests: walls.length, cpuUs: (used.user + used.system) / walls.length, p50Us: at(0.5), p99Us: at(0.99), warnings, received: target.received() };
}

function runChild(mode: Mode): Outcome {
  const out = execFileSync('npx', ['tsx', 'bench/otlp-down.ts'], { env: { ...process.env, BENCH_OTLP_MODE: mode }, encoding: 'utf8', timeout: (SECONDS + 60) * 1000 });
  return JSON.parse(out.trim().split('\n').at(-1)!) as Outcome;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const mode = process.env.BENCH_OTLP_MODE as Mode | undefined;
  if (mode) {
    console.log(JSON.stringify(await child(mode)));
    process.exit(0); // the "never answers" exporter would keep the process until its timeout
  }
  const runs: Outcome[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [...MODES].reverse() : [...MODES];
    for (const m of order) runs.push(runChild(m));
  }
  const rows = MODES.map((m) => {
    const mine = runs.filter((r) => r.mode === m);
    return { mode: m, cpu: median(mine.map((r) => r.cpuUs)), p50: median(mine.map((r) => r.p50Us)), p99: median(mine.map((r) => r.p99Us)), warnings: mine.map((r) => r.warnings).join(', '), received: mine.map((r) => r.received).join(', '), requests: median(mine.map((r) => r.requests)) };
  });
  const [one, five, fifteen] = loadavg().map((l) => l.toFixed(2));
  const md = [
    `## Tracing on, the collector down (${new Date().toISOString().slice(0, 10)})`,
    '',
    `\`npm run bench:otlp-down\` — tracing started as instrumentation.ts starts it (lib/observability/otel.ts: BatchSpanProcessor, OTLP/HTTP, 5 s export timeout, OTEL_BSP_SCHEDULE_DELAY ${process.env.OTEL_BSP_SCHEDULE_DELAY ?? '1000'} ms), one child process per mode and round, modes alternating, ${ROUNDS} rounds × ${SECONDS} s of paced request-like work (${PER_SECOND}/s, each a span with ten child spans, withSpan()). CPU: the whole process's per request, the exporter's background work included; wall: the request's own. Node ${process.version}; load average at the end ${one} / ${five} / ${fifteen}.`,
    '',
    '| collector | requests per round | CPU µs per request | wall p50 µs | wall p99 µs | warnings logged (rounds) | export calls received (rounds) |',
    '|---|---:|---:|---:|---:|---|---|',
    ...rows.map((r) => `| ${r.mode} | ${r.requests} | ${r.cpu.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.warnings} | ${r.received} |`),
  ].join('\n');
  console.log(md);
  writeSection('otlp-down', md);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
