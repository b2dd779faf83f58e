import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardRefundable, onlineDue, payOnAccept, refundRetryDelayMs, REFUND_MAX_ATTEMPTS } from './rules';

const RUNS = { numRuns: 500 };
const minor = fc.integer({ min: 0, max: 10_000_000 });
const method = fc.constantFrom('card', 'pay_on_collection', 'cash', 'none');
const booking = fc.constantFrom('paid', 'warranty');

describe('the difference a revised quote asks (docs/payments.md#quote-difference)', () => {
  it('a card booking pays exactly what the quote adds to what was paid: paid plus the difference covers the quote, and is never above it when something is owed', () => {
    fc.assert(
      fc.property(minor, minor, (quote, paid) => {
        const difference = payOnAccept(quote, { paymentMethod: 'card', bookingType: 'paid', paidMinor: paid }, true);
        expect(difference).toBeGreaterThanOrEqual(0);
        expect(paid + difference).toBeGreaterThanOrEqual(quote);
        if (difference > 0) expect(paid + difference).toBe(quote);
        // The same as what the payment step will then ask for the accepted quote.
        expect(difference).toBe(onlineDue({ bookingType: 'paid', totalMinor: quote, paidMinor: paid }));
      }),
      RUNS,
    );
  });

  it('nothing online for another method, a warranty booking, or with online payments off', () => {
    fc.assert(
      fc.property(minor, minor, method, booking, fc.boolean(), (quote, paid, m, b, online) => {
        const difference = payOnAccept(quote, { paymentMethod: m, bookingType: b, paidMinor: paid }, online);
        if (!online || m !== 'card' || b === 'warranty') expect(difference).toBe(0);
      }),
      RUNS,
    );
  });
});

describe('a failed refund’s retries (docs/payments.md#refund-retries)', () => {
  it('wait a minute after the first try, never less than the try before, never more than six hours', () => {
    expect(refundRetryDelayMs(1)).toBe(60_000);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (n) => {
        expect(refundRetryDelayMs(n + 1)).toBeGreaterThanOrEqual(refundRetryDelayMs(n));
        expect(refundRetryDelayMs(n)).toBeLessThanOrEqual(6 * 3600_000);
        expect(refundRetryDelayMs(n)).toBeGreaterThanOrEqual(60_000);
      }),
      RUNS,
    );
    // Every try is given its chance within a day.
    const total = Array.from({ length: REFUND_MAX_ATTEMPTS - 1 }, (_, i) => refundRetryDelayMs(i + 1)).reduce((a, b) => a + b, 0);
    expect(total).toBeLessThan(24 * 3600_000);
  });
});

describe('what staff may still refund to the card (docs/payments.md#staff-refunds)', () => {
  it('refunds granted one after another never add up to more than the card holds, whatever was asked', () => {
    fc.assert(
      fc.property(minor, minor, fc.array(fc.integer({ min: 1, max: 2_000_000 }), { maxLength: 20 }), (paid, net, asks) => {
        let inFlight = 0;
        for (const ask of asks) if (ask <= cardRefundable(paid, net, inFlight)) inFlight += ask;
        expect(inFlight).toBeLessThanOrEqual(Math.max(0, Math.min(paid, net)));
        expect(cardRefundable(paid, net, inFlight)).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });
});
