import { bookOnce, discoverItem } from './lib/booking-flow';
import { percentile, runClients, type StepTimes } from './lib/flow';

// Drives whole bookings against a server that is already running (BASE), e.g. one started
// with `node --cpu-prof node_modules/next/dist/bin/next start`: a load for profiling, no report.
const BASE = process.env.BASE ?? 'http://127.0.0.1:3300';
const SECONDS = Number(process.env.SECONDS ?? 15);
const CLIENTS = Number(process.env.CLIENTS ?? 10);

const item = await discoverItem(BASE);
await runClients(4, 5, (t: StepTimes) => bookOnce(BASE, item, t));
const run = await runClients(CLIENTS, SECONDS, (t: StepTimes) => bookOnce(BASE, item, t));
console.log(`${(run.completed / run.seconds).toFixed(1)} bookings/s, errors ${run.errors.length}`);
for (const [step, times] of [...run.times].sort()) console.log(step, 'p50', percentile(times, 50).toFixed(0), 'p99', percentile(times, 99).toFixed(0));
