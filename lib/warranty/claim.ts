import 'server-only';
import { findDiscountCode } from '@/db/catalogue';
import { loadOrderParts, updateOrder } from '@/db/orders';
import { assertStaff } from '@/lib/admin/orders';
import type { Principal } from '@/lib/auth/session';
import { DomainError } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import { quoteProposedEvent } from '@/lib/notifications/events';
import { changeLockedOrder } from '@/lib/orders/concurrency';
import type { Precondition } from '@/lib/orders/etag';
import { invalid } from '@/lib/orders/plan';
import { insertQuote } from '@/lib/orders/quotes';
import { getOrder } from '@/lib/orders/read';
import { priceOrderBasket } from '@/lib/orders/repricing';
import { snapshotServices } from '@/lib/orders/snapshot';
import { canProposeQuote } from '@/lib/orders/status';
import { invalidTransition } from '@/lib/orders/transition-error';
import type { Locale } from '@/lib/schemas/common';
import type { WarrantyClaimBody } from '@/lib/schemas/contact';
import type { Order } from '@/lib/schemas/orders';

/**
 * POST /api/sip/orders/{id}/warranty-claim (docs/counter.md#warranty-claim): staff decide a warranty
 * booking's claim once. Accepted: recorded, the repair stays free. Rejected (with the reason): the
 * same booking priced as a paid one becomes a quote the customer must validate through the quote
 * consent flow; only their acceptance makes the order paid (lib/orders/quote-answer.ts), a decline
 * sends the garment back with nothing to pay. A rejection needs the item at hand (`received`), as a quote does.
 */
export async function decideWarrantyClaim(orderId: string, body: WarrantyClaimBody, principal: Principal | null, locale: Locale, precondition: Precondition = null): Promise<Order> {
  assertStaff(principal);
  const t = apiMessages(locale, 'Receipt');
  await changeLockedOrder(orderId, principal, precondition, async (tx, order, index) => {
    if (order.bookingType !== 'warranty' || !order.warranty) throw invalid('decision', t('notWarranty'));
    if (order.warranty.claim) throw new DomainError('conflict', { extra: { detail: t('claimDecided') } });
    const claim = { status: body.decision, decidedAt: new Date().toISOString(), note: body.note };
    if (body.decision === 'accepted') {
      await updateOrder(tx, order.id, { warranty: { ...order.warranty, claim } });
      return;
    }
    if (!canProposeQuote(order.status, principal.role)) throw invalidTransition(order.status, 'quote_pending', locale);
    const parts = await loadOrderParts(tx, order);
    const code = order.discountCode ? await findDiscountCode(tx, order.discountCode) : null;
    // The booked services at their prices (a warranty booking keeps them as originalPrice): what the customer would owe without the warranty.
    const asPaid = { ...order, bookingType: 'paid' as const };
    const items = parts.items.map((item) => ({ ...item, subServices: item.subServices.map((s) => ({ ...s, price: s.originalPrice })) }));
    const priced = priceOrderBasket(asPaid, items.map((item) => ({ item, lines: null })), index, code);
    const revised = Object.fromEntries(items.map((item) => [item.id, snapshotServices(index, item.subServices, priced.items.find((p) => p.itemId === item.itemId), 'paid', item.subServices)]));
    await updateOrder(tx, order.id, { warranty: { ...order.warranty, claim } });
    await insertQuote(tx, order, parts.baskets.length, priced, revised, body.note, principal);
    return quoteProposedEvent(order.id, order.status);
  });
  return getOrder(orderId, principal);
}
