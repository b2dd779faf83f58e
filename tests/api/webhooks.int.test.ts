import { createServer, type Server } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as transitionsRoute from '@/app/api/sip/orders/[id]/transitions/route';
import * as webhooksRoute from '@/app/api/sip/admin/webhooks/route';
import * as webhookRoute from '@/app/api/sip/admin/webhooks/[id]/route';
import * as deliveriesRoute from '@/app/api/sip/admin/webhooks/[id]/deliveries/route';
import * as testEventRoute from '@/app/api/sip/admin/webhooks/[id]/test/route';
import * as apiKeysRoute from '@/app/api/sip/admin/api-keys/route';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { runNotificationsRound } from '@/lib/notifications/worker';
import { OrderSchema } from '@/lib/schemas/orders';
import { WebhookDeliveryListSchema, WebhookEndpointCreatedSchema } from '@/lib/schemas/webhooks';
import { bearer, readyCart } from '../helpers/booking';
import { call } from '../helpers/http';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';
import { allowPrivateWebhooksInThisFile } from '../helpers/private-webhooks';

await switchToOwnPostgresDatabase(); // its worker would take other files' events (tests/helpers/own-database.ts)

const ADMIN = ['admin@reprise.demo', 'demo-admin-reprise'] as const;
type Hit = { id: string; body: string; headers: Record<string, string> };

