import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyCart } from '@/lib/pricing/testing/arbitraries';
import { composeCreditNote, composeInvoice, formatInvoiceNumber } from './compose';
import { orderOf } from './testing';
import { monthRange, yearIn } from './dates';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('composeInvoice (property)', () => {
  it('the lines add up to the order’s total; the bonus lines to its bonus; VAT per rate to the VAT the pricing gives', () => {
    fc.assert(
      fc.property(anyCart, (cart) => {
        const input = orderOf(cart);
        const body = composeInvoice(input, { number: 'F-2026-PAR-000001', issuedAt: new Date(0) });
        const cost = input.basket.costToUser;
        expect(sum(body.lines.map((l) => l.amountMinor))).toBe(Math.round(cost.total * 100));
        expect(body.totals.totalMinor).toBe(Math.round(cost.total * 100));
        expect(body.totals.bonusMinor).toBe(Math.round(cost.repairFund * 100));
        expect(body.totals.vatMinor).toBe(Math.round(cost.vatAmount * 100));
        for (const v of body.vat) expect(v.baseMinor + v.vatMinor).toBe(body.totals.totalMinor);
        for (const l of body.lines.filter((x) => x.kind === 'bonus')) {
          expect(l.amountMinor).toBeLessThan(0);
          expect(l.bonus!.priceAfterMinor).toBe(l.bonus!.priceBeforeMinor + l.amountMinor);
        }
        expect(body.dueMinor).toBe(body.totals.totalMinor);
        // A credit note cancels the invoice exactly.
        const credit = composeCreditNote(body, { number: 'A-2026-PAR-000001', issuedAt: new Date(0), reason: 'correction' });
        expect(credit.totals.totalMinor + body.totals.totalMinor).toBe(0);
        expect(sum(credit.lines.map((l) => l.amountMinor)) + sum(body.lines.map((l) => l.amountMinor))).toBe(0);
        expect(credit.credits).toBe(body.number);
      }),
      { numRuns: 300 },
    );
  });
});

describe('numbers and dates', () => {
  it('formats numbers with six digits, F for invoices and A for credit notes', () => {
    expect(formatInvoiceNumber('invoice', 2026, 'PAR', 123)).toBe('F-2026-PAR-000123');
    expect(formatInvoiceNumber('credit_note', 2027, 'WEB', 7)).toBe('A-2027-WEB-000007');
  });

  it('counts the year and the month in the store’s zone', () => {
    expect(yearIn(new Date('2026-12-31T23:30:00Z'), 'Europe/Paris')).toBe(2027);
    expect(yearIn(new Date('2026-12-31T23:30:00Z'), 'UTC')).toBe(2026);
    expect(monthRange('2026-03', 'Europe/Paris')).toEqual({ from: new Date('2026-02-28T23:00:00Z'), to: new Date('2026-03-31T22:00:00Z') });
    expect(monthRange('2026-12', 'Europe/Paris')).toEqual({ from: new Date('2026-11-30T23:00:00Z'), to: new Date('2026-12-31T23:00:00Z') });
  });
});
