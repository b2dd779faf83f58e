/** Test-only fast-check arbitraries for pricing inputs, biased so the Bonus Réparation often applies. */
import fc from 'fast-check';
import { CURRENCIES } from '@/lib/schemas/common';
import { FEE_VARIABLES } from '../commissions';
import type { CommissionContract, FeeRule, PricingInput, PricingOffer } from '../types';

const VARIABLES = [...FEE_VARIABLES, 'unknown'];

/** Percentages as contracts write them: whole, or with up to two decimals. */
const percentage = fc.oneof(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 3000 }).map((h) => h / 100));
const money = (max: number) => fc.integer({ min: 0, max });

export const feeRule: fc.Arbitrary<FeeRule> = fc.record(
  {
    variables: fc.subarray(VARIABLES),
    percentage,
    fixed: fc.record({ EUR: money(1000), GBP: money(1000), USD: money(1000) }, { requiredKeys: [] }),
  },
  { requiredKeys: ['variables', 'percentage'] },
);

export const contract: fc.Arbitrary<CommissionContract> = fc.record({
  platformFee: feeRule,
  serviceProvider: feeRule,
  operator: feeRule,
  partner: feeRule,
  paymentFee: feeRule,
});

export const offer: fc.Arbitrary<PricingOffer> = fc.record({
  id: fc.constantFrom('o1', 'o2', 'o3', 'bonus-a', 'bonus-b'),
  name: fc.constantFrom('Winter care', 'Bonus Réparation'),
  type: fc.constantFrom('fixed' as const, 'percentage' as const),
  isRepairFund: fc.boolean(),
  repairFundService: fc.constantFrom('', 'textile_hole', 'textile_zip_large'),
  percentage: fc.option(fc.integer({ min: 0, max: 100 })),
  fixedAmount: fc.option(money(30_000), { nil: undefined }),
});

export const pricingLine = fc.record({
  subServiceId: fc.constantFrom('ss1', 'ss2', 'ss3', 'ss4'),
  quantity: fc.integer({ min: 1, max: 5 }),
  unitPrice: money(50_000),
  unitOriginalPrice: money(50_000),
  kind: fc.constantFrom('repair' as const, 'alteration' as const),
  offers: fc.array(offer, { maxLength: 3 }),
});

const store = fc.record({
  country: fc.constantFrom('FR', 'FR', 'fr', 'GB', 'US', 'DE'),
  vatRateBp: fc.constantFrom(0, 550, 1000, 1900, 2000),
  serviceFee: feeRule,
  commissionContract: contract,
});

const discountCode = fc.option(
  fc.record(
    {
      code: fc.constantFrom('WELCOME10', 'REPAIR5'),
      type: fc.constantFrom('percentage' as const, 'fixed' as const),
      percentage: fc.option(fc.integer({ min: 0, max: 100 })),
      fixedAmount: money(20_000),
    },
    { requiredKeys: ['code', 'type'] },
  ),
);

/** Arbitrary carts: any currency, store, booking type, provider, items and offers. */
export const pricingInput: fc.Arbitrary<PricingInput> = fc.record(
  {
    currency: fc.constantFrom(...CURRENCIES, 'EUR' as const),
    bookingType: fc.constantFrom('paid' as const, 'paid' as const, 'warranty' as const),
    store,
    provider: fc.record({ repairFundLabelled: fc.boolean() }),
    items: fc.array(fc.record({ itemId: fc.uuid(), lines: fc.array(pricingLine, { minLength: 1, maxLength: 4 }) }), { maxLength: 4 }),
    deliveryPrice: money(5_000),
    deliveryCost: money(5_000),
    discountCode,
    insurancePrice: money(15_000),
  },
  { requiredKeys: ['currency', 'bookingType', 'store', 'provider', 'items', 'deliveryPrice'] },
);

/** Carts that qualify for the bonus at cart level (EUR, France, paid, labelled). */
export const bonusCart: fc.Arbitrary<PricingInput> = pricingInput.map((input) => ({
  ...input,
  currency: 'EUR',
  bookingType: 'paid',
  store: { ...input.store, country: 'FR' },
  provider: { repairFundLabelled: true },
}));

export const anyCart = fc.oneof(pricingInput, bonusCart);
