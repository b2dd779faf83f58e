import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onlineDue, payOnAccept } from './rules';

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
