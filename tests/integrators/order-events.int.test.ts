import { beforeAll, describe, expect, it } from 'vitest';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as paymentsRoute from '@/app/api/sip/orders/[id]/payments/route';
import * as contactRoute from '@/app/api/sip/orders/[id]/customer/route';
import * as archiveRoute from '@/app/api/sip/orders/[id]/archive/route';
import * as notesRoute from '@/app/api/sip/orders/[id]/notes/route';
import * as eventsRoute from '@/app/api/sip/events/route';
import * as webhooksRoute from '@/app/api/sip/admin/webhooks/route';
import * as deliveriesRoute from '@/app/api/sip/admin/webhooks/[id]/deliveries/route';
import { getDb } from '@/db/client';
import { emailsOfOrder } from '@/db/outbox';
import { dispatchEvents } from '@/lib/notifications/dispatch';
import { WEBHOOK_EVENT_TYPES, type WebhookEvent } from '@/lib/schemas/webhooks';
import { bearer, readyCart } from '../helpers/booking';
import { call } from '../helpers/http';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';
import { allowPrivateWebhooksInThisFile } from '../helpers/private-webhooks';

await switchToOwnPostgresDatabase(); // its dispatch round takes every event of the database

// Issue #32: payments, refunds, contact corrections, archiving and notes each send one event,
// through the outbox like the status steps: the same body in webhooks and GET /api/sip/events,
// with the order as that action left it (docs/integrators.md#webhooks).

let admin: Record<string, string>;
allowPrivateWebhooksInThisFile();
beforeAll(async () => {
  admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
}, 120_000);

const settle = () => new Promise((resolve) => setTimeout(resolve, 1_100)); // the feed lists events older than a second
async function eventsOf(orderId: string): Promise<WebhookEvent[]> {
  await settle();
  const res = await call(eventsRoute.GET, `/api/sip/events?orderId=${orderId}&limit=200`, { headers: admin });
  expect(res.status, res.text).toBe(200);
  return res.json.events;
}

describe('events of payments, refunds, contact corrections, archiving and notes', () => {
  it('each action sends exactly one event carrying the order as that action left it; no-ops send none', async () => {
    const hook = await call(webhooksRoute.POST, '/x', { method: 'POST', body: { url: `https://127.0.0.1:4391/${crypto.randomUUID()}`, events: [...WEBHOOK_EVENT_TYPES] }, headers: admin });
    expect(hook.status, hook.text).toBe(201);
    const placed = await call(ordersRoute.POST, '/x', { method: 'POST', body: { cartId: (await readyCart()).id, paymentMethod: 'pay_on_collection', requestType: 'repair', language: 'fr' } });
    expect(placed.status, placed.text).toBe(201);
    const id = placed.json.id as string;
    const params = { id };
    const currency = placed.json.currencyCode as string;
    const total = (await call(paymentsRoute.GET, '/x', { params, headers: admin })).json.due as number;
    expect(total).toBeGreaterThan(1);
    let seen = 1; // order.created
    const step = async (act: () => Promise<{ status: number; text: string }>, status: number) => {
      const res = await act();
      expect(res.status, res.text).toBe(status);
      const events = await eventsOf(id);
      const fresh = events.slice(seen);
      seen = events.length;
      return fresh;
    };

    const [paid, ...morePaid] = await step(() => call(paymentsRoute.POST, '/x', { method: 'POST', params, body: { amount: total, currency, method: 'cash' }, headers: admin }), 201);
    expect(morePaid).toEqual([]);
    expect(paid).toMatchObject({ type: 'order.payment_received', sequence: 2, data: { payment: { amount: total, currency, method: 'cash' }, order: { id, isPayed: true, version: 2 } } });

    const [refunded, ...moreRefunded] = await step(() => call(paymentsRoute.POST, '/x', { method: 'POST', params, body: { amount: -1, currency, method: 'cash' }, headers: admin }), 201);
    expect(moreRefunded).toEqual([]);
    expect(refunded).toMatchObject({ type: 'order.refunded', sequence: 3, data: { payment: { amount: 1, currency, method: 'cash' }, order: { isPayed: false, version: 3 } } });

    const [corrected, ...moreCorrected] = await step(() => call(contactRoute.PATCH, '/x', { method: 'PATCH', params, body: { phone: '+33698765432', givenName: 'Léonie' }, headers: admin }), 200);
    expect(moreCorrected).toEqual([]);
    expect(corrected).toMatchObject({ type: 'order.contact_changed', sequence: 4, data: { order: { customer: { phone: '+33698765432', givenName: 'Léonie' }, version: 4 } } });
    expect([...corrected!.data.fields!].sort()).toEqual(['givenName', 'phone']);
    // The same details again change nothing: no event.
    expect(await step(() => call(contactRoute.PATCH, '/x', { method: 'PATCH', params, body: { phone: '+33698765432' }, headers: admin }), 200)).toEqual([]);

    const [archived, ...moreArchived] = await step(() => call(archiveRoute.PUT, '/x', { method: 'PUT', params, headers: admin }), 200);
    expect(moreArchived).toEqual([]);
    expect(archived).toMatchObject({ type: 'order.archived', sequence: 5, data: { order: { isArchived: true, version: 5 } } });
    expect(await step(() => call(archiveRoute.PUT, '/x', { method: 'PUT', params, headers: admin }), 200)).toEqual([]);
    const [unarchived] = await step(() => call(archiveRoute.DELETE, '/x', { method: 'DELETE', params, headers: admin }), 200);
    expect(unarchived).toMatchObject({ type: 'order.unarchived', sequence: 6, data: { order: { isArchived: false, version: 6 } } });

    const [noted, ...moreNoted] = await step(() => call(notesRoute.POST, '/x', { method: 'POST', params, body: { body: 'Customer keeps the old zip.' }, headers: admin }), 201);
    expect(moreNoted).toEqual([]);
    // A note leaves the order's version as it was; the sequence still moves on.
    expect(noted).toMatchObject({ type: 'order.note_added', sequence: 7, data: { note: { body: 'Customer keeps the old zip.' }, order: { version: 6 } } });

    // The webhooks carry the very same bodies, one delivery per event.
    await dispatchEvents(await getDb(), { now: new Date(), mail: false });
    const deliveries = await call(deliveriesRoute.GET, '/x?limit=200', { params: { id: hook.json.id }, headers: admin });
    const bodies = new Map<string, unknown>();
    const db = await getDb();
    const { webhookDeliveries } = await import('@/db/schema');
    const { eq } = await import('drizzle-orm');
    for (const row of await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.json.id))) bodies.set(row.eventId, JSON.parse(row.body));
    const events = await eventsOf(id);
    expect(deliveries.json.deliveries.filter((d: { orderId: string }) => d.orderId === id)).toHaveLength(events.length);
    for (const event of events) expect(bodies.get(event.id)).toEqual(event);

    // Money taken at the counter sends the customer no message (only card payments' receipts do).
    const kinds = (await emailsOfOrder(db, id)).map((m) => m.kind);
    expect(kinds.filter((k) => k === 'payment_received' || k === 'refunded')).toEqual([]);
  }, 240_000);
});
