import 'server-only';
import { getDb } from '@/db/client';
import { findOrder } from '@/db/orders';
import { emailsOfOrder } from '@/db/outbox';
import type { Principal } from '@/lib/auth/session';
import { assertOrderAccess } from '@/lib/orders/access';
import type { OrderMessage } from '@/lib/schemas/notifications';

/** GET /api/sip/admin/orders/{id}/messages: what the customer was sent about the order, newest first. */
export async function listOrderMessages(orderId: string, principal: Principal): Promise<OrderMessage[]> {
  const db = await getDb();
  assertOrderAccess(await findOrder(db, orderId), principal);
  return (await emailsOfOrder(db, orderId)).map((m) => ({
    id: m.id,
    kind: m.kind,
    locale: m.locale,
    toAddress: m.toAddress,
    subject: m.subject,
    text: m.text,
    status: m.status,
    attempts: m.attempts,
    lastError: m.lastError,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
  }));
}
