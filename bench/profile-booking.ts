import { bookOnce, discoverItem } from './lib/booking-flow';
import { percentile, runClients, type StepTimes } from './lib/flow';
import { cloneCarts, readyCartId } from './lib/ready-carts';

// Load for profiling against a server that is already running (BASE, on DATABASE_URL), e.g.
// `node --cpu-prof node_modules/next/dist/bin/next start`: whole bookings, or with
// MODE=orders only order creation on carts cloned in SQL. Prints timings; writes no report.
const BASE = process.env.BASE ?? 'http://127.0.0.1:3300';
const SECONDS = Number(process.env.SECONDS ?? 15);
const CLIENTS = Number(process.env.CLIENTS ?? 10);

const item = await discoverItem(BASE);
if (process.env.MODE === 'orders') {
  const ids = await cloneCarts(process.env.DATABASE_URL!, await readyCartId(BASE, { 'content-type': 'application/json', origin: BASE }, item), Number(process.env.N ?? 5000));
  const started = Date.now();
  let next = 0;
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() - started < SECONDS * 1000 && next < ids.length) {
        const id = ids[next++]!;
        const t = performance.now();
        const res = await fetch(`${BASE}/api/sip/orders`, { method: 'POST', headers: { 'content-type': 'application/json', origin: BASE, 'accept-encoding': 'identity' }, body: JSON.stringify({ cartId: id }) });
        await res.arrayBuffer();
        if (res.status !== 201) throw new Error(`order: ${res.status}`);
        times.push(performance.now() - t);
      }
    }),
  );
  console.log(`${(times.length / ((Date.now() - started) / 1000)).toFixed(0)} orders/s, p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`);
} else {
  await runClients(4, 5, (t: StepTimes) => bookOnce(BASE, item, t));
  const run = await runClients(CLIENTS, SECONDS, (t: StepTimes) => bookOnce(BASE, item, t));
  console.log(`${(run.completed / run.seconds).toFixed(1)} bookings/s, errors ${run.errors.length}`);
  for (const [step, times] of [...run.times].sort()) console.log(step, 'p50', percentile(times, 50).toFixed(0), 'p99', percentile(times, 99).toFixed(0));
}
