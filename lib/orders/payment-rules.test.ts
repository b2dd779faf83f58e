import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allowedPaymentMethods, paymentFlags, paymentRefusal, refundOwed } from './payment-rules';

const order = { status: 'received', currency: 'EUR', totalMinor: 4500, paidMinor: 0 };

describe('paymentRefusal', () => {
  it('refuses a payment on a cancelled order, another currency, a refund above what was paid and a payment above what is due', () => {
    expect(paymentRefusal({ ...order, status: 'cancelled' }, { amountMinor: 100, currency: 'EUR' })).toBe('payment_order_cancelled');
    // A cancelled order still takes its refund, up to what was paid (docs/decisions.md#refunds).
    expect(paymentRefusal({ ...order, status: 'cancelled', paidMinor: 1000 }, { amountMinor: -1000, currency: 'EUR' })).toBeNull();
    expect(paymentRefusal({ ...order, status: 'cancelled', paidMinor: 1000 }, { amountMinor: -1001, currency: 'EUR' })).toBe('refund_exceeds_paid');
    expect(paymentRefusal(order, { amountMinor: 100, currency: 'GBP' })).toBe('payment_currency_mismatch');
    expect(paymentRefusal(order, { amountMinor: 0, currency: 'EUR' })).toBe('validation_failed');
    expect(paymentRefusal({ ...order, paidMinor: 400 }, { amountMinor: -500, currency: 'EUR' })).toBe('refund_exceeds_paid');
    expect(paymentRefusal({ ...order, paidMinor: 4500 }, { amountMinor: -500, currency: 'EUR' })).toBeNull();
    expect(paymentRefusal(order, { amountMinor: 4500, currency: 'EUR' })).toBeNull();
    expect(paymentRefusal({ ...order, paidMinor: 4000 }, { amountMinor: 501, currency: 'EUR' })).toBe('payment_exceeds_due');
  });
});

describe('refundOwed', () => {
  it('is all that was paid on a cancelled order, what was paid above the total otherwise, never negative', () => {
    fc.assert(
      fc.property(fc.constantFrom('received', 'completed', 'cancelled'), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), (status, total, paid) => {
        const owed = refundOwed({ status, totalMinor: total, paidMinor: paid });
        expect(owed).toBe(status === 'cancelled' ? paid : Math.max(0, paid - total));
        expect(owed).toBeLessThanOrEqual(paid);
      }),
    );
  });
});

describe('paymentFlags', () => {
  it('is paid once payments cover the total, confirmed once anything is held, never owes a negative amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 2_000_000 }), (total, paid) => {
        const f = paymentFlags(total, paid);
        expect(f.isPayed).toBe(paid >= total);
        expect(f.hasPaymentConfirmation).toBe(paid > 0);
        expect(f.dueMinor).toBe(Math.max(0, total - paid));
        expect(f.dueMinor + Math.min(paid, total)).toBe(total);
      }),
    );
    expect(paymentFlags(0, 0)).toEqual({ isPayed: false, hasPaymentConfirmation: false, dueMinor: 0 });
  });
});

describe('allowedPaymentMethods', () => {
  it('takes the option’s methods, and none for a warranty', () => {
    expect(allowedPaymentMethods(['pay_on_collection'], 'paid')).toEqual(['pay_on_collection']);
    expect(allowedPaymentMethods(['pay_at_drop_off', 'pay_on_collection'], 'warranty')).toEqual(['none']);
  });
});
