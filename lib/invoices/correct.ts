import 'server-only';
import type { Principal } from '@/lib/auth/session';
import { ApiError } from '@/lib/errors';
import { changeLockedOrder } from '@/lib/orders/concurrency';
import type { REISSUE_REASONS } from '@/lib/schemas/invoices';
import { reissueInvoice } from './issue';
import { listInvoices, type InvoiceView } from './read';

/** POST /api/sip/orders/{id}/invoices (staff): docs/invoices.md#corrections. Answers the order's invoices after. */
export async function reissueInvoiceOf(orderId: string, reason: (typeof REISSUE_REASONS)[number], principal: Principal): Promise<InvoiceView[]> {
  // No If-Match here: a correction re-states the invoice, whatever the order's version.
  await changeLockedOrder(orderId, principal, null, async (tx, order) => {
    if (order.status !== 'completed') throw new ApiError('no_invoice');
    await reissueInvoice(tx, order, reason);
  });
  return listInvoices(orderId, principal);
}
