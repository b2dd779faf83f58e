import 'server-only';
import { findDiscountCode } from '@/db/catalogue';
import { getDb } from '@/db/client';
import { enqueueOrderEvent } from '@/db/outbox';
import { findOrder, insertBasket, insertHistory, loadOrderParts, updateOrder } from '@/db/orders';
import type { Principal } from '@/lib/auth/session';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { ApiError } from '@/lib/http/errors';
import { apiMessages } from '@/lib/http/messages';
import { newId } from '@/lib/ids';
import { quoteProposedEvent } from '@/lib/notifications/events';
import { priceCart, toWireBasket, type PricingInput } from '@/lib/pricing';
import type { Locale } from '@/lib/schemas/common';
import type { Order, QuoteBody } from '@/lib/schemas/orders';
import { assertOrderAccess } from './access';
import { getOrder } from './read';
import { snapshotServices } from './snapshot';
import { canProposeQuote } from './status';

/**
 * POST /api/sip/orders/{id}/quotes: after inspection the atelier revises the work. The
 * listed items get the given services (current catalogue prices, or the booked price
 * for a service already booked); others keep theirs. The new basket waits for the
 * customer (quote_pending), who accepts or declines it.
 */
export async function proposeQuote(id: string, body: QuoteBody, principal: Principal, locale: Locale): Promise<Order> {
  const db = await getDb();
  const index = await getCatalogue();
  const t = apiMessages(locale, 'CartErrors');
  await db.transaction(async (tx) => {
    const order = assertOrderAccess(await findOrder(tx, id, { lock: true }), principal);
    if (!canProposeQuote(order.status, principal.role)) {
      throw new ApiError('invalid_transition', { params: { from: order.status, to: 'quote_pending' }, extra: { from: order.status, to: 'quote_pending' } });
    }
    const parts = await loadOrderParts(tx, order);
    const errors: { path: string; message: string }[] = [];
    const revised = new Map(body.items.map((i) => [i.itemId, i.subServices]));
    // The quote names items by their cart item id or their order item id.
    const revisedLines = (item: { itemId: string; id: string }) => revised.get(item.itemId) ?? revised.get(item.id);
    body.items.forEach((item, i) => {
      const booked = parts.items.find((o) => o.itemId === item.itemId || o.id === item.itemId);
      if (!booked) return errors.push({ path: `items.${i}.itemId`, message: t('itemUnknown') });
      item.subServices.forEach((line, j) => {
        const ss = index.subServicesById.get(line.subServiceId);
        if (!ss || ss.providerId !== order.providerId || ss.subCategoryId !== booked.subCategoryId) errors.push({ path: `items.${i}.subServices.${j}.subServiceId`, message: t('subServiceNotOffered') });
        else if (line.quantity > 1 && !ss.canBeMultiple) errors.push({ path: `items.${i}.subServices.${j}.quantity`, message: t('quantityNotMultiple') });
      });
    });
    if (errors.length) throw new ApiError('validation_failed', { errors });

    const store = index.storesById.get(order.storeId)!;
    const currency = order.currency;
    const input: PricingInput = {
      currency,
      bookingType: order.bookingType,
      store: { country: store.country, vatRateBp: store.vatRateBp, serviceFee: store.serviceFee, commissionContract: store.commissionContract },
      provider: { repairFundLabelled: index.providersById.get(order.providerId)?.repairFundLabelled ?? false },
      items: parts.items.map((item) => {
        const booked = item.subServices;
        const lines = revisedLines(item) ?? booked.map((b) => ({ subServiceId: b.subServiceId, quantity: b.quantity }));
        return {
          itemId: item.itemId,
          lines: lines.map((line) => {
            const ss = index.subServicesById.get(line.subServiceId);
            const was = booked.find((b) => b.subServiceId === line.subServiceId);
            return {
              subServiceId: line.subServiceId,
              quantity: line.quantity,
              unitPrice: was?.price[currency] ?? ss?.price[currency] ?? 0,
              unitOriginalPrice: was?.originalPrice[currency] ?? ss?.originalPrice[currency] ?? 0,
              kind: ss?.kind ?? was?.kind ?? 'repair',
              offers: (ss?.offers ?? []).map((o) => ({ ...o, fixedAmount: o.fixedAmount[currency] })),
            };
          }),
        };
      }),
      deliveryPrice: order.logisticOption.price[currency] ?? 0,
      discountCode: null,
    };
    const code = order.discountCode ? await findDiscountCode(tx, order.discountCode) : null;
    if (code) input.discountCode = { code: code.code, type: code.type, percentage: code.percentage, fixedAmount: code.fixedAmount[currency] };
    const priced = priceCart(input);
    const basket = toWireBasket(priced, { isValidated: false, step: 'quote', note: [{ role: principal.role, message: body.note, itemId: '' }] });
    // What each revised item will list once the customer accepts (until then it lists what was booked).
    const revisedServices = Object.fromEntries(
      parts.items.flatMap((item) => {
        const lines = revisedLines(item);
        if (!lines) return [];
        const pricedItem = priced.items.find((p) => p.itemId === item.itemId);
        return [[item.id, snapshotServices(index, lines, pricedItem, order.bookingType, item.subServices)]];
      }),
    );
    await insertBasket(tx, {
      orderId: order.id,
      index: parts.baskets.length,
      step: 'quote',
      isValidated: false,
      currency,
      costToUser: basket.costToUser,
      items: basket.items,
      note: basket.note,
      discountCode: basket.discountCode,
      revisedServices,
      createdByAccountId: principal.accountId,
    });
    await updateOrder(tx, order.id, { status: 'quote_pending' });
    await insertHistory(tx, { id: newId(), orderId: order.id, status: 'quote_pending', date: new Date(), accountId: principal.accountId, role: principal.role, note: body.note });
    await enqueueOrderEvent(tx, quoteProposedEvent(order.id, order.status));
  });
  return getOrder(id, principal);
}
