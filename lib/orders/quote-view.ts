import type { OrderBasketRow, OrderItemRow } from '@/db/orders';
import type { ServiceSnapshot } from '@/db/schema/order-json';
import { majorToMinor, minorToMajor } from '@/lib/money';
import type { Currency } from '@/lib/schemas/common';
import type { QuoteView } from '@/lib/schemas/order-life';
import { payOnAccept } from '@/lib/payments/rules';

type Line = QuoteView['lines'][number];

/**
 * The latest revised quote as the customer reads it (docs/decisions.md#quote-consent): each line
 * of the quote and of the booking it replaces, with what changed, its price and the Bonus Réparation
 * taken off it. Before the answer the booking is what the items list; after an acceptance it is
 * what the quote replaced (kept on its basket). Null when the order never had a quote.
 */
export function quoteView(
  baskets: OrderBasketRow[],
  items: OrderItemRow[],
  currency: Currency,
  payment: { paymentMethod: string; bookingType: string; paidMinor: number; online: boolean } = { paymentMethod: '', bookingType: 'paid', paidMinor: 0, online: false },
): QuoteView | null {
  const quote = baskets.findLast((b) => b.step === 'quote');
  if (!quote) return null;
  const revised = quote.revisedServices ?? {};
  const replaced = quote.replacedServices ?? {};
  const accepted = (quote.answer ?? (quote.isValidated ? 'accepted' : null)) === 'accepted';
  const lines: Line[] = items.flatMap((item) => {
    const before = accepted ? (replaced[item.id] ?? item.subServices) : item.subServices;
    const after = revised[item.id] ?? before;
    const fund = bonusBySubService(quote, item.itemId);
    const line = (s: ServiceSnapshot, quantity: number, bookedQuantity: number): Line => {
      const unit = s.price[currency] ?? 0;
      const change = bookedQuantity === 0 ? 'added' : quantity === 0 ? 'removed' : quantity !== bookedQuantity ? 'quantity' : 'unchanged';
      return {
        orderItemId: item.id,
        itemId: item.itemId,
        subServiceId: s.subServiceId,
        displayName: s.displayName,
        quantity,
        bookedQuantity,
        unitPrice: minorToMajor(unit),
        price: minorToMajor(unit * quantity),
        repairFund: quantity > 0 ? (fund.get(s.subServiceId) ?? 0) : 0,
        change,
        free: s.free !== undefined,
      };
    };
    return [
      ...after.map((s) => line(s, s.quantity, before.find((b) => b.subServiceId === s.subServiceId)?.quantity ?? 0)),
      ...before.filter((b) => !after.some((s) => s.subServiceId === b.subServiceId)).map((b) => line(b, 0, b.quantity)),
    ];
  });
  return {
    basketIndex: quote.index,
    status: quote.answer ?? (quote.isValidated ? 'accepted' : 'pending'),
    note: quote.note.map((n) => n.message).join('\n'),
    proposedAt: quote.createdAt.toISOString(),
    currency,
    total: quote.costToUser.total,
    bookedTotal: baskets[0]?.costToUser.total ?? 0,
    repairFund: quote.costToUser.repairFund,
    lines,
    // Only while the quote waits: once answered, what is still due is the order's `due`.
    payOnAccept: accepted || quote.answer ? 0 : minorToMajor(payOnAccept(majorToMinor(quote.costToUser.total), payment, payment.online)),
  };
}

/** The Bonus Réparation of one item's lines in a basket, by sub-service (major units). */
function bonusBySubService(basket: OrderBasketRow, itemId: string): Map<string, number> {
  const offers = basket.items.find((i) => i.itemId === itemId)?.appliedDiscountOffer ?? [];
  const bySub = new Map<string, number>();
  for (const o of offers) if (o.isRepairFund) bySub.set(o.subServiceId, (bySub.get(o.subServiceId) ?? 0) + o.amount);
  return bySub;
}
