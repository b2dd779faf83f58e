import type { PhotoRow } from '@/db/photos';
import type { OrderAggregate, OrderHistoryRow, OrderItemRow, OrderRow } from '@/db/orders';
import type { Role } from '@/db/schema/accounts';
import type { CatalogueIndex } from '@/lib/catalogue/catalogue-index';
import { minorToMajor, toNumberMap } from '@/lib/money';
import { storeCarriers } from '@/lib/logistics/store-carriers';
import { imageFromRow, photoUrl } from '@/lib/photos/image';
import { videoWire } from '@/lib/videos/wire';
import type { RECEIPT_TYPES, Receipt } from '@/lib/schemas/contact';
import type { Order } from '@/lib/schemas/orders';

import { quoteView } from './quote-view';
import { onlinePaymentsEnabled } from '@/lib/payments/config';
import { allowedTransitions } from './status';
import { absoluteUrl } from '@/lib/http/public-origin';

// Orders placed before insurance was recorded in full read as uninsured.
const NO_INSURANCE = { status: 'no_insurance' as const, estimatedItemPrice: null, price: null, parcelId: null };
// A store gone from the catalogue, on an order booked without address: the shape wants one, blank.
const NO_ADDRESS = { address: '', secondAddress: '', city: '', state: '', zipCode: '', country: '', deliveryNotes: '' };
export const images = (row: OrderItemRow, photos: Map<string, PhotoRow>) => row.imageKeys.map((k) => photos.get(k)).filter((p) => !!p).map(imageFromRow);
const historyWire = (h: OrderHistoryRow) => ({ status: h.status, date: h.date.toISOString(), role: h.role, note: h.note, by: h.accountId, onBehalf: h.onBehalf ?? null });

/** A warranty booking's proof of purchase, on each of its items (docs/counter.md#warranty-proof); null on a paid one. */
function receiptWire(warranty: OrderRow['warranty']): Receipt | null {
  if (!warranty) return null;
  const file = warranty.receipt;
  const claim = warranty.claim ? { ...warranty.claim } : { status: 'pending' as const, decidedAt: null, note: '' };
  return { reference: warranty.reference, claim, file: file ? { ...file, mimeType: file.mimeType as (typeof RECEIPT_TYPES)[number], url: photoUrl(file.key, 'full') } : null };
}

