import type { PricingOffer } from './types';

type OfferFields = Omit<PricingOffer, 'fixedAmount'>;

/** A catalogue or wire offer as the engine takes it, with its fixed amount in the cart's currency (if it has one). */
export function pricingOffer(offer: OfferFields, fixedAmount: number | undefined): PricingOffer {
  const { id, name, type, isRepairFund, repairFundService, percentage } = offer;
  return { id, name, type, isRepairFund, repairFundService, percentage, fixedAmount };
}
