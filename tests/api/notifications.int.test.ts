import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { emailMessages } from '@/db/schema';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as transitionsRoute from '@/app/api/sip/orders/[id]/transitions/route';
import { smtpSender } from '@/lib/notifications/mailer';
import { runNotificationsRound } from '@/lib/notifications/worker';
import { orderAccessFromTrackingToken } from '@/lib/orders/tracking';
import { bearer, CUSTOMER, readyCart } from '../helpers/booking';
import { call } from '../helpers/http';
import { startSmtp } from '../helpers/smtp';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';

await switchToOwnPostgresDatabase(); // its worker would take other files' events (tests/helpers/own-database.ts)

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());

const round = async (now = new Date()) => runNotificationsRound(await getDb(), { now, sender: smtpSender(smtp.url) });
async function place(language: string, customer = CUSTOMER, inStore?: Record<string, string>) {
  const { id } = await readyCart({ customer, ...(inStore ? { headers: inStore, optionKind: 'store_drop_off' } : {}) });
  const res = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId: id, paymentMethod: 'pay_on_collection', requestType: 'repair', language, source: 'web' }, headers: inStore });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: string; orderNumber: string };
}
const mailsOf = (orderNumber: string) => smtp.received.filter((m) => m.subject.includes(orderNumber) || m.text.includes(orderNumber));
const trackToken = (text: string) => /\/track\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe('customer e-mails through the outbox', () => {
  it('sends one booking confirmation per order, in the order’s language, with its number, prices and a tracking link that opens only that order', async () => {
    const subjects = { fr: 'est réservée', en: 'is booked', de: 'ist gebucht', es: 'está reservada' };
    const placed = [];
    for (const language of Object.keys(subjects)) placed.push({ language, order: await place(language, { ...CUSTOMER, email: `buyer-${language}@example.com` }) });
    await round();
    await round();
    for (const { language, order } of placed) {
      const mails = mailsOf(order.orderNumber);
      expect(mails, language).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.language).toBe(language);
      expect(mail!.subject).toContain(subjects[language as keyof typeof subjects]);
      expect(mail!.to).toBe(`buyer-${language}@example.com`);
      expect(mail!.html).toContain(order.orderNumber);
      expect(mail!.html).toMatch(/<table[^>]*><caption/);
      const token = trackToken(mail!.text);
      expect(token).toBeDefined();
      const access = await orderAccessFromTrackingToken(token!);
      expect(access?.orderId).toBe(order.id);
    }
    expect(await orderAccessFromTrackingToken('x'.repeat(43))).toBeNull();
  }, 120_000);

  it('sends each status step’s message once, however many rounds run', async () => {
    // Booked at the Paris counter: 'ready for collection' is for items brought to a store.
    const staff = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
    const order = await place('en', CUSTOMER, staff);
    const move = async (to: string) => expect((await call(transitionsRoute.POST, '/x', { method: 'POST', body: { to }, params: { id: order.id }, headers: staff })).status).toBe(200);
    await move('in_transit');
    await move('received');
    await round();
    await move('in_repair');
    await move('repaired');
    await move('ready_for_collection'); // an in-store order waits at the store (docs/decisions.md#statuses)
    await move('completed');
    await round();
    await round();
    const subjects = mailsOf(order.orderNumber).map((m) => m.subject).sort();
    expect(subjects).toEqual(
      [`Your repair ${order.orderNumber} is booked`, `We have received your items (${order.orderNumber})`, `Your items are repaired (${order.orderNumber})`, `Ready for collection: ${order.orderNumber}`, `Your order ${order.orderNumber} is complete`].sort(),
    );
    const stored = await (await getDb()).select().from(emailMessages).where(eq(emailMessages.orderId, order.id));
    expect(stored.every((m) => m.status === 'sent' && m.attempts === 1)).toBe(true);
  });

  it('loses nothing when the SMTP server dies mid-run and comes back', async () => {
    const port = smtp.port;
    await smtp.close();
    const order = await place('fr');
    await round();
    const [waiting] = await (await getDb()).select().from(emailMessages).where(eq(emailMessages.orderId, order.id));
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting!.lastError).toBeTruthy();
    smtp = await startSmtp(port);
    await round(new Date(Date.now() + 3600_000));
    await round(new Date(Date.now() + 7200_000));
    expect(mailsOf(order.orderNumber)).toHaveLength(1);
    const [sent] = await (await getDb()).select().from(emailMessages).where(eq(emailMessages.orderId, order.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  }, 60_000);

  it('marks a message to an address the server refuses as failed after one try, never retried', async () => {
    const order = await place('es', { ...CUSTOMER, email: 'reject@example.com' });
    await round();
    await round(new Date(Date.now() + 24 * 3600_000));
    const [failed] = await (await getDb()).select().from(emailMessages).where(eq(emailMessages.orderId, order.id));
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed!.lastError).toMatch(/550|mailbox/);
    expect(mailsOf(order.orderNumber)).toHaveLength(0);
  }, 60_000);
});
