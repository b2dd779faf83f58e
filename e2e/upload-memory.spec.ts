// Memory under concurrent photo uploads, measured on the production server (its own process, on
// Postgres: a PGlite worker alone would weigh ~450 MB). 20 customers each upload two 6 MB phone
// photos at once — the case that peaked at 594 MB before uploads were decoded through a bounded,
// fair queue (lib/photos/fair-slots.ts). The server's peak resident memory (VmHWM) must stay
// under 400 MB, and every upload must succeed.
import { readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { listenerPid } from '../bench/lib/cpu';
import { freshDatabase, startServer } from '../bench/lib/server';
import { OWN_PORTS } from './helpers/ports';

const PORT = OWN_PORTS.uploadMemory;
const CLIENTS = 20;
const MB = 1024 * 1024;

const statusMb = (pid: number, field: 'VmHWM' | 'VmRSS') => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** Resets the process's peak resident size to its current one (Linux ≥ 4.0): the start-up's own peak (migrations, seeding) is not the uploads'. */
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

test('20 concurrent uploads of two 6 MB photos keep the server under 400 MB', async () => {
  test.setTimeout(240_000);
  const uploads = mkdtempSync(path.join(tmpdir(), 'reprise-e2e-uploads-'));
  const db = await freshDatabase(`reprise_e2e_uploads_${process.pid}`);
  // 20 anonymous uploads from one address: past the anonymous decode budget (docs/decisions.md#anonymous-decode-budget), which this test is not about.
  const server = await startServer(PORT, { DATABASE_URL: db.url, REPRISE_ENV: 'test', PGLITE_DIR: '', UPLOADS_DIR: uploads, ANONYMOUS_DECODE_MP_PER_MINUTE: '100000' });
  try {
    // A 12 MP photo of sensor noise: as heavy to decode and to carry as a phone's.
    const jpeg = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 28 } } })
      .jpeg({ quality: 88 })
      .toBuffer();
    expect(jpeg.length).toBeGreaterThan(5.5 * MB);
    const headers = { 'content-type': 'application/json', origin: server.url };
    const carts = await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        const res = await fetch(`${server.url}/api/sip/shopping-cart`, { method: 'POST', headers, body: '{}' });
        expect(res.status).toBe(201);
        return ((await res.json()) as { id: string }).id;
      }),
    );
    const pid = listenerPid(PORT);
    resetPeak(pid);
    const idleMb = statusMb(pid, 'VmRSS');
    const started = Date.now();
    const statuses = await Promise.all(
      carts.map(async (cartId) => {
        const form = new FormData();
        for (const name of ['front.jpg', 'detail.jpg']) form.append('files', new Blob([jpeg], { type: 'image/jpeg' }), name);
        const res = await fetch(`${server.url}/api/sip/photos?cartId=${cartId}`, { method: 'POST', body: form, headers: { origin: server.url } });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const peakMb = statusMb(pid, 'VmHWM');
    console.log(`[uploads] ${CLIENTS} × 2 × ${(jpeg.length / MB).toFixed(1)} MB: ${((Date.now() - started) / 1000).toFixed(1)} s, server RSS peak ${Math.round(peakMb)} MB (${Math.round(idleMb)} MB before)`);
    expect(statuses).toEqual(Array(CLIENTS).fill(201));
    expect(peakMb).toBeLessThan(400);
  } finally {
    await server.stop();
    await db.drop();
    rmSync(uploads, { recursive: true, force: true });
  }
});
