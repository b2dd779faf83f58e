// The passport provider (docs/certificates.md#passport): with PASSPORT_PROVIDER_URL set, each
// certificate issued is queued in the completing transaction and posted by the outbox round to the
// provider (here a stand-in on 127.0.0.1), retried while it fails, with the certificate id as
// Idempotency-Key; the id it answers becomes the cart item's dspCertificateId, once. Unset: null.
import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as openapiRoute from '@/app/api/openapi.json/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as cartRoute from '@/app/api/sip/shopping-cart/[id]/route';
import { getDb } from '@/db/client';
import { publishedKeys } from '@/lib/certificates/read';
import { verifyJws } from '@/lib/certificates/jws';
import { WEBHOOK_MAX_ATTEMPTS } from '@/lib/notifications/deliver';
import { runNotificationsRound } from '@/lib/notifications/worker';
import { bearer } from '../helpers/booking';
import { getOrder } from '../helpers/counter';
import { queryRows } from '../helpers/db';
import { call } from '../helpers/http';
import { completeOrder, placeOrder, STAFF_ONLINE } from '../helpers/invoices';
import { responseSchema, validate, type OpenApiDoc } from '../helpers/openapi-validate';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';

await switchToOwnPostgresDatabase(); // its outbox rounds would take other files' events (tests/helpers/own-database.ts)

type Hit = { key: string; authorization: string; body: { certificateId: string; jws: string; record: { id: string } } };

