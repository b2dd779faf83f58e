import 'server-only';
import { getDb } from '@/db/client';
import { findOrder } from '@/db/orders';
import type { Principal } from '@/lib/auth/session';
import { ApiError } from '@/lib/http/errors';
import { assertOrderAccess } from '@/lib/orders/access';
import type { REISSUE_REASONS } from '@/lib/schemas/invoices';
import { reissueInvoice } from './issue';
import { listInvoices, type InvoiceView } from './read';

/** POST /api/sip/orders/{id}/invoices (staff): docs/invoices.md#corrections. Answers the order's invoices after. */
export async function reissueInvoiceOf(orderId: string, reason: (typeof REISSUE_REASONS)[number], principal: Principal): Promise<InvoiceView[]> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const order = assertOrderAccess(await findOrder(tx, orderId, { lock: true }), principal);
    if (order.status !== 'completed') throw new ApiError('no_invoice');
    await reissueInvoice(tx, order, reason);
  });
  return listInvoices(orderId, principal);
}
