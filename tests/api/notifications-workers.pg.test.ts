import { drizzle } from 'drizzle-orm/postgres-js';
import { inArray } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '@/db/client';
import { enqueueOrderEvent } from '@/db/outbox';
import * as schema from '@/db/schema';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { newId } from '@/lib/ids';
import { smtpSender } from '@/lib/notifications/mailer';
import { runNotificationsRound } from '@/lib/notifications/worker';
import { CUSTOMER, readyCart } from '../helpers/booking';
import { call } from '../helpers/http';
import { startSmtp } from '../helpers/smtp';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';

await switchToOwnPostgresDatabase(); // its worker would take other files' events (tests/helpers/own-database.ts)

let smtp: Awaited<ReturnType<typeof startSmtp>>;
const other = postgres(process.env.DATABASE_URL!, { max: 4, onnotice: () => {} });
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
  await other.end();
});

/** Rounds until a full pass of this worker finds nothing to do. */
async function drain(db: Db) {
  for (let idle = 0; idle < 3; ) {
    const done = await runNotificationsRound(db, { sender: smtpSender(smtp.url) });
    idle = done.events + done.emails + done.webhooks === 0 ? idle + 1 : 0;
  }
}

describe('two notification workers on one Postgres', () => {
  it('send each of 240 messages exactly once between them', async () => {
    const db = await getDb();
    // A second process's handle: its own connections to the same database.
    const second = drizzle({ client: other, schema }) as unknown as Db;
    const orderIds: string[] = [];
    for (const language of ['fr', 'en', 'de', 'es']) {
      const { id } = await readyCart();
      const res = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId: id, paymentMethod: 'pay_on_collection', requestType: 'repair', language, source: 'web' } });
      expect(res.status, res.text).toBe(201);
      orderIds.push(res.json.id);
    }
    for (let i = 0; i < 236; i++) await enqueueOrderEvent(db, { id: newId(), orderId: orderIds[i % 4]!, type: 'order.status_changed', data: { from: 'in_transit', to: 'received' } });
    await Promise.all([drain(db), drain(second), drain(db), drain(second)]);
    const stored = await db.select().from(schema.emailMessages).where(inArray(schema.emailMessages.orderId, orderIds));
    expect(stored).toHaveLength(240);
    expect(stored.every((m) => m.status === 'sent' && m.attempts === 1)).toBe(true);
    const ids = smtp.received.filter((m) => m.to === CUSTOMER.email).map((m) => m.messageId);
    expect(ids).toHaveLength(240);
    expect(new Set(ids).size).toBe(240);
    expect(new Set(stored.map((m) => `<${m.id}@reprise>`))).toEqual(new Set(ids));
  }, 180_000);
});