/** A stand-in provider: answers 503 to the first `failFirst` tries of each certificate, then 201 with `idFor(key, try)`. */
async function startProvider(failFirst: number, idFor = (key: string, _try: number) => `dpp-${key}`) {
  const hits: Hit[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const key = String(req.headers['idempotency-key']);
      hits.push({ key, authorization: String(req.headers.authorization), body: JSON.parse(body) });
      const tries = hits.filter((h) => h.key === key).length;
      if (tries <= failFirst) {
        res.statusCode = 503;
        return res.end();
      }
      res.statusCode = 201;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ id: idFor(key, tries) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { hits, url: `http://127.0.0.1:${port}/passports`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const round = async (at: number) => runNotificationsRound(await getDb(), { now: new Date(at), sender: null });
const itemOf = async (orderId: string) => (await queryRows<{ id: string }>(sql`select id from order_items where order_id = ${orderId}`))[0]!.id;
const stored = async (certificateId: string) =>
  (await queryRows<{ dsp: string | null }>(sql`select dsp_certificate_id as dsp from repair_certificates where id = ${certificateId}`))[0]?.dsp;
const submission = async (certificateId: string) =>
  (await queryRows<{ status: string; attempts: number; last_error: string | null }>(sql`select status, attempts, last_error from passport_submissions where id = ${certificateId}`))[0];

let doc: OpenApiDoc;
let staff: Record<string, string>;
beforeAll(async () => {
  doc = (await call(openapiRoute.GET, '/api/openapi.json')).json;
  staff = await bearer(...STAFF_ONLINE);
}, 120_000);
afterEach(() => {
  delete process.env.PASSPORT_PROVIDER_URL;
  delete process.env.PASSPORT_PROVIDER_TOKEN;
  delete process.env.WEBHOOKS_ALLOW_PRIVATE;
});

/** GET order, the list and the cart, each valid against the served document; the cart item's dspCertificateId. */
async function answeredDspId(orderId: string): Promise<string | null> {
  const order = await getOrder(orderId, staff);
  expect(validate(doc, responseSchema(doc, '/api/sip/orders/{id}', 'get', '200'), order.json)).toEqual([]);
  const list = await call(ordersRoute.GET, '/api/sip/orders?limit=200', { headers: staff });
  expect(validate(doc, responseSchema(doc, '/api/sip/orders', 'get', '200'), list.json)).toEqual([]);
  expect((list.json as { id: string }[]).some((o) => o.id === orderId)).toBe(true);
  const [row] = await queryRows<{ cart_id: string }>(sql`select cart_id from orders where id = ${orderId}`);
  const cart = await call(cartRoute.GET, '/x', { params: { id: row!.cart_id }, headers: staff });
  expect(validate(doc, responseSchema(doc, '/api/sip/shopping-cart/{id}', 'get', '200'), cart.json)).toEqual([]);
  const item = (cart.json as { items: { certificateId: string | null; isNft: boolean; dspCertificateId: string | null }[] }).items[0]!;
  expect(item.certificateId).toEqual(expect.any(String));
  expect(item.isNft).toBe(false);
  return item.dspCertificateId;
}

describe('the passport provider', () => {
  it('off (no PASSPORT_PROVIDER_URL): nothing is queued, dspCertificateId stays null', async () => {
    const order = await placeOrder({ headers: { 'accept-language': 'en' } });
    await completeOrder(order.id, staff);
    const certificateId = await itemOf(order.id);
    expect(await submission(certificateId)).toBeUndefined();
    expect((await round(Date.now())).passports).toBe(0);
    expect(await stored(certificateId)).toBeNull();
    expect(await answeredDspId(order.id)).toBeNull();
  });

  it('on: the signed record is posted, a failing provider is retried with the same Idempotency-Key, and its id lands once', async () => {
    const provider = await startProvider(1, (key, tries) => `dpp-${key}-${tries}`);
    try {
      process.env.PASSPORT_PROVIDER_URL = provider.url;
      process.env.PASSPORT_PROVIDER_TOKEN = 'provider-token';
      process.env.WEBHOOKS_ALLOW_PRIVATE = 'on'; // the stand-in is on 127.0.0.1, which the SSRF guard refuses otherwise
      const order = await placeOrder({ headers: { 'accept-language': 'en' } });
      await completeOrder(order.id, staff);
      const certificateId = await itemOf(order.id);
      expect(await submission(certificateId)).toMatchObject({ status: 'pending', attempts: 0 });

      // First try: 503, kept for the next one (the webhooks' schedule: 5 s later).
      const start = Date.now();
      expect((await round(start)).passports).toBe(1);
      expect(provider.hits).toHaveLength(1);
      expect(await submission(certificateId)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'HTTP 503' });
      expect(await stored(certificateId)).toBeNull();
      expect(await answeredDspId(order.id)).toBeNull();
      expect((await round(start + 1_000)).passports).toBe(0); // not due yet

      // Second try: the provider answers its id.
      expect((await round(start + 10_000)).passports).toBe(1);
      expect(provider.hits).toHaveLength(2);
      expect(provider.hits.map((h) => h.key)).toEqual([certificateId, certificateId]);
      expect(provider.hits.every((h) => h.authorization === 'Bearer provider-token')).toBe(true);
      const sent = provider.hits[1]!.body;
      expect(sent.certificateId).toBe(certificateId);
      expect(sent.record.id).toBe(certificateId);
      const keys = (await publishedKeys()).keys.map((k) => ({ kid: k.kid, publicJwk: { kty: k.kty, crv: k.crv, x: k.x } }));
      expect(verifyJws(sent.jws, keys).valid).toBe(true); // what the provider gets is the signed record itself
      expect(await submission(certificateId)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
      expect(await stored(certificateId)).toBe(`dpp-${certificateId}-2`);
      expect(await answeredDspId(order.id)).toBe(`dpp-${certificateId}-2`);

      // Sent is sent: later rounds post nothing more.
      expect((await round(start + 3_600_000)).passports).toBe(0);
      expect(provider.hits).toHaveLength(2);

      // Sent again (a lost settle, a worker that died after the answer): a different id does not replace the first.
      await (await getDb()).execute(sql`update passport_submissions set status = 'pending', next_attempt_at = now() where id = ${certificateId}`);
      expect((await round(Date.now() + 1_000)).passports).toBe(1);
      expect(provider.hits).toHaveLength(3);
      expect(await stored(certificateId)).toBe(`dpp-${certificateId}-2`);
    } finally {
      await provider.close();
    }
  });

  it('a 2xx answer without an id is a failed try, and the last try gives up', async () => {
    const provider = await startProvider(0, () => '');
    try {
      process.env.PASSPORT_PROVIDER_URL = provider.url;
      process.env.WEBHOOKS_ALLOW_PRIVATE = 'on';
      const order = await placeOrder({ headers: { 'accept-language': 'en' } });
      await completeOrder(order.id, staff);
      const certificateId = await itemOf(order.id);
      expect((await round(Date.now())).passports).toBe(1);
      expect(await submission(certificateId)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'answer has no usable "id"' });
      // The schedule's last try (the others as the webhooks test walks them): given up, kept for the runbook.
      await (await getDb()).execute(sql`update passport_submissions set attempts = ${WEBHOOK_MAX_ATTEMPTS - 1}, next_attempt_at = now() where id = ${certificateId}`);
      expect((await round(Date.now() + 1_000)).passports).toBe(1);
      expect(await submission(certificateId)).toMatchObject({ status: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS });
      expect((await round(Date.now() + 86_400_000)).passports).toBe(0);
      expect(provider.hits).toHaveLength(2);
      expect(await stored(certificateId)).toBeNull();
    } finally {
      await provider.close();
    }
  });

  it('the provider URL passes the webhooks’ SSRF guard: a private address is never called', async () => {
    const provider = await startProvider(0);
    try {
      process.env.PASSPORT_PROVIDER_URL = provider.url.replace('http:', 'https:');
      const order = await placeOrder({ headers: { 'accept-language': 'en' } });
      await completeOrder(order.id, staff);
      const certificateId = await itemOf(order.id);
      expect((await round(Date.now())).passports).toBe(1);
      expect(provider.hits).toHaveLength(0);
      expect(await submission(certificateId)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'url_private' });
      expect(await stored(certificateId)).toBeNull();
    } finally {
      await provider.close();
    }
  });
});

afterAll(() => {
  delete process.env.PASSPORT_PROVIDER_URL;
});
