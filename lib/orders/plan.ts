import 'server-only';
import { customerRowOf, type CartRow } from '@/db/carts';
import { findDiscountCode } from '@/db/catalogue';
import type { Executor } from '@/db/client';
import type { CartForOrder, OrderPlacement } from '@/db/order-placement';
import type { Principal } from '@/lib/auth/session';
import { atelierLoad } from '@/lib/atelier/load';
import { promisedDate } from '@/lib/carts/business-days';
import { availableLogisticOptions, leadTimesOf, needsAddress, orderLogisticOption } from '@/lib/carts/logistics';
import { cartInsurance, discountCodeUsable, insuranceWire, priceCartState } from '@/lib/carts/pricing';
import { addressNeeded, deliveryArea } from '@/lib/carts/service';
import { servesArea, type CatalogueIndex } from '@/lib/catalogue/catalogue-index';
import { orderSlot } from '@/lib/logistics/pickup';
import { onlinePaymentsEnabled } from '@/lib/payments/config';
import { withOnlineCard } from '@/lib/payments/rules';
import { allowedPaymentMethods } from './payment-rules';
import { ApiError } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import { newId, newSecretId } from '@/lib/ids';
import { toWireBasket, toWireCommissions, toWireEstimatedPrice } from '@/lib/pricing';
import type { Locale } from '@/lib/schemas/common';
import { mergeMetadata, METADATA_LIMITS } from '@/lib/schemas/metadata';
import type { OrderCreateBody } from '@/lib/schemas/orders';
import type { OrderWarranty } from '@/db/schema/order-json';
import { pricesDiffer } from './price-check';
import { snapshotItem } from './snapshot';

export const invalid = (path: string, message: string) => new ApiError('validation_failed', { errors: [{ path, message }] });

/**
 * Everything the order will be, from the cart as read: checks (items, customer, logistic
 * option, discount code), prices recomputed from the catalogue and compared with the body's,
 * snapshots of what was booked. Writes nothing.
 */
