import type { AttributeGroup } from '@/lib/attributes/types';
import type { CatalogueIndex } from '@/lib/catalogue/catalogue-index';
import { inLanguage } from '@/lib/i18n/translated';
import { toNumberMap } from '@/lib/money';
import { imageFromRow, photoUrl } from '@/lib/photos/image';
import type { RECEIPT_TYPES, Receipt } from '@/lib/schemas/receipt';
import { toWireBasket, type PricingResult } from '@/lib/pricing';
import type { Cart, CartItemWire } from '@/lib/schemas/cart';
import { groupAttributes } from './attribute-wire';
import { videoWire } from '@/lib/videos/wire';
import { orderLogisticOption } from './logistics';
import { cartInsurance, insuranceWire } from './pricing';
import type { CartState } from './state';
import { absoluteUrl } from '@/lib/http/public-origin';

/** The attribute groups that apply to an item: its sub-category's, then each service's. */
export function itemGroups(index: CatalogueIndex, attributeGroupId: string | null, subServiceIds: string[]): AttributeGroup[] {
  const ids = [attributeGroupId, ...subServiceIds.map((id) => index.subServicesById.get(id)?.attributeGroupId ?? null)];
  return [...new Set(ids)].map((id) => (id ? index.groupsById.get(id) : undefined)).filter((g) => !!g);
}

/** A warranty cart's proof of purchase so far, on each item as on the order's (docs/counter.md#web-warranty); null on a paid cart. The claim waits for staff. */
function cartReceiptWire(cart: CartState['cart']): Receipt | null {
  if (cart.bookingType !== 'warranty') return null;
  const file = cart.warranty?.receipt ?? null;
  return {
    reference: cart.warranty?.reference ?? '',
    claim: { status: 'pending', decidedAt: null, note: '' },
    file: file ? { ...file, mimeType: file.mimeType as (typeof RECEIPT_TYPES)[number], url: photoUrl(file.key, 'full') } : null,
  };
}

/** A cart item's certificate once its order completed (docs/certificates.md), by cart item id. */
export type ItemCertificates = Map<string, { certificateId: string; registryEventId: string; dspCertificateId: string | null }>;

function itemWire(state: CartState, index: CatalogueIndex, item: CartState['items'][number], certificates: ItemCertificates): CartItemWire {
  const subCategory = index.subCategoriesById.get(item.subCategoryId);
  const certificate = certificates.get(item.id);
  return {
    id: item.id,
    isRevoke: false,
    name: inLanguage(subCategory?.name, state.cart.language), // the interface's item name is one string: in the cart's language
    tag: null,
    certificateId: certificate?.certificateId ?? null,
    isNft: false, // docs/certificates.md#passport
    registryEventId: certificate?.registryEventId ?? null,
    dspCertificateId: certificate?.dspCertificateId ?? null, // docs/certificates.md#passport
    video: videoWire(item.videoKey, state.photos),
    receipt: cartReceiptWire(state.cart),
    selectedChildSubCategories: [],
    attributes: groupAttributes(itemGroups(index, item.attributeGroupId, item.services.map((s) => s.subServiceId)), item.values),
    categoryId: item.categoryId,
    subClothesCategory: item.subCategoryId,
    attributeGroup: item.attributeGroupId,
    values: item.values,
    images: item.imageKeys.map((key) => state.photos.get(key)).filter((p) => !!p).map(imageFromRow),
    subServices: item.services.map((line) => {
      const ss = index.subServicesById.get(line.subServiceId);
      return {
        subServiceId: line.subServiceId,
        quantity: line.quantity,
        name: ss?.name ?? { fr: '', en: '', de: '', es: '' },
        description: ss?.description ?? { fr: '', en: '', de: '', es: '' },
        kind: ss?.kind ?? 'repair',
        price: toNumberMap(ss?.price ?? {}),
        originalPrice: toNumberMap(ss?.originalPrice ?? {}),
        leadTimeDays: ss?.leadTimeDays ?? 0,
        canBeMultiple: ss?.canBeMultiple ?? false,
        attributeGroupId: ss?.attributeGroupId ?? null,
      };
    }),
  };
}

/** The interface's shopping-cart shape, plus pricing preview and the fields the UI needs. */
export function cartWire(
  state: CartState,
  index: CatalogueIndex,
  extras: { pricing: PricingResult | null; estimatedCompletionDate: Date | null; orderId: string | null; certificates?: ItemCertificates },
): Cart {
  const { cart, customer } = state;
  const store = cart.storeId ? index.storesById.get(cart.storeId) : undefined;
  const provider = cart.providerId ? index.providersById.get(cart.providerId) : undefined;
  const logistic = cart.logisticOptionId ? index.logisticOptionsById.get(cart.logisticOptionId) : undefined;
  return {
    _id: cart.id,
    id: cart.id,
    status: cart.status,
    orderId: extras.orderId,
    currency: cart.currency,
    language: cart.language,
    insurance: insuranceWire(cartInsurance(cart, logistic)),
    tempItem: null,
    customer: customer
      ? { title: customer.title, _id: customer.id, email: customer.email, familyName: customer.familyName, givenName: customer.givenName, phone: customer.phone }
      : null,
    address: customer?.address ?? null,
    discountCode: cart.discountCode,
    bookingType: cart.bookingType,
    store: store
      ? { onlineStore: store.onlineStore, _id: store.id, name: store.name, country: store.country, currency: store.currency as Cart['currency'], timeZone: store.timeZone }
      : null,
    source: cart.source,
    provider: provider
      ? {
          serviceIds: [...index.servicesById.values()].filter((s) => s.providerId === provider.id).map((s) => s.id),
          additionalImages: provider.additionalImages,
          status: provider.status,
          _id: provider.id,
          name: provider.name,
          displayName: provider.displayName,
          imageUrl: absoluteUrl(provider.imageUrl),
          repairFundLabelled: provider.repairFundLabelled,
        }
      : null,
    remoteAddress: cart.remoteAddress,
    area: cart.areaCountry ? { zipCode: cart.areaZipCode ?? '', country: cart.areaCountry } : null,
    items: state.items.map((item) => itemWire(state, index, item, extras.certificates ?? new Map())),
    logisticOption: logistic
      ? {
          ...orderLogisticOption(logistic),
          ...(logistic.slots && cart.pickupSlotStart
            ? { slot: { start: cart.pickupSlotStart.toISOString(), end: new Date(cart.pickupSlotStart.getTime() + logistic.slots.durationMinutes * 60_000).toISOString() } }
            : {}),
        }
      : null,
    pricing: extras.pricing
      ? {
          currency: cart.currency,
          basket: toWireBasket(extras.pricing, { isValidated: false, step: 'cart' }),
          estimatedCompletionDate: extras.estimatedCompletionDate?.toISOString() ?? null,
        }
      : null,
    createdAt: cart.createdAt.toISOString(),
    updatedAt: cart.updatedAt.toISOString(),
    metadata: cart.metadata,
  };
}
