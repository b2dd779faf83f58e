import 'server-only';
import { liveModeOf } from '@/lib/auth/scope';
import { atelierLoad } from '@/lib/atelier/load';
import { findDiscountCode } from '@/db/catalogue';
import {
  deleteCartItem,
  findCart,
  findCustomer,
  insertCart,
  insertCartItem,
  listCartItems,
  lockCartForChange,
  setCartItemVideo,
  updateCart,
  upsertCustomer,
  type CartRow,
} from '@/db/carts';
import { getDb, type Executor, type Tx } from '@/db/client';
import { findPhotosByKeys, insertPhotos, type NewPhoto } from '@/db/photos';
import type { Principal } from '@/lib/auth/session';
import { servesArea, type CatalogueIndex } from '@/lib/catalogue/catalogue-index';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { ApiError } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import { newId, newSecretId } from '@/lib/ids';
import { decideInsurance, insuranceRule, isInsurableKind } from '@/lib/insurance/rule';
import { formatMoney, majorToMinor } from '@/lib/money';
import type { Currency, Locale } from '@/lib/schemas/common';
import type { AddItemsBody, Cart, CartCustomerBody, CartWarrantyBody, CreateCartBody, LogisticOptionChoice, UpdateCartBody } from '@/lib/schemas/cart';
import type { WarrantyReceiptFile as CartWarrantyReceipt } from '@/db/schema/order-json';
import { assertCartAccess } from './access';
import { validateItems } from './items';
import { cartOrderedError } from './ordered';
import { chooseSlot, freeSlots } from '@/lib/logistics/pickup';
import type { Slot } from '@/lib/schemas/logistics';
import { availableLogisticOptions, leadTimesOf, logisticChoice, needsAddress, storeCalendar, storeInfo } from './logistics';
import { discountCodeUsable } from './pricing';
import { cartAnswer } from './read';
import { mergeMetadata, METADATA_LIMITS } from '@/lib/schemas/metadata';
import { chooseStore, storeSells } from './stores';

type Meta = { locale: Locale; ip?: string };
const invalid = (path: string, message: string) => new ApiError('validation_failed', { errors: [{ path, message }] });
const cartT = (locale: Locale) => apiMessages(locale, 'CartErrors');

/** POST /api/sip/shopping-cart (and the interface's GET). Staff carts belong to their store. */
export async function createCart(body: CreateCartBody, principal: Principal | null, meta: Meta): Promise<Cart> {
  const t = cartT(meta.locale);
  const index = await getCatalogue();
  const isStaff = principal?.role === 'staff' || principal?.role === 'admin';
  // A customer may ask for a warranty repair too (docs/counter.md#web-warranty): the order then needs a proof of purchase, and staff decide the claim.
  let storeId = body.storeId ?? null;
  if (principal?.role === 'staff') {
    if (storeId && storeId !== principal.storeId) throw new ApiError('forbidden', { errors: [{ path: 'storeId', message: t('staffStoreOnly') }] });
    storeId = principal.storeId;
  }
  const store = storeId ? index.storesById.get(storeId) : undefined;
  if (storeId && !store) throw invalid('storeId', t('storeUnknown'));
  const db = await getDb();
  const cart = await insertCart(db, {
    id: newSecretId(),
    accountId: principal?.role === 'customer' ? principal.accountId : null,
    staffAccountId: isStaff ? principal!.accountId : null,
    storeId: store?.id ?? null,
    currency: body.currency ?? (store?.currency as Cart['currency'] | undefined) ?? 'EUR',
    bookingType: body.bookingType ?? 'paid',
    source: principal?.apiKeyId || (!isStaff && principal?.via === 'bearer') ? 'api' : isStaff ? 'store' : 'web',
    language: body.language ?? meta.locale,
    remoteAddress: meta.ip ?? '',
    areaZipCode: body.zipCode ?? null,
    areaCountry: body.country ?? null,
    metadata: mergeMetadata({}, body.metadata)!,
    // A test key's cart is a test cart, and its order a test order (docs/integrators.md#test-mode).
    livemode: liveModeOf(principal),
  });
  return cartAnswer(db, cart);
}

export async function getCart(id: string, principal: Principal | null): Promise<Cart> {
  const db = await getDb();
  return cartAnswer(db, assertCartAccess(await findCart(db, id), principal));
}

/**
 * Every change runs in one transaction holding the cart's row lock: edits are
 * serialised, and an ordered cart is read-only (409 naming the order).
 */
