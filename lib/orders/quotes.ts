import 'server-only';
import { findDiscountCode } from '@/db/catalogue';
import type { Tx } from '@/db/client';
import { insertBasket, insertHistory, loadOrderParts, updateOrder, type OrderRow } from '@/db/orders';
import type { ServiceSnapshot } from '@/db/schema/order-json';
import type { Principal } from '@/lib/auth/session';
import { ApiError } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import { newId } from '@/lib/ids';
import { quoteProposedEvent } from '@/lib/notifications/events';
import { toWireBasket, toWireCommissions, toWireEstimatedPrice, type PricingResult } from '@/lib/pricing';
import type { Locale } from '@/lib/schemas/common';
import type { Order, QuoteBody } from '@/lib/schemas/orders';
import { getOrder } from './read';
import { changeLockedOrder } from './concurrency';
import type { Precondition } from './etag';
import { freeLineSnapshot } from './free-lines';
import { priceOrderBasket, type RevisedLine } from './repricing';
import { snapshotServices } from './snapshot';
import { invalidTransition } from './transition-error';
import { canProposeQuote } from './status';

/**
 * POST /api/sip/orders/{id}/quotes: after inspection the atelier revises the work. The
 * listed items get the given services (current catalogue prices, or the booked price
 * for a service already booked); others keep theirs. The new basket waits for the
 * customer (quote_pending), who accepts or declines it.
 */
export async function proposeQuote(id: string, body: QuoteBody, principal: Principal, locale: Locale, precondition: Precondition = null): Promise<Order> {
  const t = apiMessages(locale, 'CartErrors');
  await changeLockedOrder(id, principal, precondition, async (tx, order, index) => {
    if (!canProposeQuote(order.status, principal.role)) throw invalidTransition(order.status, 'quote_pending', locale);
    const parts = await loadOrderParts(tx, order);
    const errors: { path: string; message: string }[] = [];
    const store = index.storesById.get(order.storeId)!;
    const freeContext = { currency: order.currency, language: locale, storeVatRateBp: store.vatRateBp, bookingType: order.bookingType };
    // Free lines become services of their item (docs/decisions.md#free-quote-lines), priced and kept beside the catalogue's.
    const free = new Map(body.items.map((i) => [i.itemId, i.freeLines.map((line) => freeLineSnapshot(line, freeContext, newId()))]));
    const revised = new Map<string, RevisedLine[]>(body.items.map((i) => [i.itemId, [...i.subServices, ...free.get(i.itemId)!]]));
    // The quote names items by their cart item id or their order item id.
    const revisedLines = (item: { itemId: string; id: string }) => revised.get(item.itemId) ?? revised.get(item.id);
    body.items.forEach((item, i) => {
      const booked = parts.items.find((o) => o.itemId === item.itemId || o.id === item.itemId);
      if (!booked) return errors.push({ path: `items.${i}.itemId`, message: t('itemUnknown') });
      if (item.subServices.length === 0 && item.freeLines.length === 0) errors.push({ path: `items.${i}.subServices`, message: t('quoteItemEmpty') });
      item.subServices.forEach((line, j) => {
        const ss = index.subServicesById.get(line.subServiceId);
        if (!ss || ss.providerId !== order.providerId || ss.subCategoryId !== booked.subCategoryId) errors.push({ path: `items.${i}.subServices.${j}.subServiceId`, message: t('subServiceNotOffered') });
        else if (line.quantity > 1 && !ss.canBeMultiple) errors.push({ path: `items.${i}.subServices.${j}.quantity`, message: t('quantityNotMultiple') });
      });
    });
    if (errors.length) throw new ApiError('validation_failed', { errors });

    const code = order.discountCode ? await findDiscountCode(tx, order.discountCode) : null;
    const priced = priceOrderBasket(order, parts.items.map((item) => ({ item, lines: revisedLines(item) ?? null })), index, code);
    // What each revised item will list once the customer accepts (until then it lists what was booked).
    const revisedServices = Object.fromEntries(
      parts.items.flatMap((item) => {
        const lines = revisedLines(item);
        if (!lines) return [];
        const pricedItem = priced.items.find((p) => p.itemId === item.itemId);
        const catalogue = lines.filter((l) => !l.free);
        return [[item.id, [...snapshotServices(index, catalogue, pricedItem, order.bookingType, item.subServices), ...(free.get(item.itemId) ?? free.get(item.id) ?? [])]]];
      }),
    );
    await insertQuote(tx, order, parts.baskets.length, priced, revisedServices, body.note, principal);
    return quoteProposedEvent(order.id, order.status);
  });
  return getOrder(id, principal);
}

/**
 * Appends a quote basket the customer must validate and puts the order in quote_pending: the one
 * consent flow of a revised quote and of a rejected warranty claim (docs/decisions.md#quote-consent,
 * docs/counter.md#warranty-claim). `revisedServices`: what each item lists once the quote is accepted.
 */
export async function insertQuote(tx: Tx, order: OrderRow, index: number, priced: PricingResult, revisedServices: Record<string, ServiceSnapshot[]>, note: string, principal: Principal): Promise<void> {
  const basket = toWireBasket(priced, { isValidated: false, step: 'quote', note: [{ role: principal.role, message: note, itemId: '' }] });
  await insertBasket(tx, {
    orderId: order.id,
    index,
    step: 'quote',
    isValidated: false,
    currency: order.currency,
    costToUser: basket.costToUser,
    items: basket.items,
    note: basket.note,
    discountCode: basket.discountCode,
    revisedServices,
    // What accepting it makes the order's: the split by the store's contract of these amounts.
    comissions: toWireCommissions(priced),
    estimatedPrice: toWireEstimatedPrice(priced),
    createdByAccountId: principal.accountId,
  });
  await updateOrder(tx, order.id, { status: 'quote_pending' });
  await insertHistory(tx, { id: newId(), orderId: order.id, status: 'quote_pending', date: new Date(), accountId: principal.accountId, role: principal.role, note });
}
