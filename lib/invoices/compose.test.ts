import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyCart } from '@/lib/pricing/testing/arbitraries';
import type { ServiceSnapshot } from '@/db/schema/order-json';
import { composeCreditNote, composeInvoice, formatInvoiceNumber, type ComposeInput } from './compose';
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
        // VAT on the price, bonus included (docs/invoices.md#vat-and-bonus).
        expect(sum(body.vat.map((v) => v.baseMinor + v.vatMinor))).toBe(body.totals.totalMinor + body.totals.bonusMinor);
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

/** A paid cart with at least one line, fixed by seed: the frame the worked example fills in. */
const anyCartSample = () => fc.sample(anyCart, { seed: 35, numRuns: 50 }).find((c) => c.bookingType !== 'warranty' && c.items[0]?.lines.length)!;

describe('VAT with the Bonus Réparation (docs/invoices.md#vat-and-bonus)', () => {
  it('a €95 repair with a €32 bonus at 20 %: VAT €15.83 on €95, the customer pays €63, the credit note reverses it', () => {
    const input = orderOf({ ...anyCartSample(), currency: 'EUR' });
    const item = input.items[0]!;
    const service = { ...item.subServices[0]!, quantity: 1, price: { EUR: 9500 } } as ServiceSnapshot;
    const bonus = { subServiceId: service.subServiceId, isRepairFund: true, amount: 32, name: 'Bonus Réparation – fermeture longue', repairFundService: 'textile_zip_large' };
    const example: ComposeInput = {
      ...input,
      vatRateBp: 2000,
      items: [{ ...item, subServices: [service] }],
      basket: {
        discountCode: null,
        costToUser: { ...input.basket.costToUser, codeDiscount: 0, serviceFee: { ...input.basket.costToUser.serviceFee, fee: 0 }, delivery: 0, insurance: 0 },
        items: [{ ...input.basket.items[0]!, itemId: item.itemId, isRevoked: false, appliedDiscountOffer: [bonus] }] as ComposeInput['basket']['items'],
      },
    };
    const body = composeInvoice(example, { number: 'F-2026-PAR-000001', issuedAt: new Date(0) });
    expect(body.lines.map((l) => [l.kind, l.amountMinor])).toEqual([['service', 9500], ['bonus', -3200]]);
    expect(body.vat).toEqual([{ rateBp: 2000, baseMinor: 7917, vatMinor: 1583 }]);
    expect(body.totals).toMatchObject({ servicesMinor: 9500, bonusMinor: 3200, totalMinor: 6300, vatMinor: 1583 });
    expect(body.dueMinor).toBe(6300);
    const credit = composeCreditNote(body, { number: 'A-2026-PAR-000001', issuedAt: new Date(0), reason: 'cancelled' });
    expect(credit.vat).toEqual([{ rateBp: 2000, baseMinor: -7917, vatMinor: -1583 }]);
    expect(credit.totals).toMatchObject({ bonusMinor: -3200, totalMinor: -6300, vatMinor: -1583 });
    // Insured (docs/insurance.md#vat): the €30 premium is its own line, exempt, so the VAT on the repair is unchanged.
    const insured = composeInvoice({ ...example, basket: { ...example.basket, costToUser: { ...example.basket.costToUser, insurance: 30 } } }, { number: 'F-2026-PAR-000002', issuedAt: new Date(0) });
    expect(insured.lines.at(-1)).toMatchObject({ kind: 'insurance', label: 'insuranceLine', amountMinor: 3000, vatRateBp: 0 });
    expect(insured.vat).toEqual([{ rateBp: 0, baseMinor: 3000, vatMinor: 0 }, { rateBp: 2000, baseMinor: 7917, vatMinor: 1583 }]);
    expect(insured.totals).toMatchObject({ totalMinor: 9300, vatMinor: 1583 });
  });

  it('a credit note for a cancelled order refunds what was paid, not the total; a reissue’s refunds nothing (docs/decisions.md#refunds)', () => {
    const input = orderOf(anyCartSample());
    const body = composeInvoice({ ...input, payments: [{ method: 'cash', amountMinor: 1000, date: null }] }, { number: 'F-2026-PAR-000002', issuedAt: new Date(0) });
    expect(body.totals.totalMinor).not.toBe(1000);
    expect(composeCreditNote(body, { number: 'A-2026-PAR-000002', issuedAt: new Date(0), reason: 'cancelled' }).dueMinor).toBe(-1000);
    expect(composeCreditNote(body, { number: 'A-2026-PAR-000003', issuedAt: new Date(0), reason: 'payment_corrected' }).dueMinor).toBe(0);
  });
});
