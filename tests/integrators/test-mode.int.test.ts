import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as keysRoute from '@/app/api/sip/admin/api-keys/route';
import * as webhooksRoute from '@/app/api/sip/admin/webhooks/route';
import * as webhookRoute from '@/app/api/sip/admin/webhooks/[id]/route';
import * as eventsRoute from '@/app/api/sip/events/route';
import * as orderRoute from '@/app/api/sip/orders/[id]/route';
import * as invoicesRoute from '@/app/api/sip/orders/[id]/invoices/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as cartRoute from '@/app/api/sip/shopping-cart/[id]/route';
import { getDb } from '@/db/client';
import { executedRows } from '@/db/executed-rows';
import { emailMessages, orders, outboxEvents, webhookDeliveries } from '@/db/schema';
import { dispatchEvents } from '@/lib/notifications/dispatch';
import { bookRepair } from '../../.ci/api/booking';
import { apiClient, step } from '../../.ci/api/follow';
import { bearer } from '../helpers/booking';
import { call } from '../helpers/http';
import { inProcessFetch } from '../helpers/in-process-fetch';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';
import { allowPrivateWebhooksInThisFile } from '../helpers/private-webhooks';

await switchToOwnPostgresDatabase(); // dashboard sums and dispatch rounds of this file only

// docs/integrators.md#test-mode: rk_test_ keys book apart from live ones.
let admin: Record<string, string>;
let live: Record<string, string>;
let test: Record<string, string>;
let liveSecret: string;
let testSecret: string;
let liveOrder: string;
let testOrder: string;

const asKey = (secret: string) => ({ authorization: `Bearer ${secret}` });
const dashboardOrders = async () => {
  const result = await (await getDb()).execute(sql`select (select coalesce(sum(orders), 0) from dashboard_daily)::text || '/' || (select count(*) from dashboard_facts where n <> 0)::text as n`);
  return executedRows<{ n: string }>(result)[0]?.n;
};

allowPrivateWebhooksInThisFile();
beforeAll(async () => {
  admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
  const liveKey = await call(keysRoute.POST, '/x', { method: 'POST', body: { name: 'Live storefront' }, headers: admin });
  const testKey = await call(keysRoute.POST, '/x', { method: 'POST', body: { name: 'Test storefront', livemode: false }, headers: admin });
  expect(liveKey.status, liveKey.text).toBe(201);
  expect(testKey.status, testKey.text).toBe(201);
  expect(liveKey.json).toMatchObject({ livemode: true, secret: expect.stringMatching(/^rk_live_/) });
  expect(testKey.json).toMatchObject({ livemode: false, secret: expect.stringMatching(/^rk_test_/) });
  testSecret = testKey.json.secret;
  liveSecret = liveKey.json.secret;
  live = asKey(liveKey.json.secret);
  test = asKey(testSecret);
  liveOrder = await bookRepair('http://localhost:3000', liveKey.json.secret, inProcessFetch);
  testOrder = await bookRepair('http://localhost:3000', testSecret, inProcessFetch);
}, 180_000);

