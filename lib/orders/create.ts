import 'server-only';
import { findDiscountCode, countDiscountCodeUse } from '@/db/catalogue';
import { cartIdsOfItems, lockCart, markCustomerOrdered, updateCart, upsertCustomer, type CartRow } from '@/db/carts';
import { getDb, type Tx } from '@/db/client';
import { insertOrder, nextOrderNumber, putSnapshot, type OrderAggregate } from '@/db/orders';
import type { Principal } from '@/lib/auth/session';
import { assertCartAccess } from '@/lib/carts/access';
import { estimatedCompletion } from '@/lib/carts/business-days';
import { availableLogisticOptions, leadTimesOf, orderLogisticOption } from '@/lib/carts/logistics';
import { discountCodeUsable, priceCartState } from '@/lib/carts/pricing';
import { deliveryCountry } from '@/lib/carts/service';
import { cartOrderedError } from '@/lib/carts/ordered';
import { loadCartState } from '@/lib/carts/state';
import { servesArea, type CatalogueIndex } from '@/lib/catalogue/catalogue-index';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { ApiError } from '@/lib/http/errors';
import { apiMessages } from '@/lib/http/messages';
import { newId, newSecretId } from '@/lib/ids';
import { toWireBasket, toWireCommissions, toWireEstimatedPrice } from '@/lib/pricing';
import type { Locale } from '@/lib/schemas/common';
import type { OrderCreateBody } from '@/lib/schemas/orders';
import { pricesDiffer } from './price-check';
import { snapshotItem } from './snapshot';

const invalid = (path: string, message: string) => new ApiError('validation_failed', { errors: [{ path, message }] });

/**
 * POST /api/sip/orders: exactly one order per cart. The cart row is locked for the
 * whole transaction (concurrent attempts queue, then find it ordered → 409), the
 * unique index on orders.cart_id is the last word, and every price is recomputed here.
 */
