// What the request log line and request metrics cost per request, measured in-process (issue #38,
// docs/operations.md#logs): observeRequest around an empty handler, on and off alternately, CPU
// time per call (process.cpuUsage), with the real logger writing to /dev/null and to a pipe (a log
// shipper's stdin). Unlike bench:catalogue's on/off twin servers, no other work shares the figure,
// so the machine's load moves it little. The share is against the trivial route's Node time per
// request on a quiet machine (bench:floor, docs/performance.md#order-creation-floor): the request
// with the least work of its own, so the largest share any request pays.
// npm run bench:observe-cost — writes its section of bench/RESULTS.md.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import pino from 'pino';
import { createLogger, setLogger, stdoutStream } from '@/lib/observability/log';
import { noteParams, observeRequest } from '@/lib/observability/request';
import { writeSection } from './lib/results';

const CALLS = Number(process.env.BENCH_CALLS ?? 30_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
/** Node ms per request of the trivial route, quiet machine (bench/RESULTS.md#floor, 2026-11-26). */
const TRIVIAL_NODE_MS = 0.59;

const request = { method: 'GET', nextUrl: { pathname: '/v1/services' }, headers: new Headers({ 'user-agent': 'wrk', accept: '*/*', cookie: 'reprise_session=0123456789abcdef' }) };
const context = { params: Promise.resolve({}) };

async function cpuPerCall(observe: 'on' | 'off', calls: number): Promise<number> {
  process.env.REPRISE_OBSERVE = observe;
  const before = process.cpuUsage();
  for (let i = 0; i < calls; i++) {
    // As the handler does (lib/http/handler.ts): the params it awaited are noted for the line's route pattern.
    await observeRequest(request as never, context, async () => (noteParams({}), new Response('ok')));
    // Back to the event loop now and then, as a server is between requests: an asynchronous log
    // stream writes there, inside the measured time.
    if (i % 20 === 19) await new Promise((resolve) => setImmediate(resolve));
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / calls; // µs
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(destination: string, stream: pino.DestinationStream) {
  setLogger(createLogger(stream, 'info'));
  await cpuPerCall('on', CALLS); // warm-up: JIT, metric label sets
  await cpuPerCall('off', CALLS);
  const on: number[] = [];
  const off: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which goes first, so drift hits both alike.
    for (const mode of round % 2 ? (['on', 'off'] as const) : (['off', 'on'] as const)) (mode === 'on' ? on : off).push(await cpuPerCall(mode, CALLS));
  }
  const cost = median(on) - median(off);
  return { destination, on: median(on), off: median(off), cost, share: cost / 1000 / TRIVIAL_NODE_MS };
}

async function main() {
  const rows = [await measure('/dev/null', pino.destination({ dest: '/dev/null', sync: true }))];
  const shipper = spawn('sh', ['-c', 'cat > /dev/null'], { stdio: ['pipe', 'ignore', 'inherit'] });
  const pipeFd = (shipper.stdin as unknown as { _handle: { fd: number } })._handle.fd;
  // As production writes stdout (lib/observability/log.ts: asynchronous, lines of one tick in one write)…
  rows.push(await measure('a pipe (a log shipper reading stdout), as the app writes it', stdoutStream(pipeFd)));
  // …and, for comparison, one synchronous write(2) per line (pino's default, the app's before 2026-11-29).
  rows.push(await measure('a pipe, one synchronous write per line', pino.destination({ dest: pipeFd, sync: true })));
  shipper.stdin.end();
  const [one, five, fifteen] = loadavg().map((l) => l.toFixed(2));
  const md = [
    `## Request log and metrics, cost per request (${new Date().toISOString().slice(0, 10)})`,
    '',
    `\`npm run bench:observe-cost\` — observeRequest (lib/observability/request.ts) around an empty handler, in one Node ${process.version} process, REPRISE_OBSERVE on and off alternately, ${ROUNDS} rounds × ${CALLS.toLocaleString('en')} calls, median CPU time per call. "Off" still gives the request its scope and id; "on" adds the log line and the duration histogram. Load average at the end ${one} / ${five} / ${fifteen}. Share: of the trivial route's ${TRIVIAL_NODE_MS} ms of Node per request on a quiet machine (the least work any request does).`,
    '',
    '| log written to | on µs | off µs | cost µs | share of the trivial request |',
    '|---|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.destination} | ${r.on.toFixed(1)} | ${r.off.toFixed(1)} | **${r.cost.toFixed(1)}** | ${(r.share * 100).toFixed(1)} % |`),
  ].join('\n');
  console.log(md);
  writeSection('observe-cost', md);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
