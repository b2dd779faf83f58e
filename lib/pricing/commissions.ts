/**
 * Fees computed from FeeRules: the store's service fee (charged to the customer) and the
 * commission contract's split of the booking (platform, atelier, operator, partner, payment).
 */
import type { Currency } from '@/lib/schemas/common';
import { cleanAmount, percentOf, sum } from './rounding';
import type { Commissions, ComputedFee } from './result-types';
import type { CommissionContract, FeeRule } from './types';

/**
 * The amounts a FeeRule may name in `variables`. Unknown names count as 0.
 * - totalService: Σ line gross (for commissions on a warranty booking: Σ originals, what the brand owes the atelier)
 * - originalTotal, offerDiscount, repairFund, codeDiscount: the totals of the same name
 * - servicesNet: Σ line nets less the code discount (what the customer pays for the services)
 * - serviceFee, delivery, total: the totals of the same name (for commissions on a warranty
 *   booking, delivery is the real delivery cost); the service fee itself cannot use
 *   serviceFee or total (they depend on it), which count as 0 there
 */
export const FEE_VARIABLES = [
  'totalService',
  'originalTotal',
  'offerDiscount',
  'repairFund',
  'codeDiscount',
  'servicesNet',
  'serviceFee',
  'delivery',
  'total',
] as const;
export type FeeVariable = (typeof FEE_VARIABLES)[number];
export type FeeVariables = Partial<Record<FeeVariable, number>>;

const COMMISSION_KEYS = ['platformFee', 'serviceProvider', 'operator', 'partner', 'paymentFee'] as const;

function variableValue(vars: FeeVariables, name: string): number {
  return (FEE_VARIABLES as readonly string[]).includes(name) ? (vars[name as FeeVariable] ?? 0) : 0;
}

/** percentage % of Σ named amounts (rounded half up) + the fixed part in the currency. */
export function computeFee(rule: FeeRule, currency: Currency, vars: FeeVariables): ComputedFee {
  const base = sum(rule.variables.map((name) => variableValue(vars, name)));
  const fixed = cleanAmount(rule.fixed?.[currency]) ?? 0;
  return { variables: [...rule.variables], percentage: rule.percentage, fixed, fee: percentOf(base, rule.percentage) + fixed };
}

export function computeCommissions(
  contract: CommissionContract,
  currency: Currency,
  vars: FeeVariables,
  deliveryCompanyFee: number,
  insuranceFee = 0,
): Commissions {
  const fees = Object.fromEntries(COMMISSION_KEYS.map((key) => [key, computeFee(contract[key], currency, vars)]));
  return { ...(fees as Record<(typeof COMMISSION_KEYS)[number], ComputedFee>), deliveryCompanyFee, insuranceFee };
}