async function mutate(id: string, principal: Principal | null, change: (tx: Tx, cart: CartRow, index: CatalogueIndex) => Promise<void>): Promise<Cart> {
  const db = await getDb();
  const index = await getCatalogue();
  await db.transaction(async (tx) => {
    const cart = assertCartAccess(await lockCartForChange(tx, id), principal);
    if (cart.status === 'ordered') throw await cartOrderedError(tx, cart.id);
    // Once a signed-in customer uses a cart, it is theirs (docs/decisions.md#access).
    if (principal?.role === 'customer' && !cart.accountId) {
      await updateCart(tx, cart.id, { accountId: principal.accountId });
      cart.accountId = principal.accountId;
    }
    await change(tx, cart, index);
  });
  return cartAnswer(db, (await findCart(db, id))!);
}

export function addItems(id: string, body: AddItemsBody, principal: Principal | null, meta: Meta): Promise<Cart> {
  return mutate(id, principal, async (tx, cart, index) => {
    const t = cartT(meta.locale);
    const existing = await listCartItems(tx, cart.id);
    const customer = cart.customerId ? await findCustomer(tx, cart.customerId) : null;
    const country = body.country ?? cart.areaCountry ?? customer?.address?.country ?? null;
    const zipCode = body.country ? body.zipCode : cart.areaCountry ? (cart.areaZipCode ?? undefined) : customer?.address?.zipCode;
    const keys = [...new Set(body.items.flatMap((i) => [...i.images, ...Object.values(i.values)]))];
    const usable = (await findPhotosByKeys(tx, keys)).filter(
      (p) => p.cartId === cart.id || (!p.cartId && !!principal && p.accountId === principal.accountId),
    );
    const items = validateItems(body, {
      index,
      cart,
      existing,
      photos: new Map(usable.map((p) => [p.key, p])),
      area: country ? { country, zipCode } : null,
      t,
      tAttribute: apiMessages(meta.locale, 'AttributeErrors'),
    });
    const storeId = cart.storeId ?? chooseStore(index, body.provider, cart.currency, cart.source === 'web')?.id ?? null;
    if (!storeId || !storeSells(index, storeId, body.provider)) throw invalid('provider', t('storeNotSellingProvider'));
    let position = Math.max(0, ...existing.map((e) => e.position + 1));
    for (const item of items) {
      const previous = item.replaces ? existing.find((e) => e.id === item.replaces) : undefined;
      if (previous) await deleteCartItem(tx, cart.id, previous.id);
      const itemId = previous?.id ?? newId();
      await insertCartItem(
        tx,
        { id: itemId, cartId: cart.id, position: previous?.position ?? position++, categoryId: item.categoryId, subCategoryId: item.subCategoryId, attributeGroupId: item.attributeGroupId, values: item.values, imageKeys: item.imageKeys },
        item.services.map((s, i) => ({ subServiceId: s.subServiceId, quantity: s.quantity, position: i })),
      );
    }
    await updateCart(tx, cart.id, {
      providerId: body.provider,
      storeId,
      ...(body.country ? { areaCountry: body.country, areaZipCode: body.zipCode ?? null } : {}),
    });
  });
}

/**
 * Gives a cart item its damage video (docs/videos.md), already checked and stored by lib/videos:
 * the photo rows are written here, with the link, in the cart's transaction; a new video replaces the last.
 */
export function setItemVideo(id: string, itemId: string, rows: (owner: { cartId: string; accountId: string | null }) => NewPhoto[], principal: Principal | null): Promise<Cart> {
  return mutate(id, principal, async (tx, cart) => {
    const [video, ...rest] = rows({ cartId: cart.id, accountId: cart.accountId });
    await insertPhotos(tx, [...rest, video!]);
    if (!(await setCartItemVideo(tx, cart.id, itemId, video!.key))) throw new ApiError('not_found');
  });
}

/**
 * PUT /api/sip/shopping-cart/{id}/warranty (docs/counter.md#web-warranty): a warranty cart's reason
 * and, when the customer has it, the brand's order reference; a receipt already uploaded stays.
 */
export function setWarranty(id: string, body: CartWarrantyBody, principal: Principal | null, meta: Meta): Promise<Cart> {
  return mutate(id, principal, async (tx, cart) => {
    if (cart.bookingType !== 'warranty') throw invalid('reason', apiMessages(meta.locale, 'Receipt')('notWarranty'));
    await updateCart(tx, cart.id, { warranty: { reason: body.reason, details: body.details, reference: body.reference, receipt: cart.warranty?.receipt ?? null } });
  });
}

/**
 * The receipt's photo or PDF on a warranty cart (docs/counter.md#web-warranty), already checked and
 * stored by lib/warranty/web.ts: its photo row is written here, owned by the cart (and its account),
 * in the cart's transaction; a new file replaces the last.
 */
