// Rolling upgrade (docs/operations.md#rolling-upgrades): the previous release (built by
// .ci/previous-release) serves bookings on a Postgres database; the current release starts on the
// same database and migrates it while the previous one keeps serving; then bookings go through
// both, each request of a booking to either instance as a load balancer would send it. No answer
// may be a 5xx or a cut connection, and both instances serve the staff orders list afterwards.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import postgres from 'postgres';
import { ADDRESS, discoverItem } from '../../bench/lib/booking-flow';
import { freshDatabase, startServer } from '../../bench/lib/server';
import { OWN_PORTS } from '../../e2e/helpers/ports';

const CLIENTS = 4;
const BEFORE_MS = 3000; // bookings through the previous release alone
const DURING_AND_AFTER_MS = 8000; // while the current release starts and migrates, then through both

type Outcome = { instance: string; request: string; status: number; code?: string };

function journalLength(root: string): number {
  return (JSON.parse(readFileSync(path.join(root, 'db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;
}

test('the previous release keeps serving while the current one migrates, and both book', async () => {
  test.setTimeout(240_000);
  const previousDir = process.env.REPRISE_PREVIOUS_DIR;
  if (!previousDir) throw new Error('REPRISE_PREVIOUS_DIR is not set: run `npm run test:upgrade` (it builds the previous release first)');
  const previousMigrations = journalLength(previousDir);
  const currentMigrations = journalLength(process.cwd());
  // Nothing to test if the previous release already had every migration.
  expect(currentMigrations).toBeGreaterThan(previousMigrations);

  const db = await freshDatabase(`reprise_upgrade_${process.pid}`);
  const env = { DATABASE_URL: db.url, PGLITE_DIR: '', REPRISE_ENV: 'test', RATE_LIMITS: 'off', NOTIFY_INTERVAL_MS: '200' };
  const sql = postgres(db.url, { max: 1, onnotice: () => {} });
  const previous = await startServer(OWN_PORTS.upgradePrevious, env, { cwd: previousDir });
  let current: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const applied = async () => (await sql<{ n: number }[]>`select count(*)::int as n from drizzle.__drizzle_migrations`)[0]!.n;
    expect(await applied()).toBe(previousMigrations);

    const instances: { name: string; url: string }[] = [{ name: 'previous', url: previous.url }];
    const outcomes: Outcome[] = [];
    const failures: string[] = [];
    const placed: { instance: string; id: string }[] = [];
    const item = await discoverItem(previous.url);

    // One request to a random live instance; its answer is recorded whatever it is.
    const call = async (method: string, route: string, label: string, body?: unknown) => {
      const target = instances[Math.floor(Math.random() * instances.length)]!;
      let res: Response;
      try {
        res = await fetch(target.url + route, { method, headers: { 'content-type': 'application/json', origin: target.url }, body: body === undefined ? undefined : JSON.stringify(body) });
      } catch (error) {
        failures.push(`${target.name} ${label}: no answer (${(error as Error).message})`);
        throw error;
      }
      const text = await res.text();
      const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      outcomes.push({ instance: target.name, request: label, status: res.status, code: typeof json.code === 'string' ? json.code : undefined });
      return { target, status: res.status, json };
    };
    const booking = async () => {
      const cart = await call('POST', '/api/sip/shopping-cart', 'cart', { currency: 'EUR', zipCode: '75011', country: 'FR' });
      if (cart.status !== 201) return;
      const id = cart.json.id as string;
      if ((await call('POST', `/api/sip/shopping-cart/${id}/items`, 'items', item)).status !== 200) return;
      const email = `upgrade-${Math.random().toString(36).slice(2)}@example.com`;
      if ((await call('POST', `/api/sip/shopping-cart/${id}/customer`, 'customer', { title: 'ms', givenName: 'Léa', familyName: 'Martin', email, phone: '+33612345678', address: ADDRESS })).status !== 200) return;
      const options = await call('GET', `/api/sip/shopping-cart/${id}/logistic-options`, 'options');
      if (options.status !== 200) return;
      const first = (options.json.logisticOptions as { id: string }[])[0]!;
      if ((await call('POST', `/api/sip/shopping-cart/${id}/logistic-option`, 'option', { logisticOption: first.id })).status !== 200) return;
      const order = await call('POST', '/api/sip/orders', 'order', { cartId: id });
      if (order.status === 201) placed.push({ instance: order.target.name, id: order.json.id as string });
    };
    let stop = false;
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (!stop) await booking().catch(() => undefined);
    });

    await new Promise((r) => setTimeout(r, BEFORE_MS));
    const placedBefore = placed.length;
    // The current release opens the database at its first request (its health check): it migrates
    // there, under the advisory lock, while the previous release is serving the clients above.
    current = await startServer(OWN_PORTS.upgradeCurrent, env);
    expect(await applied()).toBe(currentMigrations);
    instances.push({ name: 'current', url: current.url });
    await new Promise((r) => setTimeout(r, DURING_AND_AFTER_MS));
    stop = true;
    await Promise.all(clients);

    const serverErrors = outcomes.filter((o) => o.status >= 500);
    // Anything but the expected success statuses, 409 price_changed aside (a release may reprice;
    // the customer is then asked to agree, never charged differently).
    const unexpected = outcomes.filter((o) => o.status >= 400 && !(o.status === 409 && o.code === 'price_changed'));
    const byInstance = (name: string) => placed.filter((p) => p.instance === name).length;
    console.log(
      `rolling upgrade: ${previousMigrations} → ${currentMigrations} migrations; ${outcomes.length} requests, ` +
        `${placed.length} orders (${placedBefore} before the upgrade; previous ${byInstance('previous')}, current ${byInstance('current')}), ` +
        `${serverErrors.length} × 5xx, ${failures.length} without an answer, ${outcomes.filter((o) => o.status === 409).length} × 409`,
    );
    expect(failures).toEqual([]);
    expect(serverErrors).toEqual([]);
    expect(unexpected).toEqual([]);
    expect(placedBefore).toBeGreaterThan(0);
    expect(byInstance('previous')).toBeGreaterThan(placedBefore); // the previous release booked after the migration too
    expect(byInstance('current')).toBeGreaterThan(0);

    // Both releases read the migrated database: the staff list holds every order, on each.
    for (const instance of instances) {
      const login = await fetch(`${instance.url}/api/sip/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@reprise.demo', password: 'demo-admin-reprise' }) });
      expect(login.status, `${instance.name} login`).toBe(200);
      const { session } = (await login.json()) as { session: { token: string } };
      const ids = new Set<string>();
      let next: string | undefined = '/api/sip/orders?limit=200';
      while (next) {
        const res: Response = await fetch(instance.url + next, { headers: { authorization: `Bearer ${session.token}` } });
        expect(res.status, `${instance.name} orders list`).toBe(200);
        for (const order of (await res.json()) as { id: string }[]) ids.add(order.id);
        const link = /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1];
        next = link ? new URL(link, instance.url).pathname + new URL(link, instance.url).search : undefined;
      }
      for (const order of placed) expect(ids.has(order.id), `${instance.name} lists ${order.id}`).toBe(true);
    }
  } finally {
    await current?.stop();
    await previous.stop();
    await sql.end();
    await db.drop();
  }
});
