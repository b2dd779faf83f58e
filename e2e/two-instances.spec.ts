// Two `next start` processes of this build on one Postgres database, as behind a load balancer
// (docs/architecture.md: the web tier keeps no state of its own). Both start at once, so the
// migrations run under their advisory lock; a session made on one is honoured by the other;
// every cart ordered on both at the same moment becomes exactly one order.
import { expect, test } from '@playwright/test';
import postgres from 'postgres';
import { discoverItem } from '../bench/lib/booking-flow';
import { readyCartId } from '../bench/lib/ready-carts';
import { freshDatabase, startServer } from '../bench/lib/server';
import { OWN_PORTS } from './helpers/ports';

const PORTS = OWN_PORTS.twoInstances;
const CARTS = 12;

test('two instances on one Postgres: shared sessions, one order per cart', async () => {
  test.setTimeout(240_000);
  const db = await freshDatabase(`reprise_e2e_two_${process.pid}`);
  const servers = await Promise.all(PORTS.map((port) => startServer(port, { DATABASE_URL: db.url, REPRISE_ENV: 'test', PGLITE_DIR: '' })));
  try {
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
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await db.drop();
  }
});