export async function planOrder(db: Executor, read: CartForOrder, body: OrderCreateBody, principal: Principal | null, index: CatalogueIndex, locale: Locale): Promise<OrderPlacement> {
  const { cart, items } = read;
  const t = apiMessages(locale, 'CartErrors');
  if (items.length === 0) throw new ApiError('cart_empty');
  if (body.providerId && body.providerId !== cart.providerId) throw invalid('providerId', t('mismatch'));
  if (body.items) {
    const sent = new Set(body.items.map((i) => i.itemId));
    if (sent.size !== items.length || items.some((i) => !sent.has(i.id))) throw invalid('items', t('mismatch'));
  }
  const provider = index.providersById.get(cart.providerId!)!;
  const store = index.storesById.get(cart.storeId!)!;
  const now = new Date();

  // The interface's body may carry the customer and the logistic option the cart lacks.
  let customer = read.customer;
  let newCustomer: OrderPlacement['newCustomer'] = null;
  if (!customer && body.customer) {
    if (!servesArea(provider, body.customer.address.country, body.customer.address.zipCode)) throw invalid('customer.address.zipCode', t('addressOutsideArea'));
    const { _id: _ignored, ...details } = body.customer;
    newCustomer = { id: newId(), accountId: cart.accountId, ...details, lastOrderDate: now, createdAt: now, updatedAt: now };
    customer = customerRowOf(newCustomer);
  }
  if (!customer) throw new ApiError('cart_incomplete', { params: { missing: 'customer' } });
  let logisticId = cart.logisticOptionId;
  if (body.logisticOption && logisticId && body.logisticOption !== logisticId) throw invalid('logisticOption', t('mismatch'));
  logisticId ??= body.logisticOption ?? null;
  const country = customer.address?.country ?? (await deliveryArea(db, index, cart)).country;
  const logistic = availableLogisticOptions(index, cart, country).find((o) => o.id === logisticId);
  if (!logisticId) throw new ApiError('cart_incomplete', { params: { missing: 'logisticOption' } });
  if (!logistic) throw invalid('logisticOption', t('logisticUnavailable'));
  // The last line of defence (docs/counter.md#no-address): whatever the order of the cart's steps, no postal option without an address.
  if (!customer.address && needsAddress(logistic)) throw addressNeeded(locale);
  const warranty = warrantyOf(cart, body.warranty, locale);

  const codeText = body.discountCode || cart.discountCode;
  const code = codeText ? await findDiscountCode(db, codeText) : null;
  if (codeText && !discountCodeUsable(code, cart.storeId)) throw invalid('discountCode', t('codeInvalid'));
  const result = priceCartState(read, index, store, logistic, code);
  if (pricesDiffer(body, index, cart.currency, cart.bookingType, result)) {
    throw new ApiError('price_changed', { extra: { pricing: { currency: cart.currency, basket: toWireBasket(result, { isValidated: false, step: 'cart' }) } } });
  }

  // The option decides how the customer may pay (docs/decisions.md#payments) and whether a slot is booked.
  const allowed = allowedPaymentMethods(withOnlineCard(logistic.paymentMethods, onlinePaymentsEnabled()), cart.bookingType);
  const asked = body.paymentMethod && body.paymentMethod !== 'none' ? body.paymentMethod : null;
  if (asked && cart.bookingType !== 'warranty' && !allowed.includes(asked)) {
    throw new ApiError('payment_method_not_allowed', { errors: [{ path: 'paymentMethod', message: allowed.join(', ') }] });
  }
  const paymentMethod = cart.bookingType === 'warranty' ? 'none' : (asked ?? allowed[0] ?? 'pay_on_collection');
  const slot = orderSlot(logistic, cart.pickupSlotStart, now);

  const leadTimes = leadTimesOf(index, items.flatMap((i) => i.services.map((s) => s.subServiceId)));
  // The atelier's queue and calendar move the promise; capacity 0 or shut beyond the horizon refuses (docs/atelier.md#capacity).
  const promised = promisedDate(
    { from: now, slot, onwardDays: logistic.onwardTransitDays, leadTimeDays: leadTimes, returnDays: logistic.returnTransitDays },
    { timeZone: store.timeZone, country: store.country },
    await atelierLoad(db, provider),
  );
  if (!promised) throw new ApiError('atelier_full');
  const orderId = newSecretId();
  const snapshots = items.map((item) => snapshotItem(index, item, result.items.find((p) => p.itemId === item.id), cart.bookingType, cart.language));
  const kinds = snapshots.flatMap((s) => s.services.map((x) => x.kind));
  const basket = toWireBasket(result, { isValidated: true, step: 'booking' });
  const name = `${customer.givenName} ${customer.familyName}`;
  return {
    cart: { id: cart.id, version: cart.version, customerId: customer.id, logisticOptionId: logistic.id },
    newCustomer,
    discountCodeId: code?.id ?? null,
    snapshots: [...new Map(snapshots.flatMap((s) => (s.attributeGroup ? [[s.snapshot.attributeGroupRef!, s.attributeGroup] as const] : []))).entries()].map(([hash, body]) => ({ hash, kind: 'attribute_group', body, createdAt: now })),
    year: now.getUTCFullYear(),
    eventId: newId(),
    order: {
      id: orderId,
      cartId: cart.id,
      storeId: store.id,
      providerId: provider.id,
      customerId: customer.id,
      accountId: cart.accountId,
      staffAccountId: cart.staffAccountId,
      bookingType: cart.bookingType,
      source: body.source ?? cart.source,
      requestType: body.requestType ?? (kinds.every((k) => k === 'alteration') ? 'alteration' : 'repair'),
      paymentMethod,
      language: body.language ?? cart.language,
      currency: cart.currency,
      discountCode: code?.code ?? '',
      note: body.note ?? '',
      metadata: mergeMetadata(cart.metadata, body.metadata) ?? tooManyKeys(locale),
      // A test cart books a test order (docs/integrators.md#test-mode).
      livemode: cart.livemode,
      orderDate: now,
      estimatedCompletionDate: promised,
      warrantyStatus: cart.bookingType === 'warranty' ? 'under_warranty' : 'no_warranty',
      warranty,
      // The declared value and its premium as priced above (docs/insurance.md); the parcel id comes with the label.
      insurance: { ...insuranceWire(cartInsurance(cart, logistic)), parcelId: null },
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
        name,
      },
      logisticOption: { ...orderLogisticOption(logistic), price: logistic.price, ...(slot ? { slot } : {}) },
      comissions: toWireCommissions(result),
      estimatedPrice: toWireEstimatedPrice(result),
      totalMinor: result.totals.total,
      customerEmail: customer.email.toLowerCase(),
      customerName: name.toLowerCase(),
      updatedAt: now,
    },
    items: items.map((item, position) => ({
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
      videoKey: item.videoKey,
      subServices: snapshots[position]!.services,
      snapshot: snapshots[position]!.snapshot,
    })),
    basket: {
      orderId,
      index: 0,
      step: 'booking',
      isValidated: true,
      currency: cart.currency,
      costToUser: basket.costToUser,
      items: basket.items,
      note: [],
      discountCode: basket.discountCode,
      comissions: toWireCommissions(result),
      estimatedPrice: toWireEstimatedPrice(result),
      createdAt: now,
    },
    history: { id: newId(), orderId, status: 'booked', date: now, accountId: principal?.accountId ?? null, role: principal?.role ?? 'guest', note: '' },
  };
}

/**
 * A warranty booking says why and which purchase (docs/counter.md#warranty); a paid one has nothing
 * to say. Staff give it with the order (`warranty` in the body); a customer's web booking gave it on
 * the cart (PUT …/warranty, …/receipt: docs/counter.md#web-warranty), and its order needs a proof of
 * purchase: the brand's order reference or the receipt's file. A receipt uploaded on the cart goes
 * onto the order either way.
 */
function warrantyOf(cart: Pick<CartRow, 'bookingType' | 'warranty'>, given: OrderCreateBody['warranty'], locale: Locale): OrderWarranty | null {
  const t = apiMessages(locale, 'CartErrors');
  if (cart.bookingType !== 'warranty') {
    if (given) throw invalid('warranty', t('warrantyOnPaid'));
    return null;
  }
  const stored = cart.warranty;
  if (given) return { reason: given.reason, details: given.details, reference: given.reference, receipt: stored?.receipt ?? null };
  if (!stored?.reason) throw invalid('warranty', t('warrantyNeeded'));
  if (!stored.reference && !stored.receipt) throw invalid('warranty.reference', t('warrantyProofNeeded'));
  return { reason: stored.reason, details: stored.details, reference: stored.reference, receipt: stored.receipt };
}

/** More metadata keys than allowed once the body's are merged over the cart's: 422 on `metadata`. */
function tooManyKeys(locale: Locale): never {
  throw new ApiError('validation_failed', { errors: [{ path: 'metadata', message: apiMessages(locale, 'CartErrors')('metadataTooMany', { max: METADATA_LIMITS.keys }) }] });
}
