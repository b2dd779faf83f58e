// Two `next start` processes of this build on one Postgres database, as behind a load balancer
// (docs/architecture.md: the web tier keeps no state of its own). Both start at once, so the
// migrations run under their advisory lock; a session made on one is honoured by the other;
// every cart ordered on both at the same moment becomes exactly one order; a catalogue version
// published through one is served by the other within 2 s (docs/back-office.md#catalogue-editor).
import { expect, test } from '@playwright/test';
import postgres from 'postgres';
import { discoverItem } from '../bench/lib/booking-flow';
import { readyCartId } from '../bench/lib/ready-carts';
import { freshDatabase, startServer } from '../bench/lib/server';
import { OWN_PORTS } from './helpers/ports';

const PORTS = OWN_PORTS.twoInstances;
const CARTS = 12;

let db: Awaited<ReturnType<typeof freshDatabase>>;
let servers: Awaited<ReturnType<typeof startServer>>[] = [];
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  db = await freshDatabase(`reprise_e2e_two_${process.pid}`);
  servers = await Promise.all(PORTS.map((port) => startServer(port, { DATABASE_URL: db.url, REPRISE_ENV: 'test', PGLITE_DIR: '' })));
});
test.afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await db?.drop();
});

test('two instances on one Postgres: shared sessions, one order per cart', async () => {
  test.setTimeout(240_000);
  const [a, b] = servers.map((s) => s.url) as [string, string];

  // A session made on A (an API client: no Origin, so the token comes in the body) works on B.
  const login = await fetch(`${a}/api/sip/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff.paris@reprise.demo', password: 'demo-staff-paris' }),
  });
  expect(login.status).toBe(200);
  const { session } = (await login.json()) as { session: { token: string } };
  const me = await fetch(`${b}/api/sip/auth/me`, { headers: { authorization: `Bearer ${session.token}` } });
  expect(me.status).toBe(200);
  expect(((await me.json()) as { account: { email: string } }).account.email).toBe('staff.paris@reprise.demo');
  // …and so does signing out on B, for A.
  expect((await fetch(`${b}/api/sip/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${session.token}` } })).status).toBeLessThan(300);
  expect((await fetch(`${a}/api/sip/auth/me`, { headers: { authorization: `Bearer ${session.token}` } })).status).toBe(401);

  // Each cart ordered on A and on B at the same moment: one 201, one 409, one row.
  const itemBody = await discoverItem(a);
  const headers = { 'content-type': 'application/json', origin: a };
  const carts: string[] = [];
  for (let i = 0; i < CARTS; i++) carts.push(await readyCartId(i % 2 ? b : a, { ...headers, origin: i % 2 ? b : a }, itemBody));
  const answers = await Promise.all(
    carts.map((cartId) =>
      Promise.all(
        [a, b].map(async (base) => {
          const res = await fetch(`${base}/api/sip/orders`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ cartId }) });
          return { status: res.status, code: ((await res.json()) as { code?: string }).code };
        }),
      ),
    ),
  );
  for (const pair of answers) {
    expect(pair.map((x) => x.status).sort()).toEqual([201, 409]);
    expect(pair.find((x) => x.status === 409)?.code).toBe('cart_already_ordered');
  }
  const sql = postgres(db.url, { max: 1, onnotice: () => {} });
  const perCart = await sql<{ n: number }[]>`select count(*)::int as n from orders where cart_id in ${sql(carts)} group by cart_id`;
  expect(perCart).toHaveLength(CARTS);
  expect(perCart.every((r) => r.n === 1)).toBe(true);
  // Each order's confirmation, rendered by one of the two processes' notification loops, exactly once.
  const confirmations = async () =>
    (await sql<{ n: number; orders: number }[]>`select count(*)::int as n, count(distinct order_id)::int as orders from email_messages
      where kind = 'confirmation' and order_id in (select id from orders where cart_id in ${sql(carts)})`)[0];
  await expect.poll(confirmations, { timeout: 20_000 }).toEqual({ n: CARTS, orders: CARTS });
  await sql.end();
});

type Services = { subServices: { id: string; name: { en: string }; price: Record<string, string> }[] }[];

test('a catalogue version published through one instance is served by the other within 2 s', async () => {
  test.setTimeout(120_000);
  const [a, b] = servers.map((s) => s.url) as [string, string];
  const { categories } = (await (await fetch(`${b}/v1/clothes-categories`)).json()) as { categories: { subClothesCategories: { id: string; name: { en: string } }[] }[] };
  const trousers = categories.flatMap((c) => c.subClothesCategories).find((s) => s.name.en === 'Tailored trousers')!;
  const servicesUrl = `${b}/v1/services?subClothesCategoryIds=${trousers.id}&country=FR&zipCode=75011`;
  const served = async () => {
    const res = await fetch(servicesUrl);
    const seam = ((await res.json()) as Services).flatMap((s) => s.subServices).find((ss) => ss.name.en === 'Re-stitch lined seam')!;
    return { id: seam.id, eur: seam.price.EUR!, etag: res.headers.get('etag') };
  };
  // B has served (and cached) the catalogue before A publishes.
  const before = await served();
  const raised = (Number(before.eur) + 3).toFixed(2);

  // The admin publishes a new price through A: one line of CSV, applied as a catalogue version.
  const login = await fetch(`${a}/api/sip/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@reprise.demo', password: 'demo-admin-reprise' }) });
  expect(login.status).toBe(200);
  const { session } = (await login.json()) as { session: { token: string } };
  const publish = await fetch(`${a}/api/sip/admin/catalogue/prices?dryRun=false&note=two-instances`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'text/csv' },
    body: `sub_service_id,currency,price\r\n${before.id},EUR,${raised}\r\n`,
  });
  expect(publish.status, await publish.clone().text()).toBe(200);
  expect(((await publish.json()) as { version: number | null }).version).toBeGreaterThan(0);

  // B, polled every 50 ms from the moment A answered.
  const published = Date.now();
  let now = await served();
  while (now.eur !== raised && Date.now() - published < 5_000) {
    await new Promise((r) => setTimeout(r, 50));
    now = await served();
  }
  const elapsed = Date.now() - published;
  test.info().annotations.push({ type: 'served by the other instance after', description: `${elapsed} ms` });
  console.log(`two-instances: the version published through A was served by B after ${elapsed} ms`);
  expect(now.eur).toBe(raised);
  expect(elapsed).toBeLessThan(2_000);
  // Its ETag changed with the version.
  expect(now.etag).not.toBe(before.etag);
});
