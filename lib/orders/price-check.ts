import type { CatalogueIndex } from '@/lib/catalogue/catalogue-index';
import { majorToMinor } from '@/lib/money';
import type { PricingResult } from '@/lib/pricing';
import type { BookingType, Currency } from '@/lib/schemas/common';
import type { OrderCreateBody } from '@/lib/schemas/orders';

/**
 * Prices a client sent (the interface's order body carries them) against the server's:
 * any difference in the cart's currency means the client showed stale prices.
 */
export function pricesDiffer(
  body: OrderCreateBody,
  index: CatalogueIndex,
  currency: Currency,
  bookingType: BookingType,
  result: PricingResult,
): boolean {
  if (body.expectedTotal !== undefined && majorToMinor(body.expectedTotal) !== result.totals.total) return true;
  for (const item of body.items ?? []) {
    for (const line of item.subServices ?? []) {
      const ss = index.subServicesById.get(line.subServiceId);
      if (!ss) return true;
      const price = bookingType === 'warranty' ? 0 : (ss.price[currency] ?? 0);
      const original = ss.originalPrice[currency] ?? price;
      const sentPrice = line.price?.[currency];
      const sentOriginal = line.originalPrice?.[currency];
      if (sentPrice !== undefined && majorToMinor(sentPrice) !== price) return true;
      if (sentOriginal !== undefined && majorToMinor(sentOriginal) !== original) return true;
    }
  }
  return false;
}