/** The Order (create response) shape of the interface, field for field. */
export function orderWire(agg: OrderAggregate, index: CatalogueIndex, photos: Map<string, PhotoRow>, viewer: Role | null): Order {
  const { order } = agg;
  const store = index.storesById.get(order.storeId);
  const provider = index.providersById.get(order.providerId);
  // The atelier works on the garment, not with the customer's contact: no phone, e-mail or address in anything it reads (docs/atelier.md#role).
  const hidden = viewer === 'atelier';
  const customer = hidden ? { ...order.customer, email: '', phone: '' } : order.customer;
  const address = hidden ? null : order.address;
  const logistic = order.logisticOption;
  return {
    id: order.id,
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    bookingType: order.bookingType,
    source: order.source,
    items: agg.items.map((item) => {
      const { snapshot } = item;
      return {
        isRevoke: item.isRevoke,
        name: item.name,
        video: videoWire(item.videoKey, photos),
        receipt: receiptWire(order.warranty),
        canEditPrice: false,
        itemId: item.itemId,
        categoryId: item.categoryId,
        subClothesCategory: item.subCategoryId,
        images: images(item, photos),
        subServices: item.subServices.map((s) => ({
          subServiceId: s.subServiceId,
          originalPrice: toNumberMap(s.originalPrice),
          price: toNumberMap(s.price),
          displayName: s.displayName,
          description: s.description,
          quantity: s.quantity,
          ...(s.free ? { free: true, vatRate: s.free.vatRateBp / 100 } : {}),
        })),
        attributes: snapshot.attributes ?? {},
        id: item.id,
      };
    }),
    requestType: order.requestType,
    orderDate: order.orderDate.toISOString(),
    estimatedCompletionDate: order.estimatedCompletionDate.toISOString(),
    paymentMethod: order.paymentMethod,
    paymentIssue: order.paymentIssues.map(({ code, message, date }) => ({ code, message, date })),
    currencyCode: order.currency,
    pricing: {
      originalPriceBasketIndex: 0,
      baskets: agg.baskets.map((b) => ({
        isValidated: b.isValidated,
        step: b.step,
        currency: b.currency,
        bookingType: order.bookingType,
        note: b.note,
        costToUser: b.costToUser,
        discountCode: b.discountCode ?? null,
        items: b.items,
        ...(b.step === 'quote' ? { answer: b.answer ?? (b.isValidated ? 'accepted' : null) } : {}),
      })),
      comissions: order.comissions,
    },
    isRevoked: order.isRevoked,
    isRevokedByCustomer: order.isRevokedByCustomer,
    isArchived: order.isArchived,
    hasPaymentConfirmation: order.hasPaymentConfirmation,
    isPayed: order.isPayed,
    paid: minorToMajor(order.paidMinor),
    due: minorToMajor(Math.max(0, order.totalMinor - order.paidMinor)),
    isCompleted: order.isCompleted,
    isTransfered: order.isTransfered,
    orderCanceledFromPayment: order.orderCanceledFromPayment,
    histories: agg.histories.map(historyWire),
    shipments: logistic.shipments,
    requests: (agg.comments ?? []).flatMap((c) =>
      c.requestKind
        ? [{ id: c.id, kind: c.requestKind, text: c.text, date: c.createdAt.toISOString(), status: c.answeredAt ? ('answered' as const) : ('open' as const), answeredAt: c.answeredAt?.toISOString() ?? null, answeredBy: c.answeredBy ?? null }]
        : [],
    ),
    notes: [],
    comments: (agg.comments ?? []).map((c) => ({ id: c.id, role: c.role, authorName: c.authorName, text: c.text, date: c.createdAt.toISOString(), requestId: c.requestKind ? c.id : (c.answersId ?? null), images: c.imageKeys.map((k) => photos.get(k)).filter((p) => !!p).map(imageFromRow) })),
    providerUploads: (agg.uploads ?? []).flatMap((u) => {
      const photo = photos.get(u.photoKey);
      return photo ? [{ ...imageFromRow(photo), tag: u.tag, uploadedAt: u.createdAt.toISOString(), role: u.role }] : [];
    }),
    language: order.language,
    note: order.note,
    discountCode: order.discountCode,
    store: {
      services: [...index.servicesById.values()].filter((s) => provider?.storeIds.includes(order.storeId) && s.providerId === order.providerId).map((s) => s.id),
      onlineStore: store?.onlineStore ?? false,
      _id: order.storeId,
      name: store?.name ?? '',
      email: store?.email ?? '',
      phone: store?.phone ?? '',
      address: store?.address ?? address ?? NO_ADDRESS,
      logisticProvider: storeCarriers(index.logisticOptions, store, order.providerId),
      language: store?.language ?? order.language,
      country: store?.country ?? order.address?.country,
      timeZone: store?.timeZone,
      openingHours: store?.openingHours,
    },
    staff: order.staffAccountId ?? '',
    customerId: order.customerId,
    providerId: order.providerId,
    provider: { id: order.providerId, displayName: provider?.displayName ?? '', imageUrl: absoluteUrl(provider?.imageUrl ?? '') },
    // docs/counter.md#signature: the intake signature as an image; null for web bookings.
    customerSignature: order.customerSignatureKey && photos.has(order.customerSignatureKey) ? imageFromRow(photos.get(order.customerSignatureKey)!) : null,
    logisticOption: {
      name: logistic.name,
      displayName: logistic.displayName,
      price: toNumberMap(logistic.price),
      shipments: logistic.shipments,
      logisticOptionId: logistic.logisticOptionId,
      tags: logistic.tags,
      kind: logistic.kind,
      instructions: logistic.instructions,
      onwardTransitDays: logistic.onwardTransitDays,
      returnTransitDays: logistic.returnTransitDays,
      ...(logistic.slot ? { slot: logistic.slot } : {}),
    },
    address,
    warrantyStatus: order.warrantyStatus,
    warranty: order.warranty,
    attributes: {
      receivingEntity: {
        givenName: customer.givenName,
        familyName: customer.familyName,
        email: customer.email,
        phone: customer.phone,
        company: '',
        customerReferenceId: order.customerId,
        shippingAddress: address,
      },
    },
    insurance: { ...NO_INSURANCE, ...order.insurance },
    customer,
    allowedTransitions: viewer ? allowedTransitions(order.status, viewer, logistic.kind) : [],
    version: order.version,
    metadata: order.metadata,
    quote: quoteView(agg.baskets, agg.items, order.currency, { paymentMethod: order.paymentMethod, bookingType: order.bookingType, paidMinor: order.paidMinor, online: onlinePaymentsEnabled() }),
  };
}