export function setWarrantyReceipt(id: string, record: (owner: { cartId: string; accountId: string | null }) => { photo: NewPhoto; receipt: CartWarrantyReceipt }, principal: Principal | null, meta: Meta): Promise<Cart> {
  return mutate(id, principal, async (tx, cart) => {
    if (cart.bookingType !== 'warranty') throw invalid('file', apiMessages(meta.locale, 'Receipt')('notWarranty'));
    const { photo, receipt } = record({ cartId: cart.id, accountId: cart.accountId });
    await insertPhotos(tx, [photo]);
    await updateCart(tx, cart.id, { warranty: { reason: cart.warranty?.reason ?? null, details: cart.warranty?.details ?? '', reference: cart.warranty?.reference ?? '', receipt } });
  });
}

/** Removing the last item empties the cart's store, customer and logistic option too (a counter cart keeps its store). */
export function removeItem(id: string, itemId: string, principal: Principal | null): Promise<Cart> {
  return mutate(id, principal, async (tx, cart) => {
    if (!(await deleteCartItem(tx, cart.id, itemId))) throw new ApiError('not_found');
    if ((await listCartItems(tx, cart.id)).length === 0) {
      await updateCart(tx, cart.id, { providerId: null, customerId: null, logisticOptionId: null, storeId: cart.staffAccountId ? cart.storeId : null });
    }
  });
}

export function setCustomer(id: string, body: CartCustomerBody, principal: Principal | null, meta: Meta): Promise<Cart> {
  return mutate(id, principal, async (tx, cart, index) => {
    const provider = cart.providerId ? index.providersById.get(cart.providerId) : undefined;
    const address = body.address ?? null;
    if (provider && address && !servesArea(provider, address.country, address.zipCode)) {
      throw invalid('address.zipCode', cartT(meta.locale)('addressOutsideArea'));
    }
    // Logistics first, then a customer without address: the chosen option must need none (docs/counter.md#no-address).
    const chosen = cart.logisticOptionId ? index.logisticOptionsById.get(cart.logisticOptionId) : undefined;
    if (!address && chosen && needsAddress(chosen)) throw addressNeeded(meta.locale);
    // A phone-only walk-in is booked at the counter; anyone else gives an e-mail (docs/counter.md#phone-only).
    if (!body.email && !cart.staffAccountId) throw invalid('email', cartT(meta.locale)('emailNeeded'));
    const customer = await upsertCustomer(tx, {
      id: cart.customerId ?? newId(),
      accountId: cart.accountId,
      email: body.email ?? '',
      title: body.title,
      givenName: body.givenName,
      familyName: body.familyName,
      phone: body.phone,
      address,
    });
    const country = address?.country ?? noAddressCountry(index, cart);
    const still = availableLogisticOptions(index, cart, country, { hasAddress: !!address }).some((o) => o.id === cart.logisticOptionId);
    await updateCart(tx, cart.id, { customerId: customer.id, ...(still ? {} : { logisticOptionId: null }) });
  });
}

type LogisticChoiceBody = { logisticOption: string; slot?: Slot; estimatedItemPrice?: number | null; insurance?: boolean };

/**
 * The declared value and insurance that come with the option (docs/insurance.md): only a postal or
 * pick-up option carries a parcel to insure; above its threshold insurance cannot be declined.
 * Each choice states the declaration afresh: absent, nothing is declared.
 */
function declaration(choice: LogisticChoiceBody, option: { kind: string }, currency: Currency, locale: Locale) {
  const t = cartT(locale);
  const declaredMinor = choice.estimatedItemPrice == null ? null : majorToMinor(choice.estimatedItemPrice);
  if (declaredMinor !== null && !isInsurableKind(option.kind)) throw invalid('estimatedItemPrice', t('declaredValueNotInsurable'));
  if (choice.insurance && declaredMinor === null) throw invalid('estimatedItemPrice', t('declaredValueNeeded'));
  const decision = decideInsurance({ kind: option.kind, currency, declaredMinor, requested: choice.insurance === true });
  if (decision.required && choice.insurance === false) {
    const rule = insuranceRule(option.kind, currency)!;
    throw invalid('insurance', t('insuranceRequired', { threshold: formatMoney(rule.thresholdMinor, currency, locale) }));
  }
  return { estimatedItemPriceMinor: declaredMinor, insuranceStatus: decision.status };
}

export function chooseLogisticOption(id: string, choice: LogisticChoiceBody, principal: Principal | null, meta: Meta): Promise<Cart> {
  return mutate(id, principal, async (tx, cart, index) => {
    const { country, hasAddress } = await deliveryArea(tx, index, cart);
    const option = availableLogisticOptions(index, cart, country).find((o) => o.id === choice.logisticOption);
    if (!option) throw invalid('logisticOption', cartT(meta.locale)('logisticUnavailable'));
    // A customer without address first, then logistics: only an in-store round trip (docs/counter.md#no-address).
    if (!hasAddress && needsAddress(option)) throw addressNeeded(meta.locale);
    const insured = declaration(choice, option, cart.currency, meta.locale);
    const pickupSlotStart = await chooseSlot(tx, index, cart, option, choice.slot, meta.locale);
    await updateCart(tx, cart.id, { logisticOptionId: option.id, pickupSlotStart, ...insured });
  });
}

