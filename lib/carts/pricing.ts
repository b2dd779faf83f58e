import type { CartRow } from '@/db/carts';
import type { DiscountCodeRow } from '@/db/catalogue';
import { decideInsurance, type InsuranceDecision } from '@/lib/insurance/rule';
import type { CatalogueIndex, LogisticOptionRow, StoreRow } from '@/lib/catalogue/catalogue-index';
import { priceCart, pricingOffer, type PricingDiscountCode, type PricingInput, type PricingResult } from '@/lib/pricing';
import type { CartState } from './state';

/** Is this code usable for this cart now? (The order transaction counts the use atomically.) */
export function discountCodeUsable(code: DiscountCodeRow | null, storeId: string | null, now = new Date()): code is DiscountCodeRow {
  if (!code || !code.isActive) return false;
  if (code.validFrom && code.validFrom > now) return false;
  if (code.validTo && code.validTo <= now) return false;
  if (code.storeId && code.storeId !== storeId) return false;
  return code.maxUses === null || code.usedCount < code.maxUses;
}

/** The cart's insurance under its chosen option, from the rule as it is (docs/insurance.md); none without an option. */
export function cartInsurance(cart: Pick<CartRow, 'currency' | 'insuranceStatus' | 'estimatedItemPriceMinor'>, logistic: { kind: string } | null | undefined): InsuranceDecision {
  return decideInsurance({ kind: logistic?.kind ?? '', currency: cart.currency, declaredMinor: cart.estimatedItemPriceMinor, requested: cart.insuranceStatus === 'insured' });
}

/** The interface's `insurance` object (major units) of a decision. */
export function insuranceWire(decision: InsuranceDecision) {
  return {
    status: decision.status,
    estimatedItemPrice: decision.declaredMinor === null ? null : decision.declaredMinor / 100,
    price: decision.priceMinor === null ? null : decision.priceMinor / 100,
  };
}

/**
 * The pricing engine's input for a cart, from the catalogue as it is now: the server
 * never trusts prices it did not compute.
 */
export function cartPricingInput(
  state: Pick<CartState, 'cart' | 'items'>,
  index: CatalogueIndex,
  store: StoreRow,
  logistic: LogisticOptionRow | null,
  code: DiscountCodeRow | null,
): PricingInput {
  const { cart } = state;
  const currency = cart.currency;
  const provider = cart.providerId ? index.providersById.get(cart.providerId) : undefined;
  const discountCode: PricingDiscountCode | null = code
    ? { code: code.code, type: code.type, percentage: code.percentage, fixedAmount: code.fixedAmount[currency] }
    : null;
  return {
    currency,
    bookingType: cart.bookingType,
    store: { country: store.country, vatRateBp: store.vatRateBp, serviceFee: store.serviceFee, commissionContract: store.commissionContract },
    provider: { repairFundLabelled: provider?.repairFundLabelled ?? false },
    items: state.items.map((item) => ({
      itemId: item.id,
      lines: item.services.map((line) => {
        const ss = index.subServicesById.get(line.subServiceId);
        if (!ss) throw new Error(`sub-service ${line.subServiceId} left the catalogue`);
        return {
          subServiceId: ss.id,
          quantity: line.quantity,
          unitPrice: ss.price[currency] ?? 0,
          unitOriginalPrice: ss.originalPrice[currency] ?? ss.price[currency] ?? 0,
          kind: ss.kind,
          offers: ss.offers.map((o) => pricingOffer(o, o.fixedAmount[currency])),
        };
      }),
    })),
    deliveryPrice: logistic?.price[currency] ?? 0,
    discountCode,
    insurancePrice: cartInsurance(cart, logistic).priceMinor ?? 0,
  };
}

export function priceCartState(...args: Parameters<typeof cartPricingInput>): PricingResult {
  return priceCart(cartPricingInput(...args));
}
