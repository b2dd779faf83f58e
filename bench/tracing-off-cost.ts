// What tracing costs while it is off (issue #38, docs/operations.md#traces): without
// OTEL_EXPORTER_OTLP_ENDPOINT the SDK is never loaded, and what is left of our tracing on a
// request's path is tracedQuery() around each database statement (db/prepared-client.ts) and
// withSpan() around outbox rounds, SMTP sends and webhook posts. Each is measured against the bare
// call it wraps, in one process, alternately, CPU time per call (process.cpuUsage). Next's own
// route spans go through @opentelemetry/api's no-op tracer with or without our code: not ours to
// measure here.
// npm run bench:tracing-off — writes its section of bench/RESULTS.md.
import { loadavg } from 'node:os';
import { tracedQuery, tracingEnabled, withSpan } from '@/lib/observability/tracing';
import { writeSection } from './lib/results';

const CALLS = Number(process.env.BENCH_CALLS ?? 2_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
/** Node ms per request of the trivial route, quiet machine (bench/RESULTS.md#floor, 2026-11-26). */
const TRIVIAL_NODE_MS = 0.59;

const query = { text: 'select 1' };
const text = 'select "id" from "orders" where "id" = $1';
let sink = 0;

type Case = { name: string; per: string; traced: () => unknown; bare: () => unknown; calls: number };
const run = async () => 1;
const CASES: Case[] = [
  // Per database statement: what every request pays.
  { name: 'tracedQuery() around a statement', per: 'request of 100 statements', traced: () => tracedQuery(query, text), bare: () => query, calls: CALLS },
  // Per outbox round, SMTP send and webhook post: never on a request's path.
  { name: 'withSpan() around an async run', per: 'outbox round', traced: () => withSpan('outbox round', {}, run), bare: () => run(), calls: CALLS / 4 },
];

async function nsPerCall(call: () => unknown, calls: number): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < calls; i++) if (call() === undefined) sink++;
  // The promises' settling jobs run after the loop: inside the measured time.
  await new Promise((resolve) => setImmediate(resolve));
  const used = process.cpuUsage(before);
  return ((used.user + used.system) * 1000) / calls;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure({ name, traced, bare, calls }: Case) {
  await nsPerCall(traced, calls); // warm-up: JIT
  await nsPerCall(bare, calls);
  const on: number[] = [];
  const off: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const which of round % 2 ? (['traced', 'bare'] as const) : (['bare', 'traced'] as const)) {
      (which === 'traced' ? on : off).push(await nsPerCall(which === 'traced' ? traced : bare, calls));
    }
  }
  return { name, traced: median(on), bare: median(off), cost: median(on) - median(off) };
}

async function main() {
  if (tracingEnabled()) throw new Error('Tracing is on in this process: unset OTEL_EXPORTER_OTLP_ENDPOINT');
  const rows = [];
  for (const c of CASES) rows.push(await measure(c));
  const [one, five, fifteen] = loadavg().map((l) => l.toFixed(2));
  // The statements' cost against the trivial route's Node time; a round's against a second.
  const share = (c: Case, ns: number) => (c.per === 'outbox round' ? `${((Math.max(ns, 0) / 1e9) * 100).toFixed(5)} % of a second` : `${(((Math.max(ns, 0) * 100) / 1e6 / TRIVIAL_NODE_MS) * 100).toFixed(3)} % of the trivial request`);
  const md = [
    `## Tracing off, cost per call (${new Date().toISOString().slice(0, 10)})`,
    '',
    `\`npm run bench:tracing-off\` — the tracing helpers with tracing off (no OTLP endpoint: the SDK not loaded) against the bare call each wraps, in one Node ${process.version} process, alternately, ${ROUNDS} rounds, median CPU time per call. Load average at the end ${one} / ${five} / ${fifteen}. Last column: 100 statements' cost against the trivial route's ${TRIVIAL_NODE_MS} ms of Node (the request with the least work of its own); a span helper's against a second (the worker's round interval, NOTIFY_INTERVAL_MS 1000).`,
    '',
    '| helper | calls per round | with it, ns | bare, ns | cost, ns | per | share |',
    '|---|---:|---:|---:|---:|---|---:|',
    ...rows.map((r, i) => `| ${r.name} | ${CASES[i]!.calls.toLocaleString('en')} | ${r.traced.toFixed(1)} | ${r.bare.toFixed(1)} | **${r.cost.toFixed(1)}** | ${CASES[i]!.per} | ${share(CASES[i]!, r.cost)} |`),
  ].join('\n');
  console.log(md);
  if (sink < 0) console.log(sink);
  writeSection('tracing-off', md);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
