/** The pricing engine: pure functions over integer minor units. See docs/decisions.md#pricing. */
export { priceCart, priceItem, applyDiscountCode, vatIncluded } from './totals';
export { priceLine, applyOffers } from './lines';
export {
  repairFundForLine,
  repairFundCartBlock,
  repairFundCap,
  REPAIR_FUND_MIN_BASE,
  REPAIR_FUND_CAP_PERCENT,
  type RepairFundContext,
} from './repair-fund';
export { computeFee, computeCommissions, FEE_VARIABLES, type FeeVariable, type FeeVariables } from './commissions';
export { pricingOffer } from './offer';
export { estimateItem, estimateLine, estimateLineInput, type EstimateContext, type EstimateSubService } from './estimate';
export { toWireBasket, toWireCommissions, toWireEstimatedPrice, toWireFee, itemAppliedOffers, type BasketOptions } from './wire';
export type * from './wire-types';
export type * from './types';
export type * from './result-types';
