// Issue 18: a server whose Postgres is unreachable answered its pages 200 with Next's "This page
// couldn't load". Now the proxy answers 503 with Retry-After, the security headers and a small page
// in the URL's language (lib/http/unavailable-page.ts), and serves the pages again as soon as the
// database is back, without a restart (db/availability.ts). A `next start` of this build on a
// Postgres cluster of its own (tests/helpers/own-postgres.ts), stopped, started, stopped again.
import { createServer } from 'node:net';
import { expect, test } from '@playwright/test';
import { startServer } from '../bench/lib/server';
import { OwnPostgres } from '../tests/helpers/own-postgres';
import { MESSAGES, type Locale } from './helpers/booking';
import { OWN_PORTS } from './helpers/ports';

const PORT = OWN_PORTS.unavailable;

/** A port nothing listens on right now (never 55433, the chaos test's). */
function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => (port === 55433 ? sparePort().then(resolve, reject) : resolve(port)));
    });
  });
}

async function expectUnavailable(base: string, path: string, locale: Locale) {
  const res = await fetch(`${base}${path}`, { redirect: 'manual' });
  expect(res.status, path).toBe(503);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'.*frame-ancestors 'none'/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const html = await res.text();
  const h = MESSAGES[locale].Hardening;
  expect(html).toContain(`<html lang="${locale}">`);
  expect(html).toContain(`<h1>${h.unavailableTitle}</h1>`);
  expect(html).toContain(h.unavailableBody);
  expect(html).not.toContain('<script');
}

test('pages answer a localized 503 while Postgres is unreachable, and come back when it does, without a restart', async () => {
  test.setTimeout(180_000);
  const pg = new OwnPostgres(await sparePort());
  await pg.init();
  // Started with the cluster down: its port is closed. Liveness only (readiness is 503 by design).
  const server = await startServer(PORT, { DATABASE_URL: pg.url, REPRISE_ENV: 'test', PGLITE_DIR: '', REPRISE_WORKER: 'off', REPRISE_PRUNE: 'off' }, { healthPath: '/api/health/live' });
  try {
    await expectUnavailable(server.url, '/fr', 'fr');
    await expectUnavailable(server.url, '/de/cart', 'de');
    await expectUnavailable(server.url, '/es/prices', 'es');

    await pg.start();
    await expect.poll(async () => (await fetch(`${server.url}/fr`)).status, { timeout: 20_000, intervals: [250] }).toBe(200);
    const cart = await fetch(`${server.url}/de/cart`);
    expect(cart.status).toBe(200);
    expect(await cart.text()).not.toContain(MESSAGES.de.Hardening.unavailableTitle);

    // Down again while serving: a request that reaches the database fails (here the readiness
    // check), and the next page request checks before rendering.
    await pg.stop();
    expect((await fetch(`${server.url}/api/health`)).status).toBe(503);
    await expectUnavailable(server.url, '/fr', 'fr');
    await pg.start();
    await expect.poll(async () => (await fetch(`${server.url}/fr`)).status, { timeout: 20_000, intervals: [250] }).toBe(200);
  } finally {
    await server.stop();
    await pg.remove();
  }
});
