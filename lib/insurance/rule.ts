/**
 * Declared value and transport insurance (docs/insurance.md). Pure: integer minor units in, integer
 * minor units out, so the same rule prices the cart, the order, the invoice and the ledger.
 *
 * Only options that hand the garment to a carrier are insurable: a prepaid postal label and a home
 * pick-up. Per option kind and currency:
 * - `thresholdMinor`: a declared value strictly above it must be insured (a luxury item is not sent
 *   uninsured); at or below it, insurance is the customer's choice;
 * - `rateBp`: the premium, in basis points of the insured value, rounded half up to the cent;
 * - `minimumMinor`: the smallest premium the carrier sells;
 * - `maxCoverageMinor`: the carrier's maximum cover: the insured value, hence the premium, never
 *   exceeds it (a higher declaration is insured up to it, and the garment is documented as such).
 * A declared value above MAX_DECLARED_MINOR, negative or not a whole number of cents is refused (422).
 */
import { divideHalfUp } from '@/lib/pricing/rounding';
import type { Currency } from '@/lib/schemas/common';
import { MAX_DECLARED_MINOR } from '@/lib/schemas/insurance';

export type InsurableKind = 'postal_label' | 'home_pickup';
export type InsuranceRule = { thresholdMinor: number; rateBp: number; minimumMinor: number; maxCoverageMinor: number };
export type InsuranceStatus = 'no_insurance' | 'insured';

/** The carriers' published terms the demo stores use (Colissimo Ad Valorem, Royal Mail Special Delivery, UPS declared value). */
export const INSURANCE_RULES: Record<InsurableKind, Record<Currency, InsuranceRule>> = {
  postal_label: {
    EUR: { thresholdMinor: 500_00, rateBp: 150, minimumMinor: 3_00, maxCoverageMinor: 5_000_00 },
    GBP: { thresholdMinor: 400_00, rateBp: 150, minimumMinor: 2_50, maxCoverageMinor: 2_500_00 },
    USD: { thresholdMinor: 500_00, rateBp: 150, minimumMinor: 3_50, maxCoverageMinor: 5_000_00 },
  },
  home_pickup: {
    EUR: { thresholdMinor: 1_000_00, rateBp: 100, minimumMinor: 5_00, maxCoverageMinor: 10_000_00 },
    GBP: { thresholdMinor: 800_00, rateBp: 100, minimumMinor: 4_50, maxCoverageMinor: 8_000_00 },
    USD: { thresholdMinor: 1_000_00, rateBp: 100, minimumMinor: 6_00, maxCoverageMinor: 10_000_00 },
  },
};

export { MAX_DECLARED_MINOR };

export const isInsurableKind = (kind: string): kind is InsurableKind => kind === 'postal_label' || kind === 'home_pickup';

export function insuranceRule(kind: string, currency: Currency): InsuranceRule | null {
  return isInsurableKind(kind) ? INSURANCE_RULES[kind][currency] : null;
}

/** Whether a declared amount (minor units) may be recorded at all. */
export const declaredValueValid = (minor: number): boolean => Number.isSafeInteger(minor) && minor >= 0 && minor <= MAX_DECLARED_MINOR;

/** The premium for a declared value: rate × min(value, cover), at least the minimum. */
export function insurancePremium(rule: InsuranceRule, declaredMinor: number): number {
  const insured = Math.min(declaredMinor, rule.maxCoverageMinor);
  return Math.max(rule.minimumMinor, divideHalfUp(insured * rule.rateBp, 10_000));
}

export type InsuranceDecision = {
  status: InsuranceStatus;
  /** The declared value, null when none was declared (or the option carries no parcel). */
  declaredMinor: number | null;
  /** The premium, null when uninsured. */
  priceMinor: number | null;
  /** The declared value is above the option's threshold: insurance is not optional. */
  required: boolean;
};

const NONE: InsuranceDecision = { status: 'no_insurance', declaredMinor: null, priceMinor: null, required: false };

/**
 * What a booking's insurance is: for an option that carries no parcel, none whatever was asked;
 * otherwise insured when the customer asked for it (with a declared value) or when the value is
 * above the threshold.
 */
export function decideInsurance(input: { kind: string; currency: Currency; declaredMinor: number | null; requested: boolean }): InsuranceDecision {
  const rule = insuranceRule(input.kind, input.currency);
  if (!rule || input.declaredMinor === null || !declaredValueValid(input.declaredMinor)) return NONE;
  const required = input.declaredMinor > rule.thresholdMinor;
  const insured = required || input.requested;
  return { status: insured ? 'insured' : 'no_insurance', declaredMinor: input.declaredMinor, priceMinor: insured ? insurancePremium(rule, input.declaredMinor) : null, required };
}
