import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '@/lib/schemas/constants';
import { decideInsurance, declaredValueValid, INSURANCE_RULES, insurancePremium, MAX_DECLARED_MINOR, type InsurableKind } from './rule';

const RUNS = { numRuns: 500 };
const kind = fc.constantFrom<InsurableKind>('postal_label', 'home_pickup');
const currency = fc.constantFrom(...CURRENCIES);
const declared = fc.integer({ min: 0, max: MAX_DECLARED_MINOR });

describe('insurance rule properties (docs/insurance.md#rule)', () => {
  it('the premium is at least the minimum and never more than the rate on the carrier’s maximum cover', () => {
    fc.assert(
      fc.property(kind, currency, declared, (k, c, v) => {
        const rule = INSURANCE_RULES[k][c];
        const p = insurancePremium(rule, v);
        expect(Number.isSafeInteger(p)).toBe(true);
        expect(p).toBeGreaterThanOrEqual(rule.minimumMinor);
        expect(p).toBeLessThanOrEqual(Math.max(rule.minimumMinor, Math.ceil((rule.maxCoverageMinor * rule.rateBp) / 10_000)));
      }),
      RUNS,
    );
  });

  it('the premium is the rate on the value, rounded half up, wherever the minimum and the cap do not bind', () => {
    fc.assert(
      fc.property(kind, currency, declared, (k, c, v) => {
        const rule = INSURANCE_RULES[k][c];
        const exact = (Math.min(v, rule.maxCoverageMinor) * rule.rateBp) / 10_000;
        const p = insurancePremium(rule, v);
        if (p > rule.minimumMinor) expect(Math.abs(p - exact)).toBeLessThanOrEqual(0.5);
      }),
      RUNS,
    );
  });

  it('the premium never falls when the declared value rises, and stops rising at the maximum cover', () => {
    fc.assert(
      fc.property(kind, currency, declared, declared, (k, c, a, b) => {
        const rule = INSURANCE_RULES[k][c];
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(insurancePremium(rule, lo)).toBeLessThanOrEqual(insurancePremium(rule, hi));
        if (lo >= rule.maxCoverageMinor) expect(insurancePremium(rule, lo)).toBe(insurancePremium(rule, hi));
      }),
      RUNS,
    );
  });

  it('above the threshold insurance is required and priced; at or below it, it is the customer’s choice', () => {
    fc.assert(
      fc.property(kind, currency, declared, fc.boolean(), (k, c, v, requested) => {
        const rule = INSURANCE_RULES[k][c];
        const d = decideInsurance({ kind: k, currency: c, declaredMinor: v, requested });
        expect(d.required).toBe(v > rule.thresholdMinor);
        expect(d.status).toBe(v > rule.thresholdMinor || requested ? 'insured' : 'no_insurance');
        expect(d.priceMinor).toBe(d.status === 'insured' ? insurancePremium(rule, v) : null);
        expect(d.declaredMinor).toBe(v);
      }),
      RUNS,
    );
  });

  it('an option that carries no parcel is never insured, whatever is declared or asked', () => {
    fc.assert(
      fc.property(fc.constantFrom('store_drop_off', 'courier', ''), currency, declared, fc.boolean(), (k, c, v, requested) => {
        expect(decideInsurance({ kind: k, currency: c, declaredMinor: v, requested })).toEqual({ status: 'no_insurance', declaredMinor: null, priceMinor: null, required: false });
      }),
      RUNS,
    );
  });

  it('negative, fractional and absurd declared values are invalid; every whole amount up to the ceiling is valid', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: MAX_DECLARED_MINOR + 1 }), fc.double({ noInteger: true })), (v) => {
        expect(declaredValueValid(v)).toBe(false);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(declared, (v) => {
        expect(declaredValueValid(v)).toBe(true);
      }),
      RUNS,
    );
  });

  it('a worked example: €2,000 by post is insured for €30.00; €8,000 is capped at the €5,000 cover (€75.00); €100 costs the €3.00 minimum', () => {
    const post = INSURANCE_RULES.postal_label.EUR;
    expect(insurancePremium(post, 2_000_00)).toBe(30_00);
    expect(insurancePremium(post, 8_000_00)).toBe(75_00);
    expect(insurancePremium(post, 100_00)).toBe(3_00);
  });
});
