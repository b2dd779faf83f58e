import { giveCheckoutOrders } from '@/db/account-data';
import type { Db } from '@/db/client';
import { loadOrderAggregates } from '@/db/orders';
import { lockPendingEvents, recordDispatch, type DispatchRound } from '@/db/outbox';
import { listEndpoints } from '@/db/webhooks';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { newId } from '@/lib/ids';
import { orderViews } from '@/lib/orders/read';
import { capLiveTrackingTokens, newTrackingToken } from '@/lib/orders/tracking';
import { LOCALES } from '@/lib/schemas/constants';
import { OrderSchema } from '@/lib/schemas/orders';
import type { Locale } from '@/lib/schemas/common';
import { accountEventEmail } from './account-mail';
import { emailContent } from './emails/content';
import { renderEmail } from './emails/render';
import { emailKindFor, type OrderEvent } from './events';
import { eventPayload } from './payload';
import { SNAPSHOT_GRACE_MS, systemFor } from './snapshot';
import { threadEmails } from './thread-mail';
import { paymentEmailKind } from '@/lib/payments/emails';


export const appOrigin = () => process.env.APP_ORIGIN?.split(',')[0]?.trim() || `http://localhost:${process.env.PORT ?? 3000}`;

/**
 * Turns pending outbox events into the customer's e-mail and one delivery per subscribed
 * endpoint, in one transaction with the events' locks (SKIP LOCKED: workers share the work,
 * never an event). The e-mail is rendered now, with a fresh tracking link, and kept: a retry
 * after a restart sends the very same message. `eventIds` limits the round to those events (one
 * request's own e-mail, e.g. tests/helpers/accounts.ts reading a sign-up link on a shared database).
 * Returns how many events it handled.
 */
export async function dispatchEvents(db: Db, options: { now: Date; limit?: number; mail: boolean; eventIds?: string[] }): Promise<number> {
  const catalogue = await getCatalogue(); // loaded before the transaction: PGlite cannot serve `db` inside one
  const endpoints = await listEndpoints(db);
  return db.transaction(async (tx) => {
    const events = await lockPendingEvents(tx, options.limit ?? 50, options.eventIds);
    // A checkout whose account link was confirmed before the order: the order joins the account now, before it is read.
    await giveCheckoutOrders(tx, { orderIds: events.flatMap((e) => (e.type === 'order.created' && e.orderId ? [e.orderId] : [])) });
    // The batch's orders read and shaped together: a handful of statements per batch, not per event.
    const orderIds = [...new Set(events.flatMap((e) => (e.orderId ? [e.orderId] : [])))];
    const aggregates = await loadOrderAggregates(tx, orderIds);
    const views = [...(await orderViews(aggregates.filter((a) => a.order.livemode), systemFor(true), tx)), ...(await orderViews(aggregates.filter((a) => !a.order.livemode), systemFor(false), tx))];
    const answers = new Map(views.map((o) => [o.id, o]));
    // Test orders (docs/integrators.md#test-mode): their e-mails are rendered and kept, never sent; their events go to test endpoints only.
    const live = new Map(aggregates.map((a) => [a.order.id, a.order.livemode]));
    const emails: DispatchRound['emails'] = [];
    const deliveries: DispatchRound['deliveries'] = [];
    const tokens: DispatchRound['tokens'] = [];
    const handled: string[] = [];
    for (const event of events) {
      handled.push(event.id);
      if (!event.orderId) {
        const email = await accountEventEmail(tx, event, { ...options, origin: appOrigin() });
        if (email) emails.push(email);
        continue;
      }
      const order = answers.get(event.orderId);
      if (!order) continue;
      const livemode = live.get(event.orderId) ?? true;
      const mail = options.mail && livemode;
      // The order as the event left it; an order.created's snapshot comes a moment after its statement: until then, the order now stands in only if it has not moved on.
      let snapshot = event.snapshot;
      if (!snapshot && event.orderVersion !== null && order.version !== event.orderVersion && options.now.getTime() - event.createdAt.getTime() < SNAPSHOT_GRACE_MS) {
        handled.pop();
        continue;
      }
      snapshot ??= OrderSchema.parse(order) as unknown as Record<string, unknown>;
      // A thread message goes to the other side of the thread, not only to the customer (docs/atelier.md#messages).
      if (event.type === 'order.message_posted') {
        const made = await threadEmails(tx, event, order, catalogue, { ...options, mail, origin: appOrigin() });
        emails.push(...made.emails);
        tokens.push(...made.tokens);
      }
      const kind = paymentEmailKind(emailKindFor(event as OrderEvent), event, order);
      // A phone-only walk-in gave no e-mail (docs/counter.md#phone-only): nothing is mailed, the webhooks still go.
      if (kind && order.customer.email) {
        const locale: Locale = (LOCALES as readonly string[]).includes(order.language) ? (order.language as Locale) : 'en';
        const { token, row } = newTrackingToken(order.id, options.now);
        tokens.push(row);
        const rendered = renderEmail(emailContent(kind, order, { locale, trackUrl: `${appOrigin()}/${locale}/track/${token}`, data: event.data }));
        emails.push({
          id: newId(), eventId: event.id, orderId: order.id, kind, locale, toAddress: order.customer.email, ...rendered,
          status: mail ? 'queued' : 'kept', nextAttemptAt: options.now, createdAt: options.now,
        });
      }
      // The webhook body is the event (lib/notifications/payload.ts), the same as GET /api/sip/events answers.
      const subscribed = endpoints.filter((e) => e.livemode === livemode && e.events.includes(event.type) && (!e.storeId || e.storeId === order.store._id));
      if (!subscribed.length) continue;
      const body = JSON.stringify(eventPayload(event, snapshot, livemode));
      for (const endpoint of subscribed) {
        deliveries.push({ id: newId(), eventId: event.id, endpointId: endpoint.id, orderId: event.orderId, sequence: event.sequence, type: event.type, body, nextAttemptAt: options.now, createdAt: options.now });
      }
    }
    await recordDispatch(tx, { tokens, emails, deliveries, eventIds: handled, at: options.now });
    await capLiveTrackingTokens(tx, tokens.map((t) => t.orderId), options.now); // docs/notifications.md#tracking-limits
    return handled.length;
  });
}
