import { describe, expect, it } from 'vitest';
import { isPaymentPath, pageCsp } from '@/lib/security-headers.mjs';
import { stripeConfig } from './config';
import { onlineDue, withOnlineCard, isUnpaidExpired, UNPAID_CANCEL_AFTER_MS } from './rules';

describe('the payment step’s CSP (docs/payments.md)', () => {
  it('lets Stripe in on the payment step only', () => {
    const pay = pageCsp('n', { payment: true });
    expect(pay).toContain("script-src 'self' 'nonce-n' 'strict-dynamic' https://js.stripe.com");
    expect(pay).toContain("connect-src 'self' https://api.stripe.com");
    expect(pay).toContain('frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com');
    const other = pageCsp('n');
    expect(other).not.toContain('stripe');
    expect(other).toContain("connect-src 'self';");
  });

  it('the payment steps are the order’s and the tracking link’s pay pages, nothing else', () => {
    expect(isPaymentPath('/fr/orders/ord_1/pay')).toBe(true);
    expect(isPaymentPath('/en/track/AbC-_123/pay/')).toBe(true);
    expect(isPaymentPath('/en/track/AbC-_123')).toBe(false);
    expect(isPaymentPath('/en/orders/ord_1')).toBe(false);
    expect(isPaymentPath('/en/track/a/b/pay')).toBe(false);
    expect(isPaymentPath('/en/account/pay')).toBe(false);
  });
});

describe('online payment rules', () => {
  it('is on only with the three keys; the API base is parsed for the SDK', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk', STRIPE_PUBLISHABLE_KEY: 'pk', STRIPE_WEBHOOK_SECRET: 'wh' };
    expect(stripeConfig({})).toBeNull();
    expect(stripeConfig({ ...keys, STRIPE_WEBHOOK_SECRET: ' ' })).toBeNull();
    expect(stripeConfig({ ...keys, STRIPE_API_BASE: 'http://127.0.0.1:3901' })?.api).toEqual({ host: '127.0.0.1', port: 3901, protocol: 'http' });
    expect(stripeConfig(keys)?.api).toBeNull();
  });

  it('due is the total less what was paid, never negative, nothing for a warranty; card first only when on', () => {
    expect(onlineDue({ bookingType: 'paid', totalMinor: 5000, paidMinor: 2000 })).toBe(3000);
    expect(onlineDue({ bookingType: 'paid', totalMinor: 5000, paidMinor: 6000 })).toBe(0);
    expect(onlineDue({ bookingType: 'warranty', totalMinor: 5000, paidMinor: 0 })).toBe(0);
    expect(withOnlineCard(['pay_on_collection'], true)).toEqual(['card', 'pay_on_collection']);
    expect(withOnlineCard(['pay_on_collection'], false)).toEqual(['pay_on_collection']);
  });

  it('an unpaid card booking expires after the delay, not before; a confirmed or other one never', () => {
    const placed = new Date('2026-01-01T10:00:00Z');
    const order = { paymentMethod: 'card', hasPaymentConfirmation: false, status: 'booked', orderDate: placed };
    expect(isUnpaidExpired(order, new Date(placed.getTime() + UNPAID_CANCEL_AFTER_MS - 1))).toBe(false);
    expect(isUnpaidExpired(order, new Date(placed.getTime() + UNPAID_CANCEL_AFTER_MS))).toBe(true);
    expect(isUnpaidExpired({ ...order, hasPaymentConfirmation: true }, new Date(placed.getTime() + 2 * UNPAID_CANCEL_AFTER_MS))).toBe(false);
    expect(isUnpaidExpired({ ...order, paymentMethod: 'pay_on_collection' }, new Date(placed.getTime() + 2 * UNPAID_CANCEL_AFTER_MS))).toBe(false);
  });
});