export function updateCartSettings(id: string, body: UpdateCartBody, principal: Principal | null, meta: Meta): Promise<Cart> {
  return mutate(id, principal, async (tx, cart, index) => {
    const t = cartT(meta.locale);
    if (body.currency && body.currency !== cart.currency) {
      const lines = (await listCartItems(tx, cart.id)).flatMap((i) => i.services);
      if (lines.some((l) => index.subServicesById.get(l.subServiceId)?.price[body.currency!] === undefined)) {
        throw invalid('currency', t('currencyUnavailable', { currency: body.currency }));
      }
    }
    let discountCode = cart.discountCode;
    if (body.discountCode !== undefined) {
      discountCode = body.discountCode ? body.discountCode.toUpperCase() : null;
      if (discountCode && !discountCodeUsable(await findDiscountCode(tx, discountCode), cart.storeId)) throw invalid('discountCode', t('codeInvalid'));
    }
    const metadata = mergeMetadata(cart.metadata, body.metadata);
    if (!metadata) throw invalid('metadata', t('metadataTooMany', { max: METADATA_LIMITS.keys }));
    const provider = cart.providerId ? index.providersById.get(cart.providerId) : undefined;
    if (body.country && provider && !servesArea(provider, body.country, body.zipCode)) throw invalid('zipCode', t('providerOutsideArea'));
    await updateCart(tx, cart.id, {
      ...(body.currency ? { currency: body.currency } : {}),
      // A customer choosing (or leaving) a warranty repair on the booking's details step (docs/counter.md#web-warranty).
      ...(body.bookingType && body.bookingType !== cart.bookingType ? { bookingType: body.bookingType, warranty: null } : {}),
      ...(body.language ? { language: body.language } : {}),
      ...(body.country ? { areaCountry: body.country, areaZipCode: body.zipCode ?? null } : {}),
      discountCode,
      ...(body.metadata ? { metadata } : {}),
    });
  });
}

/**
 * Where the parcel goes: the customer's address country, else the area given at step 1. A
 * customer without address (docs/counter.md#no-address) leaves the item at the store: its country.
 * `hasAddress` is false only for such a customer (no customer yet: nothing is decided).
 */
export async function deliveryArea(executor: Executor, index: CatalogueIndex, cart: CartRow): Promise<{ country: string | null; hasAddress: boolean }> {
  const customer = cart.customerId ? await findCustomer(executor, cart.customerId) : null;
  if (customer?.address) return { country: customer.address.country, hasAddress: true };
  if (customer) return { country: noAddressCountry(index, cart), hasAddress: false };
  return { country: cart.areaCountry, hasAddress: true };
}

/** The country an address-less customer's item stays in: the cart's area, else its store's. */
function noAddressCountry(index: CatalogueIndex, cart: CartRow): string | null {
  return cart.areaCountry ?? (cart.storeId ? (index.storesById.get(cart.storeId)?.country ?? null) : null);
}

/** 422 naming `address`: the logistic option sends or fetches the item, so it needs the customer's postal address. */
export const addressNeeded = (locale: Locale) => invalid('address', cartT(locale)('addressNeeded'));

/** GET …/logistic-options: what this cart may choose, priced and dated. */
export async function listLogisticOptions(id: string, principal: Principal | null): Promise<LogisticOptionChoice[]> {
  const db = await getDb();
  const index = await getCatalogue();
  const cart = assertCartAccess(await findCart(db, id), principal);
  const items = await listCartItems(db, cart.id);
  if (items.length === 0) throw new ApiError('cart_empty');
  const { country, hasAddress } = await deliveryArea(db, index, cart);
  if (!country) throw new ApiError('cart_incomplete', { params: { missing: 'address' } });
  const leadTimes = leadTimesOf(index, items.flatMap((i) => i.services.map((s) => s.subServiceId)));
  const options = availableLogisticOptions(index, cart, country, { hasAddress });
  const provider = cart.providerId ? index.providersById.get(cart.providerId) : undefined;
  if (!provider) return [];
  const atelier = await atelierLoad(db, provider);
  const choices = await Promise.all(
    options.map(async (o) => logisticChoice(o, cart.currency, leadTimes, { store: storeInfo(index, o.storeId), slots: await freeSlots(db, index, cart.storeId, o), calendar: storeCalendar(index, cart.storeId), atelier })),
  );
  return choices.filter((c) => c !== null);
}
