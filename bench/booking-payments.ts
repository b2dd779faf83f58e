import os from 'node:os';
import { bookOnce, discoverItem } from './lib/booking-flow';
import { percentile, runClients, type StepTimes } from './lib/flow';
import { ensureBuild, writeSection } from './lib/results';
import { freshDatabase, startServer } from './lib/server';
import { startFakeStripe } from '../tests/helpers/fake-stripe';

// The booking flow with online payments off, then with the local Stripe stand-in on (docs/payments.md#performance):
// the same clients, the card booking adding the payment step's request that opens the PaymentIntent.
// Alternated round by round on two servers of the same build and database, so the machine's drift hits both.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// Its own variable: BENCH_PORT would put both servers on one port (bench/lib/server.ts).
const PORT = Number(process.env.BENCH_PAYMENTS_PORT ?? 3222);

async function main() {
  ensureBuild();
  const db = await freshDatabase('reprise_bench_booking_payments');
  const fake = await startFakeStripe(process.env.BENCH_FAKE_STRIPE_PORT ? { port: Number(process.env.BENCH_FAKE_STRIPE_PORT) } : {});
  const common = { DATABASE_URL: db.url, RATE_LIMITS: 'off' };
  const off = await startServer(PORT, common);
  const on = await startServer(PORT + 1, { ...common, ...fake.env() }).catch(async (error: unknown) => {
    await off.stop();
    throw error;
  });
  try {
    const item = await discoverItem(off.url);
    const flows = {
      off: (times: StepTimes) => bookOnce(off.url, item, times),
      on: (times: StepTimes) => bookOnce(on.url, item, times, { card: true }),
    };
    console.log(`warming up ${WARMUP}s each…`);
    await runClients(4, WARMUP, flows.off);
    await runClients(4, WARMUP, flows.on);
    const runs: { mode: 'off' | 'on'; rate: number; times: StepTimes }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const mode of ['off', 'on'] as const) {
        const run = await runClients(CLIENTS, SECONDS, flows[mode]);
        if (run.errors.length) throw new Error(`${mode}: ${run.errors.slice(0, 3).join(' | ')}`);
        runs.push({ mode, rate: run.completed / run.seconds, times: run.times });
        console.log(`round ${round + 1} ${mode}: ${(run.completed / run.seconds).toFixed(1)} bookings/s`);
      }
    }
    const merged = (mode: 'off' | 'on') => {
      const times: StepTimes = new Map();
      for (const r of runs.filter((x) => x.mode === mode)) for (const [step, list] of r.times) times.set(step, [...(times.get(step) ?? []), ...list]);
      return times;
    };
    const steps = [...merged('on').keys()].sort();
    const cell = (times: StepTimes, step: string) => (times.has(step) ? `${percentile(times.get(step)!, 50).toFixed(0)} / ${percentile(times.get(step)!, 99).toFixed(0)}` : '—');
    const flowMs = (times: StepTimes, p: number) => [...times.values()].reduce((s, list) => s + percentile(list, p), 0);
    const row = (mode: 'off' | 'on') => {
      const times = merged(mode);
      const rates = runs.filter((r) => r.mode === mode).map((r) => r.rate);
      return `| ${mode === 'off' ? 'payments off' : 'local Stripe stand-in on (card)'} | ${(rates.reduce((a, b) => a + b, 0) / rates.length).toFixed(1)} (${rates.map((r) => r.toFixed(1)).join(', ')}) | ${steps.map((s) => cell(times, s)).join(' | ')} | ${flowMs(times, 50).toFixed(0)} |`;
    };
    const md = [
      `## Booking with online payments off and on (${new Date().toISOString().slice(0, 10)})`,
      '',
      `\`npm run bench:booking-payments\` — two next start servers of one build on one Postgres database (pool the default), ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}, loopback; one without the STRIPE_ keys, one with them pointed at the local stand-in (tests/helpers/fake-stripe.ts, same host). ${CLIENTS} clients loop over the whole booking for ${SECONDS}s per round, ${ROUNDS} rounds alternating off/on, after ${WARMUP}s of warm-up each. With payments on, the order is placed for the card and the payment step opens its PaymentIntent (step 7: the server's round trip to the processor, and its first Customer per guest). Step cells: p50 / p99 in ms over all rounds; last column: the steps' p50 summed.`,
      '',
      `| mode | bookings/s (rounds) | ${steps.join(' | ')} | flow p50 ms |`,
      `|---|---:|${steps.map(() => '---:').join('|')}|---:|`,
      row('off'),
      row('on'),
    ].join('\n');
    console.log(md);
    writeSection('booking-payments', md);
  } finally {
    await off.stop();
    await on.stop();
    await fake.close();
    await db.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
