// Graceful shutdown (docs/operations.md#graceful-shutdown): SIGTERM to `next start` under a bounded
// load of bookings while its outbox round is sending e-mails to a slow SMTP server. Every request the
// server accepted gets its whole answer (none cut, none 5xx; after SIGTERM connections are refused,
// which a load balancer retries elsewhere), and once a second instance has taken over on the same
// database, every order's confirmation has reached the SMTP server exactly once. A request that
// got no answer at all (connection refused, or reset before the server read it) must have left no
// trace in the database: the server never took it.
import http from 'node:http';
import { expect, test } from '@playwright/test';
import postgres from 'postgres';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { ADDRESS, discoverItem } from '../bench/lib/booking-flow';
import { freshDatabase, startServer } from '../bench/lib/server';
import { OWN_PORTS } from './helpers/ports';

const CLIENTS = 4;
const LOAD_MS = 3000;
const SMTP_DELAY_MS = 800;

type Answer = { status: number; json: Record<string, unknown> };

/** A request that got no answer at all: its connection was refused or reset before any byte came back. */
class NoAnswer extends Error {
  constructor(readonly code: string) {
    super(`no answer (${code})`);
  }
}

/**
 * One request on its own connection (no keep-alive: a reused idle socket closing is not a cut
 * request). A failure after the answer began is a cut answer; before it, NoAnswer, and whether
 * the server did anything with it is checked in the database afterwards.
 */
function send(base: string, method: string, path: string, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    let answered = false;
    const req = http.request(`${base}${path}`, { method, agent: false, headers: { 'content-type': 'application/json', origin: base, connection: 'close' } }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          resolve({ status: res.statusCode ?? 0, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
        } catch (error) {
          reject(Object.assign(new Error(`truncated answer (${res.statusCode}): ${text.slice(0, 80)}`), { cause: error }));
        }
      });
      res.on('aborted', () => reject(new Error(`answer cut (${res.statusCode})`)));
      res.on('error', reject);
    });
    req.on('error', (error: NodeJS.ErrnoException) => reject(!answered && error.code ? new NoAnswer(error.code) : error));
    req.end(payload);
  });
}