/** A receiver on 127.0.0.1 answering 503 to the first `failFirst` tries of each message. */
async function startReceiver(failFirst: number) {
  const hits: Hit[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const id = String(req.headers['webhook-id']);
      hits.push({ id, body, headers: req.headers as Record<string, string> });
      res.statusCode = hits.filter((h) => h.id === id).length <= failFirst ? 503 : 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { hits, url: `http://127.0.0.1:${port}/hooks`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let admin: Record<string, string>;
allowPrivateWebhooksInThisFile();
beforeAll(async () => {
  admin = await bearer(...ADMIN);
}, 120_000);

const round = async (now: Date) => runNotificationsRound(await getDb(), { now, sender: null });

describe('Standard Webhooks', () => {
  it('signs every delivery, retries a failing receiver on the schedule with the same webhook-id, and lists the deliveries', async () => {
    const receiver = await startReceiver(3);
    const created = await call(webhooksRoute.POST, '/api/sip/admin/webhooks', { method: 'POST', body: { url: receiver.url, events: ['order.created', 'order.status_changed'] }, headers: admin });
    expect(created.status, created.text).toBe(201);
    const endpoint = WebhookEndpointCreatedSchema.parse(created.json);
    expect(endpoint.secret).toMatch(/^whsec_/);
    const { id: cartId } = await readyCart();
    const placed = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId, paymentMethod: 'pay_on_collection', requestType: 'repair', language: 'de', source: 'web' } });
    expect(placed.status).toBe(201);
    const cancelled = await call(transitionsRoute.POST, '/x', { method: 'POST', body: { to: 'cancelled' }, params: { id: placed.json.id } });
    expect(cancelled.status, cancelled.text).toBe(200);
    // Tries at t0, then 5 s, 5 min, 30 min later (each round "now" past the next try); the cancellation waits for
    // the creation to be delivered (one order's events in sequence), then takes its own four tries.
    let now = Date.now();
    for (const step of [0, 6_000, 301_000, 1_801_000, 7_201_000, 18_001_000, 36_001_000, 36_001_000]) {
      now += step;
      await round(new Date(now));
    }
    const verifier = new Webhook(endpoint.secret);
    for (const hit of receiver.hits) expect(() => verifier.verify(hit.body, hit.headers)).not.toThrow();
    const ids = [...new Set(receiver.hits.map((h) => h.id))];
    expect(ids).toHaveLength(2);
    const created_ = receiver.hits.filter((h) => JSON.parse(h.body).type === 'order.created');
    expect(receiver.hits.map((h) => JSON.parse(h.body).sequence)).toEqual([1, 1, 1, 1, 2, 2, 2, 2]);
    // Each event: three refused tries, the fourth delivered, one id throughout.
    expect(receiver.hits.length).toBe(8);
    expect(created_).toHaveLength(4);
    expect(new Set(created_.map((h) => h.id)).size).toBe(1);
    const payload = JSON.parse(created_.at(-1)!.body);
    expect(OrderSchema.parse(payload.data.order).id).toBe(placed.json.id);
    const deliveries = WebhookDeliveryListSchema.parse((await call(deliveriesRoute.GET, '/x', { params: { id: endpoint.id }, headers: admin })).json).deliveries;
    expect(deliveries.map((d) => d.status)).toEqual(['succeeded', 'succeeded']);
    expect(deliveries.map((d) => d.attempts)).toEqual([4, 4]);
    expect((await call(webhookRoute.DELETE, '/x', { method: 'DELETE', params: { id: endpoint.id }, headers: admin })).status).toBe(204);
    await receiver.close();
  }, 120_000);

  it('refuses the same URL twice, for the same store or another, with 409 webhook_url_taken naming the endpoint (docs/integrators.md#webhook-url-taken)', async () => {
    const url = `https://hooks.example.com/${crypto.randomUUID()}`;
    const add = (extra: Record<string, unknown> = {}, language = 'en') =>
      call(webhooksRoute.POST, '/api/sip/admin/webhooks', { method: 'POST', body: { url, events: ['order.created'], ...extra }, headers: { ...admin, 'accept-language': language } });
    const first = await add();
    expect(first.status).toBe(201);
    const again = await add();
    expect(again.status).toBe(409);
    expect(again.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(again.json).toMatchObject({ code: 'webhook_url_taken', status: 409, title: 'Endpoint already registered', endpointId: first.json.id });
    expect(again.json.detail).toContain(url);
    expect(again.json.errors).toEqual([{ path: 'url', message: 'This URL already receives order events: one endpoint per URL.' }]);
    // Another store's subscription to the same URL would deliver that store's events twice.
    const paris = (await getCatalogue()).stores.find((s) => s.name.includes('Paris'))!;
    const other = await add({ storeId: paris.id }, 'fr');
    expect(other.status).toBe(409);
    expect(other.json.title).toBe('Point de réception déjà enregistré');
    // Two at once: one endpoint.
    const url2 = `https://hooks.example.com/${crypto.randomUUID()}`;
    const both = await Promise.all([0, 1].map(() => call(webhooksRoute.POST, '/api/sip/admin/webhooks', { method: 'POST', body: { url: url2, events: ['order.created'] }, headers: admin })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const listed = await call(webhooksRoute.GET, '/api/sip/admin/webhooks', { headers: admin });
    expect((listed.json.endpoints as { url: string }[]).filter((e) => e.url === url || e.url === url2)).toHaveLength(2);
  });

  it("lets a store's API key manage its own store's endpoints only; a store's staff signed in cannot (docs/integrators.md#webhooks)", async () => {
    const stores = (await getCatalogue()).stores;
    const paris = stores.find((s) => s.name.includes('Paris'))!;
    const london = stores.find((s) => s.name.includes('London'))!;
    const keyOf = async (storeId: string) => {
      const made = await call(apiKeysRoute.POST, '/api/sip/admin/api-keys', { method: 'POST', body: { name: 'store webhooks', storeId, scopes: ['webhooks'] }, headers: admin });
      expect(made.status).toBe(201);
      return { authorization: `Bearer ${(made.json as { secret: string }).secret}` };
    };
    const parisKey = await keyOf(paris.id);
    const subscribe = (headers: Record<string, string>, extra: Record<string, unknown> = {}) =>
      call(webhooksRoute.POST, '/api/sip/admin/webhooks', { method: 'POST', body: { url: `https://hooks.example.com/${crypto.randomUUID()}`, events: ['order.created'], ...extra }, headers });
    // Its own store, whether it names it or not.
    const own = await subscribe(parisKey);
    expect(own.status).toBe(201);
    expect(own.json.storeId).toBe(paris.id);
    expect((await subscribe(parisKey, { storeId: paris.id })).json.storeId).toBe(paris.id);
    // Another store's events, or every store's: never.
    const other = await subscribe(parisKey, { storeId: london.id });
    expect([other.status, other.json.code, other.json.errors?.[0]?.path]).toEqual([422, 'validation_failed', 'storeId']);
    // The store's staff read the endpoints but do not subscribe.
    const staff = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
    expect((await subscribe(staff)).status).toBe(403);
    // An every-store endpoint and another store's: not the key's to remove or test (404 as unseen).
    const everyStore = await subscribe(admin);
    const londons = await subscribe(admin, { storeId: london.id });
    for (const id of [everyStore.json.id, londons.json.id]) {
      expect((await call(webhookRoute.DELETE, `/api/sip/admin/webhooks/${id}`, { method: 'DELETE', params: { id }, headers: parisKey })).status).toBe(404);
      expect((await call(testEventRoute.POST, `/api/sip/admin/webhooks/${id}/test`, { method: 'POST', params: { id }, headers: parisKey })).status).toBe(404);
    }
    expect((await call(webhookRoute.DELETE, `/api/sip/admin/webhooks/${own.json.id}`, { method: 'DELETE', params: { id: own.json.id }, headers: staff })).status).toBe(403);
    // Its own: tested, then removed.
    expect((await call(testEventRoute.POST, `/api/sip/admin/webhooks/${own.json.id}/test`, { method: 'POST', params: { id: own.json.id }, headers: parisKey })).status).toBe(202);
    expect((await call(webhookRoute.DELETE, `/api/sip/admin/webhooks/${own.json.id}`, { method: 'DELETE', params: { id: own.json.id }, headers: parisKey })).status).toBe(204);
  });

  it('refuses non-http(s), malformed, too long and private URLs with 422 problem+json', async () => {
    delete process.env.WEBHOOKS_ALLOW_PRIVATE;
    try {
      for (const url of ['ftp://example.com/x', 'not a url', `https://example.com/${'a'.repeat(2100)}`, 'https://127.0.0.1/x', 'https://169.254.169.254/latest', 'https://[::1]/x', 'https://10.0.0.8/x', 'http://example.com/x']) {
        const res = await call(webhooksRoute.POST, '/api/sip/admin/webhooks', { method: 'POST', body: { url, events: ['order.created'] }, headers: admin });
        expect(res.status, url).toBe(422);
        expect(res.headers.get('content-type')).toContain('application/problem+json');
      }
    } finally {
      process.env.WEBHOOKS_ALLOW_PRIVATE = 'on';
    }
  });
});
