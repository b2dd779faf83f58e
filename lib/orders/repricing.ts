import type { DiscountCodeRow } from '@/db/catalogue';
import type { OrderItemRow, OrderRow } from '@/db/orders';
import type { ServiceSnapshot } from '@/db/schema/order-json';
import type { CatalogueIndex } from '@/lib/catalogue/catalogue-index';
import { majorToMinor } from '@/lib/money';
import { priceCart, pricingOffer, type PricingInput, type PricingResult } from '@/lib/pricing';

/** A catalogue service by id, or a free line whole (docs/decisions.md#free-quote-lines). */
export type RevisedLine = Pick<ServiceSnapshot, 'subServiceId' | 'quantity'> & Partial<ServiceSnapshot>;

/**
 * The pricing engine's input for an order's basket after booking (a revised quote, or what a
 * declined quote leaves to pay): the same engine and store contract as a fresh order
 * (lib/carts/pricing.ts), with the prices the order booked for services it already had and the
 * catalogue's for new ones (docs/decisions.md#quote-consent). `lines` null for an item: it keeps
 * its booked services; an empty `items` list prices delivery alone.
 */
export function orderPricingInput(
  order: OrderRow,
  items: { item: OrderItemRow; lines: RevisedLine[] | null }[],
  index: CatalogueIndex,
  code: DiscountCodeRow | null,
): PricingInput {
  const store = index.storesById.get(order.storeId)!;
  const currency = order.currency;
  return {
    currency,
    bookingType: order.bookingType,
    store: { country: store.country, vatRateBp: store.vatRateBp, serviceFee: store.serviceFee, commissionContract: store.commissionContract },
    provider: { repairFundLabelled: index.providersById.get(order.providerId)?.repairFundLabelled ?? false },
    items: items.map(({ item, lines }) => {
      const booked = item.subServices;
      return {
        itemId: item.itemId,
        lines: (lines ?? booked).map((line) => {
          const ss = index.subServicesById.get(line.subServiceId);
          const was: Partial<ServiceSnapshot> | undefined = booked.find((b) => b.subServiceId === line.subServiceId) ?? (line.free ? line : undefined);
          return {
            subServiceId: line.subServiceId,
            quantity: line.quantity,
            unitPrice: was?.price?.[currency] ?? ss?.price[currency] ?? 0,
            unitOriginalPrice: was?.originalPrice?.[currency] ?? ss?.originalPrice[currency] ?? 0,
            kind: ss?.kind ?? was?.kind ?? 'repair',
            offers: (ss?.offers ?? []).map((o) => pricingOffer(o, o.fixedAmount[currency])),
            ...(was?.free ? { vatRateBp: was.free.vatRateBp } : {}),
          };
        }),
      };
    }),
    deliveryPrice: order.logisticOption.price[currency] ?? 0,
    // The premium booked with the order (docs/insurance.md): a revised quote does not change the declared value.
    insurancePrice: majorToMinor(order.insurance.price ?? 0),
    discountCode: code ? { code: code.code, type: code.type, percentage: code.percentage, fixedAmount: code.fixedAmount[currency] } : null,
  };
}

export const priceOrderBasket = (...args: Parameters<typeof orderPricingInput>): PricingResult => priceCart(orderPricingInput(...args));