test('SIGTERM under load: no request cut, every e-mail sent exactly once', async () => {
  test.setTimeout(180_000);
  // SMTP that takes its time to say 250: a round is mid-send when SIGTERM comes.
  const received: string[] = [];
  let delay = SMTP_DELAY_MS;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail.messageId ?? '');
          setTimeout(callback, delay);
        },
        callback,
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`;
  const db = await freshDatabase(`reprise_e2e_shutdown_${process.pid}`);
  const env = { DATABASE_URL: db.url, PGLITE_DIR: '', REPRISE_ENV: 'test', SMTP_URL: smtpUrl, NOTIFY_INTERVAL_MS: '100', RATE_LIMITS: 'off' };
  const first = await startServer(OWN_PORTS.shutdownApp, env);
  const sql = postgres(db.url, { max: 1, onnotice: () => {} });
  try {
    const base = first.url;
    const item = await discoverItem(base);
    const [seeded] = await sql<{ n: number }[]>`select count(*)::int as n from carts`;
    const outcomes = { answered: 0, refused: 0, cut: [] as string[], failed: [] as string[] };
    // Requests that got no answer, with what the database must show if the server never ran them.
    const unanswered: { step: string; cartId?: string }[] = [];
    let cartsCreated = 0;
    const placed: string[] = [];
    let stopping = false;

    const booking = async () => {
      const current: { cartId?: string } = {};
      const step = async (name: string, method: string, path: string, body: unknown, want: number) => {
        try {
          const answer = await send(base, method, path, body);
          outcomes.answered++;
          if (answer.status !== want) outcomes.failed.push(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.json).slice(0, 120)}`);
          return answer.json;
        } catch (error) {
          if (error instanceof NoAnswer) unanswered.push({ step: name, cartId: current.cartId });
          throw error;
        }
      };
      const cart = await step('cart', 'POST', '/api/sip/shopping-cart', { currency: 'EUR', zipCode: '75011', country: 'FR' }, 201);
      const cartId = (current.cartId = cart.id as string);
      cartsCreated++;
      await step('items', 'POST', `/api/sip/shopping-cart/${cartId}/items`, item, 200);
      await step('customer', 'POST', `/api/sip/shopping-cart/${cartId}/customer`, { title: 'ms', givenName: 'Léa', familyName: 'Martin', email: `shutdown-${Math.random().toString(36).slice(2)}@example.com`, phone: '+33612345678', address: ADDRESS }, 200);
      const { logisticOptions } = (await step('options', 'GET', `/api/sip/shopping-cart/${cartId}/logistic-options`, undefined, 200)) as { logisticOptions: { id: string }[] };
      await step('option', 'POST', `/api/sip/shopping-cart/${cartId}/logistic-option`, { logisticOption: logisticOptions[0]!.id }, 200);
      const order = await step('order', 'POST', '/api/sip/orders', { cartId }, 201);
      if (typeof order.id === 'string') placed.push(order.id);
    };
    const client = async () => {
      while (!stopping || outcomes.refused === 0) {
        try {
          await booking();
        } catch (error) {
          if (error instanceof NoAnswer) {
            outcomes.refused++;
            return; // not taken (checked below): the instance is going away
          }
          outcomes.cut.push((error as Error).message);
          return;
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);
    // Load for LOAD_MS, and at least until an order was placed: on a loaded CI machine the first
    // bookings of a cold server took longer than LOAD_MS (none placed yet, nothing to test).
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
    await expect.poll(() => placed.length, { timeout: 60_000 }).toBeGreaterThan(0);
    stopping = true;
    // SIGTERM, and up to 30 s for the shutdown before a SIGKILL would cut it.
    await first.stop(30_000);
    await Promise.all(clients);
    expect(outcomes.cut).toEqual([]);
    expect(outcomes.failed).toEqual([]);
    expect(outcomes.refused).toBeGreaterThan(0);
    // A request refused or reset before any answer must have done nothing: Node drops connections
    // still in the listen backlog, or accepted with no request read yet, when the server closes.
    const [carts] = await sql<{ n: number }[]>`select count(*)::int as n from carts`;
    expect(carts!.n - seeded!.n).toBe(cartsCreated);
    for (const { step, cartId } of unanswered.filter((u) => u.cartId)) {
      const [cart] = await sql<{ items: number; customer: string | null; option: string | null; orders: number }[]>`select
        (select count(*)::int from cart_items where cart_id = ${cartId!}) as items, customer_id as customer, logistic_option_id as option,
        (select count(*)::int from orders where cart_id = ${cartId!}) as orders from carts where id = ${cartId!}`;
      if (step === 'items') expect(cart?.items, `${step} ${cartId}`).toBe(0);
      if (step === 'customer') expect(cart?.customer, `${step} ${cartId}`).toBeNull();
      if (step === 'option') expect(cart?.option, `${step} ${cartId}`).toBeNull();
      if (step === 'order') expect(cart?.orders, `${step} ${cartId}`).toBe(0);
    }

    // Nothing left claimed by the instance that went away: its round finished before it exited.
    const [row] = await sql<{ claimed: number }[]>`select count(*)::int as claimed from email_messages where status = 'queued' and locked_until > now()`;
    expect(row?.claimed).toBe(0);

    // A second instance sends what the first left queued; then each order's confirmation went out once.
    delay = 0;
    const second = await startServer(OWN_PORTS.shutdownApp, env);
    try {
      const confirmations = async () =>
        (await sql<{ id: string; status: string }[]>`select id, status from email_messages where kind = 'confirmation' and order_id in ${sql(placed)}`);
      await expect.poll(async () => (await confirmations()).filter((m) => m.status === 'sent').length, { timeout: 30_000 }).toBe(placed.length);
      const ids = (await confirmations()).map((m) => m.id);
      for (const id of ids) expect(received.filter((messageId) => messageId.includes(id)), id).toHaveLength(1);
    } finally {
      await second.stop();
    }
  } finally {
    await sql.end();
    await db.drop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});
