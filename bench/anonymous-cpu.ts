// What one anonymous client can make the server spend on photo decoding (issue #36.3,
// docs/decisions.md#anonymous-decode-budget): a guest uploads one-colour 40 MP PNGs (a few KB on
// the wire, 120 MB of pixels) back to back, as fast as the server answers, with the budget on as in
// production. Two clients: one guest cart, then a new cart for every upload (only the address's
// budget holds that one back). The server's CPU over the run, less what it spends idle, per minute,
// against what the budget allows: 200 MP a minute at the decode cost per megapixel measured here.
// npm run bench:anonymous-cpu — needs a production build; writes its section of bench/RESULTS.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { cpuMs, listenerPid } from './lib/cpu';
import { ensureBuild, writeSection } from './lib/results';
import { freshDatabase, startServer } from './lib/server';

const PORT = 3240;
// Three whole windows: a client's window starts at its first charge, so a run of 3 × 60 s less a
// second sees exactly three budgets (a 125 s run had seen three budgets in 2.1 minutes).
const SECONDS = Number(process.env.BENCH_SECONDS ?? 179);
const BUDGET_MP_PER_MINUTE = 200; // lib/photos/limits.ts (ANONYMOUS_DECODE_MP_PER_MINUTE, unset here)
const IMAGE_MP = 40;

type Run = { name: string; seconds: number; accepted: number; refused: number; other: string[]; cpuMs: number; retryAfter: Set<string>; cartsRefused: number };

async function main() {
  ensureBuild();
  const uploads = mkdtempSync(path.join(tmpdir(), 'reprise-bench-anonymous-'));
  const db = await freshDatabase('reprise_bench_anonymous');
  const server = await startServer(PORT, { DATABASE_URL: db.url, UPLOADS_DIR: uploads });
  try {
    const base = server.url;
    const pid = listenerPid(Number(new URL(base).port));
    const flat = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#3a6ea5' } }).png().toBuffer();
    const createCart = async (): Promise<string | null> => {
      const res = await fetch(`${base}/api/sip/shopping-cart`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: '{}' });
      if (res.status === 429) return (await res.arrayBuffer(), null); // the address's cart limit: the client keeps its last cart
      if (res.status !== 201) throw new Error(`cart ${res.status}`);
      return ((await res.json()) as { id: string }).id;
    };
    const newCart = async () => {
      const id = await createCart();
      if (!id) throw new Error('cart 429');
      return id;
    };
    const upload = async (cartId: string) => {
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(flat)], { type: 'image/png' }), 'flat.png');
      const res = await fetch(`${base}/api/sip/photos?cartId=${cartId}`, { method: 'POST', body: form, headers: { origin: base } });
      await res.arrayBuffer();
      return { status: res.status, retryAfter: res.headers.get('retry-after') };
    };

    // What the server spends doing nothing (outbox rounds, timers), to subtract.
    const idleStart = cpuMs([pid]);
    await new Promise((r) => setTimeout(r, 20_000));
    const idleMsPerSecond = (cpuMs([pid]) - idleStart) / 20;

    // The decode cost per megapixel, signed out of the budget's way: one upload, alone.
    const costCart = await newCart();
    const before = cpuMs([pid]);
    const first = await upload(costCart);
    if (first.status !== 201) throw new Error(`first upload ${first.status}`);
    const msPerMp = (cpuMs([pid]) - before) / IMAGE_MP;
    // The budget's window is a minute: start both clients on a fresh one.
    await new Promise((r) => setTimeout(r, 61_000));

    const runs: Run[] = [];
    for (const name of ['one guest cart', 'a new guest cart per upload']) {
      const run: Run = { name, seconds: 0, accepted: 0, refused: 0, other: [], cpuMs: 0, retryAfter: new Set(), cartsRefused: 0 };
      let cart = await newCart();
      const cpuBefore = cpuMs([pid]);
      const started = Date.now();
      while (Date.now() - started < SECONDS * 1000) {
        if (name !== 'one guest cart') {
          const created = await createCart();
          if (created) cart = created;
          else run.cartsRefused++;
        }
        const r = await upload(cart);
        if (r.status === 201) run.accepted++;
        else if (r.status === 429) {
          run.refused++;
          if (r.retryAfter) run.retryAfter.add(r.retryAfter);
        } else run.other.push(String(r.status));
      }
      run.seconds = (Date.now() - started) / 1000;
      run.cpuMs = cpuMs([pid]) - cpuBefore - idleMsPerSecond * run.seconds;
      runs.push(run);
      console.log(`${name}: ${run.accepted} accepted, ${run.refused} refused (429), ${run.other.length} other, ${(run.cpuMs / 1000).toFixed(1)} s CPU in ${run.seconds.toFixed(0)} s`);
      await new Promise((r) => setTimeout(r, 61_000));
    }

    const allowedCpuPerMinute = (BUDGET_MP_PER_MINUTE * msPerMp) / 1000;
    const [one, five, fifteen] = loadavg().map((l) => l.toFixed(2));
    const md = [
      `## Anonymous decode budget, one client (${new Date().toISOString().slice(0, 10)})`,
      '',
      `\`npm run bench:anonymous-cpu\` — next start on Postgres, 2 cores, the budget on as in production (${BUDGET_MP_PER_MINUTE} MP a minute per address and per cart). One client on one address uploads a one-colour ${IMAGE_MP} MP PNG (${Math.round(flat.length / 1024)} KB) per request, back to back, for ${SECONDS} s. Server CPU less its idle rate (${idleMsPerSecond.toFixed(0)} ms/s). Decode cost measured in the same run: ${msPerMp.toFixed(1)} ms of CPU per megapixel, so the budget allows ${allowedCpuPerMinute.toFixed(1)} s of CPU a minute. Load average at the end ${one} / ${five} / ${fifteen}.`,
      '',
      '| client | uploads | accepted | MP decoded per minute | refused 429 | carts refused 429 | other | server CPU per minute | of which decoding | per refused try |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...runs.map((r) => {
        const minutes = r.seconds / 60;
        const decodeMs = r.accepted * IMAGE_MP * msPerMp;
        const perRefusal = r.refused > 0 ? (r.cpuMs - decodeMs) / r.refused : 0;
        const mpPerMinute = (r.accepted * IMAGE_MP) / minutes;
        return `| ${r.name} | ${r.accepted + r.refused + r.other.length} | ${r.accepted} | **${mpPerMinute.toFixed(0)}**${mpPerMinute > BUDGET_MP_PER_MINUTE * 1.02 ? ' (OVER)' : ''} | ${r.refused} | ${r.cartsRefused} | ${r.other.length ? r.other.join(', ') : 0} | ${(r.cpuMs / 1000 / minutes).toFixed(1)} s | ${(decodeMs / 1000 / minutes).toFixed(1)} s | ${perRefusal.toFixed(1)} ms |`;
      }),
      '',
      `The budget holds if the megapixels decoded per minute stay at ${BUDGET_MP_PER_MINUTE} (${allowedCpuPerMinute.toFixed(1)} s of decoding a minute at the measured cost). A refused try is answered before any decoding (Retry-After from ${Math.min(...runs.flatMap((r) => [...r.retryAfter].map(Number)))} to ${Math.max(...runs.flatMap((r) => [...r.retryAfter].map(Number)))} s); what it still costs is the request itself, which only a proxy's rate limit in front of the app can bound for a client that ignores Retry-After.`,
    ].join('\n');
    console.log(md);
    writeSection('anonymous-cpu', md);
  } finally {
    await server.stop();
    await db.drop();
    rmSync(uploads, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