export async function createOrder(body: OrderCreateBody, principal: Principal | null, locale: Locale): Promise<OrderAggregate> {
  const db = await getDb();
  const index = await getCatalogue();
  const cartId = body.cartId ?? (await cartFromItems(body));
  try {
    return await db.transaction(async (tx) => {
      const cart = assertCartAccess(await lockCart(tx, cartId), principal);
      if (cart.status === 'ordered') throw await cartOrderedError(tx, cart.id);
      return await placeOrder(tx, cart, body, principal, index, locale);
    });
  } catch (error) {
    // Two transactions that both passed the lock cannot both commit: the unique index answers.
    if ((error as { code?: string; cause?: { code?: string } }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') {
      throw await cartOrderedError(db, cartId);
    }
    throw error;
  }
}

async function cartFromItems(body: OrderCreateBody): Promise<string> {
  const itemIds = (body.items ?? []).map((i) => i.itemId);
  const carts = itemIds.length ? await cartIdsOfItems(await getDb(), itemIds) : [];
  if (carts.length !== 1) throw invalid('cartId', 'Give cartId, or itemIds of one cart.');
  return carts[0]!;
}


async function placeOrder(tx: Tx, cart: CartRow, body: OrderCreateBody, principal: Principal | null, index: CatalogueIndex, locale: Locale): Promise<OrderAggregate> {
  const t = apiMessages(locale, 'CartErrors');
  const state = await loadCartState(tx, cart);
  if (state.items.length === 0) throw new ApiError('cart_empty');
  if (body.providerId && body.providerId !== cart.providerId) throw invalid('providerId', t('mismatch'));
  if (body.items) {
    const sent = new Set(body.items.map((i) => i.itemId));
    if (sent.size !== state.items.length || state.items.some((i) => !sent.has(i.id))) throw invalid('items', t('mismatch'));
  }
  const provider = index.providersById.get(cart.providerId!)!;
  const store = index.storesById.get(cart.storeId!)!;

  // The interface's body may carry the customer and the logistic option the cart lacks.
  let customer = state.customer;
  if (!customer && body.customer) {
    if (!servesArea(provider, body.customer.address.country, body.customer.address.zipCode)) throw invalid('customer.address.zipCode', t('addressOutsideArea'));
    const { _id: _ignored, ...details } = body.customer;
    customer = await upsertCustomer(tx, { id: newId(), accountId: cart.accountId, ...details });
  }
  if (!customer) throw new ApiError('cart_incomplete', { params: { missing: 'customer' } });
  let logisticId = cart.logisticOptionId;
  if (body.logisticOption && logisticId && body.logisticOption !== logisticId) throw invalid('logisticOption', t('mismatch'));
  logisticId ??= body.logisticOption ?? null;
  const country = customer.address.country ?? (await deliveryCountry(tx, cart));
  const logistic = availableLogisticOptions(index, cart, country).find((o) => o.id === logisticId);
  if (!logisticId) throw new ApiError('cart_incomplete', { params: { missing: 'logisticOption' } });
  if (!logistic) throw invalid('logisticOption', t('logisticUnavailable'));

  const codeText = body.discountCode || cart.discountCode;
  const code = codeText ? await findDiscountCode(tx, codeText) : null;
  if (codeText && !discountCodeUsable(code, cart.storeId)) throw invalid('discountCode', t('codeInvalid'));
  const fresh = { ...state, customer };
  const result = priceCartState(fresh, index, store, logistic, code);
  if (pricesDiffer(body, index, cart.currency, cart.bookingType, result)) {
    throw new ApiError('price_changed', { extra: { pricing: { currency: cart.currency, basket: toWireBasket(result, { isValidated: false, step: 'cart' }) } } });
  }
  if (code && !(await countDiscountCodeUse(tx, code.id))) throw invalid('discountCode', t('codeInvalid'));

  const now = new Date();
  const orderId = newSecretId();
  const leadTimes = leadTimesOf(index, state.items.flatMap((i) => i.services.map((s) => s.subServiceId)));
  const snapshots = state.items.map((item) => snapshotItem(index, item, result.items.find((p) => p.itemId === item.id), cart.bookingType));
  const [orderNumber] = await Promise.all([
    nextOrderNumber(tx, now.getUTCFullYear()),
    ...snapshots.flatMap((s) => (s.attributeGroup ? [putSnapshot(tx, s.snapshot.attributeGroupRef!, 'attribute_group', s.attributeGroup)] : [])),
  ]);
  const kinds = snapshots.flatMap((s) => s.services.map((x) => x.kind));
  const basket = toWireBasket(result, { isValidated: true, step: 'booking' });
  const [created] = await Promise.all([
    insertOrder(tx, {
      order: {
        id: orderId,
        orderNumber,
        cartId: cart.id,
        storeId: store.id,
        providerId: provider.id,
        customerId: customer.id,
        accountId: cart.accountId,
        staffAccountId: cart.staffAccountId,
        bookingType: cart.bookingType,
        source: body.source ?? cart.source,
        requestType: body.requestType ?? (kinds.every((k) => k === 'alteration') ? 'alteration' : 'repair'),
        paymentMethod: cart.bookingType === 'warranty' ? 'none' : (body.paymentMethod && body.paymentMethod !== 'none' ? body.paymentMethod : 'pay_at_drop_off'),
        language: body.language ?? cart.language,
        currency: cart.currency,
        discountCode: code?.code ?? '',
        note: body.note ?? '',
        orderDate: now,
        estimatedCompletionDate: estimatedCompletion(now, logistic.onwardTransitDays, leadTimes, logistic.returnTransitDays),
        warrantyStatus: cart.bookingType === 'warranty' ? 'under_warranty' : 'no_warranty',
        insurance: { status: cart.insuranceStatus, estimatedItemPrice: null, price: null, parcelId: null },
        address: customer.address,
        customer: {
          paymentCustomerId: customer.paymentCustomerId,
          title: customer.title,
          customerId: cart.accountId,
          email: customer.email,
          familyName: customer.familyName,
          givenName: customer.givenName,
          phone: customer.phone,
          lastOrderDate: now.toISOString(),
          id: customer.id,
          userId: cart.accountId ?? '',
          name: `${customer.givenName} ${customer.familyName}`,
        },
        logisticOption: { ...orderLogisticOption(logistic), price: logistic.price },
        comissions: toWireCommissions(result),
        estimatedPrice: toWireEstimatedPrice(result),
        totalMinor: result.totals.total,
        customerEmail: customer.email.toLowerCase(),
        customerName: `${customer.givenName} ${customer.familyName}`.toLowerCase(),
      },
      items: state.items.map((item, position) => ({
        id: newId(),
        orderId,
        itemId: item.id,
        position,
        name: snapshots[position]!.name,
        categoryId: item.categoryId,
        subCategoryId: item.subCategoryId,
        attributeGroupId: item.attributeGroupId,
        values: item.values,
        imageKeys: item.imageKeys,
        subServices: snapshots[position]!.services,
        snapshot: snapshots[position]!.snapshot,
      })),
      basket: { orderId, index: 0, step: 'booking', isValidated: true, currency: cart.currency, costToUser: basket.costToUser, items: basket.items, note: [], discountCode: basket.discountCode },
      history: { id: newId(), orderId, status: 'booked', date: now, accountId: principal?.accountId ?? null, role: principal?.role ?? 'guest', note: '' },
    }),
    updateCart(tx, cart.id, { status: 'ordered', customerId: customer.id, logisticOptionId: logistic.id }),
    markCustomerOrdered(tx, customer.id, now),
  ]);
  return created;
}