describe('test mode (docs/integrators.md#test-mode)', () => {
  it('lists keys of both modes side by side', async () => {
    const listed = await call(keysRoute.GET, '/x', { headers: admin });
    const modes = (listed.json.keys as { name: string; livemode: boolean }[]).filter((k) => k.name.endsWith('storefront')).map((k) => [k.name, k.livemode]);
    expect(modes.sort()).toEqual([['Live storefront', true], ['Test storefront', false]]);
  });

  it('keeps the test order apart: a test key reaches it, no live caller does, and a test key reaches no live order (404 both ways)', async () => {
    const db = await getDb();
    const [row] = await db.select({ livemode: orders.livemode, cartId: orders.cartId }).from(orders).where(eq(orders.id, testOrder));
    expect(row!.livemode).toBe(false);
    const read = (id: string, headers: Record<string, string>) => call(orderRoute.GET, `/api/sip/orders/${id}`, { params: { id }, headers });
    expect((await read(testOrder, test)).status).toBe(200);
    expect((await read(testOrder, live)).status).toBe(404);
    expect((await read(testOrder, admin)).status).toBe(404);
    expect((await read(testOrder, {})).status).toBe(404); // not even by its id, as a guest
    expect((await read(liveOrder, live)).status).toBe(200);
    expect((await read(liveOrder, test)).status).toBe(404);
    // Its cart too.
    const cart = (headers: Record<string, string>) => call(cartRoute.GET, `/api/sip/shopping-cart/${row!.cartId}`, { params: { id: row!.cartId }, headers });
    expect((await cart(test)).status).toBe(200);
    expect((await cart(live)).status).toBe(404);
    // Lists: each mode its own.
    const ids = async (headers: Record<string, string>) => ((await call(ordersRoute.GET, '/api/sip/orders?limit=100', { headers })).json as { id: string }[]).map((o) => o.id);
    expect(await ids(test)).toEqual([testOrder]);
    expect(await ids(live)).toContain(liveOrder);
    expect(await ids(live)).not.toContain(testOrder);
    expect(await ids(admin)).not.toContain(testOrder);
    // A change from the other mode is refused as unknown.
    const api = apiClient('http://localhost:3000', liveSecret, inProcessFetch);
    await expect(step(api, testOrder, 'in_transit', 1)).rejects.toThrow();
  });

  it('never e-mails a test order, sends its events to test endpoints only with livemode false, and lists them to test keys only', async () => {
    const liveHook = await call(webhooksRoute.POST, '/x', { method: 'POST', body: { url: 'http://127.0.0.1:9/live', events: ['order.created', 'order.status_changed'] }, headers: admin });
    const testHook = await call(webhooksRoute.POST, '/x', { method: 'POST', body: { url: 'http://127.0.0.1:9/test', events: ['order.created', 'order.status_changed'] }, headers: test });
    expect(liveHook.json.livemode).toBe(true);
    expect(testHook.json.livemode).toBe(false);
    // Each mode lists and removes its own endpoints only.
    const hooks = async (headers: Record<string, string>) => ((await call(webhooksRoute.GET, '/x', { headers })).json.endpoints as { id: string }[]).map((e) => e.id);
    expect(await hooks(test)).toEqual([testHook.json.id]);
    expect(await hooks(admin)).toContain(liveHook.json.id);
    expect(await hooks(admin)).not.toContain(testHook.json.id);
    expect((await call(webhookRoute.DELETE, '/x', { method: 'DELETE', params: { id: liveHook.json.id }, headers: test })).status).toBe(404);

    const db = await getDb();
    const events = await db.select({ id: outboxEvents.id, orderId: outboxEvents.orderId }).from(outboxEvents).where(inArray(outboxEvents.orderId, [testOrder, liveOrder]));
    await dispatchEvents(db, { now: new Date(), mail: true, eventIds: events.map((e) => e.id) });

    const mails = await db.select().from(emailMessages).where(inArray(emailMessages.orderId, [testOrder, liveOrder]));
    expect(mails.filter((m) => m.orderId === testOrder).map((m) => m.status)).toEqual(['kept']);
    expect(mails.filter((m) => m.orderId === liveOrder).map((m) => m.status)).toEqual(['queued']);

    const deliveries = await db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.orderId, [testOrder, liveOrder]));
    const to = (endpoint: string) => deliveries.filter((d) => d.endpointId === endpoint).map((d) => [d.orderId, JSON.parse(d.body).livemode]);
    expect(to(testHook.json.id)).toEqual([[testOrder, false]]);
    expect(to(liveHook.json.id)).toEqual([[liveOrder, true]]);

    await new Promise((resolve) => setTimeout(resolve, 1_100)); // the feed lists events a second old
    const feed = async (headers: Record<string, string>, orderId: string) => (await call(eventsRoute.GET, `/api/sip/events?orderId=${orderId}`, { headers })).json.events as { livemode: boolean }[];
    expect((await feed(test, testOrder)).map((e) => e.livemode)).toEqual([false]);
    expect(await feed(live, testOrder)).toEqual([]);
    expect(await feed(test, liveOrder)).toEqual([]);
    expect((await feed(live, liveOrder)).map((e) => e.livemode)).toEqual([true]);
  });

  it('never invoices a test order nor counts it in the dashboards', async () => {
    const before = await dashboardOrders();
    const api = apiClient('http://localhost:3000', testSecret, inProcessFetch);
    let version = (await call(orderRoute.GET, `/api/sip/orders/${testOrder}`, { params: { id: testOrder }, headers: test })).json.version as number;
    for (const to of ['in_transit', 'received', 'in_repair', 'repaired', 'returning', 'completed'] as const) version = await step(api, testOrder, to, version);
    const invoices = await call(invoicesRoute.GET, '/x', { params: { id: testOrder }, headers: test });
    expect(invoices.status, invoices.text).toBe(404);
    expect(invoices.json.code).toBe('no_invoice');
    expect(await dashboardOrders()).toBe(before);
    // The same steps on the live order do both: the checks above can fail.
    const liveApi = apiClient('http://localhost:3000', liveSecret, inProcessFetch);
    let liveVersion = (await call(orderRoute.GET, `/api/sip/orders/${liveOrder}`, { params: { id: liveOrder }, headers: live })).json.version as number;
    for (const to of ['in_transit', 'received', 'in_repair', 'repaired', 'returning', 'completed'] as const) liveVersion = await step(liveApi, liveOrder, to, liveVersion);
    const liveInvoices = await call(invoicesRoute.GET, '/x', { params: { id: liveOrder }, headers: live });
    expect(liveInvoices.status, liveInvoices.text).toBe(200);
    expect(await dashboardOrders()).not.toBe(before);
  }, 120_000);
});
