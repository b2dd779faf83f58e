import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { getDb } from '@/db/client';
import { claimDueEmails } from '@/db/outbox';
import { emailMessages } from '@/db/schema';
import { deliverDueEmails, OUTBOX_LEASE_MS } from '@/lib/notifications/deliver';
import { dispatchEvents } from '@/lib/notifications/dispatch';
import type { MailSender } from '@/lib/notifications/mailer';
import { readyCart } from '../helpers/booking';
import { call } from '../helpers/http';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';

await switchToOwnPostgresDatabase(); // its rounds take every due e-mail of the database

/** A sender that takes `ms` per message and records the Message-IDs it sent. */
function sender(ms = 0): MailSender & { sent: string[] } {
  const sent: string[] = [];
  return { sent, send: async (mail) => void (await new Promise((resolve) => setTimeout(resolve, ms)), sent.push(mail.messageId!)) };
}

/** One order's confirmation, queued for sending; its id (the Message-ID). */
async function queuedEmail(): Promise<string> {
  const db = await getDb();
  const { id } = await readyCart();
  const res = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId: id, paymentMethod: 'pay_on_collection', requestType: 'repair', language: 'fr', source: 'web' } });
  expect(res.status, res.text).toBe(201);
  await dispatchEvents(db, { now: new Date(), mail: true });
  const [message] = await db.select().from(emailMessages).where(eq(emailMessages.orderId, res.json.id));
  expect(message!.status).toBe('queued');
  return message!.id;
}

describe('the outbox e-mail lease (docs/notifications.md#lease)', () => {
  it(`a dead instance's claim is taken over once its ${OUTBOX_LEASE_MS / 1000} s lease ends, with the same Message-ID`, async () => {
    const db = await getDb();
    const id = await queuedEmail();
    const t0 = new Date();
    const [dead] = await db.transaction((tx) => claimDueEmails(tx, t0, new Date(t0.getTime() + OUTBOX_LEASE_MS), 10)); // claimed, then the instance died
    expect(dead!.id).toBe(id);
    const live = sender();
    expect(await deliverDueEmails(db, live, { now: new Date(t0.getTime() + OUTBOX_LEASE_MS - 1000) })).toBe(0);
    expect(await deliverDueEmails(db, live, { now: new Date(t0.getTime() + OUTBOX_LEASE_MS + 1000) })).toBe(1);
    expect(live.sent).toEqual([id]);
    const [row] = await db.select().from(emailMessages).where(eq(emailMessages.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a slow send keeps its lease renewed: no other worker takes it over meanwhile', async () => {
    const db = await getDb();
    const id = await queuedEmail();
    const slow = sender(1200);
    const other = sender();
    const leaseMs = 300;
    const first = deliverDueEmails(db, slow, { now: new Date(), leaseMs });
    await new Promise((resolve) => setTimeout(resolve, 700)); // well past the first lease's end
    expect(await deliverDueEmails(db, other, { now: new Date(), leaseMs })).toBe(0);
    expect(await first).toBe(1);
    expect(slow.sent).toEqual([id]);
    expect(other.sent).toEqual([]);
    const [row] = await db.select().from(emailMessages).where(eq(emailMessages.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null });
  });
});
