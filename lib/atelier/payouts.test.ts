import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYEE_SHARE, statementLine, statementTotals, type LedgerRow, type PayeeKind } from './payouts';

const row = fc.record({
  invoiceId: fc.uuid(),
  invoiceNumber: fc.string({ minLength: 1, maxLength: 8 }),
  kind: fc.constantFrom<'invoice' | 'credit_note'>('invoice', 'credit_note'),
  issuedAt: fc.date({ min: new Date('2026-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }),
  currency: fc.constantFrom('EUR', 'GBP', 'USD'),
  totalMinor: fc.integer({ min: -100_000, max: 100_000 }),
  bonusMinor: fc.integer({ min: 0, max: 6_000 }),
  orderId: fc.uuid(),
  orderNumber: fc.string({ minLength: 1, maxLength: 8 }),
  // Shares in cents, stored in major units as the interface does.
  comissions: fc.integer({ min: 0, max: 50_000 }).map((c) => ({ serviceProvider: { fee: c / 100 } })),
  storeName: fc.constant('Paris Marais'),
}) satisfies fc.Arbitrary<LedgerRow>;

// docs/atelier.md#payouts
describe('payout statement', () => {
  it('totals are the sums of their currency’s lines, to the cent, and never mix currencies', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), (rows) => {
        const lines = rows.map((r) => statementLine(r));
        const totals = statementTotals(lines);
        expect(totals.map((t) => t.currency)).toEqual([...new Set(rows.map((r) => r.currency))].sort());
        for (const t of totals) {
          const mine = lines.filter((l) => l.currency === t.currency);
          expect(t.lines).toBe(mine.length);
          expect(t.shareMinor).toBe(mine.reduce((s, l) => s + l.shareMinor, 0));
          expect(t.invoicedMinor).toBe(mine.reduce((s, l) => s + l.invoicedMinor, 0));
          expect(Number.isInteger(t.shareMinor)).toBe(true);
        }
      }),
    );
  });

  it('a credit note takes back exactly its invoice’s share: an invoice and its credit note net to zero', () => {
    fc.assert(
      fc.property(row, (r) => {
        const invoice = statementLine({ ...r, kind: 'invoice' });
        const credit = statementLine({ ...r, kind: 'credit_note', totalMinor: -r.totalMinor, bonusMinor: -r.bonusMinor });
        const [total] = statementTotals([invoice, credit]);
        expect(total).toMatchObject({ shareMinor: 0, invoicedMinor: 0, bonusMinor: 0, lines: 2 });
        expect(invoice.shareMinor).toBe(Math.round(r.comissions.serviceProvider.fee * 100));
      }),
    );
  });

  // docs/atelier.md#payee-statements: one engine, the payee as a parameter.
  it('each payee’s line carries its own fee of the split, never another’s; a credit note takes it back; none is 0, never -0', () => {
    const split = fc.record({ serviceProvider: fc.integer({ min: 0, max: 50_000 }), operator: fc.integer({ min: 0, max: 50_000 }), partner: fc.integer({ min: 0, max: 50_000 }) });
    fc.assert(
      fc.property(row, split, fc.constantFrom<PayeeKind>('atelier', 'operator', 'partner'), (r, cents, kind) => {
        const comissions = { serviceProvider: { fee: cents.serviceProvider / 100 }, operator: { fee: cents.operator / 100 }, partner: { fee: cents.partner / 100 } };
        const invoice = statementLine({ ...r, kind: 'invoice', comissions }, kind);
        expect(invoice.shareMinor).toBe(cents[PAYEE_SHARE[kind]]);
        expect(statementLine({ ...r, kind: 'credit_note', comissions }, kind).shareMinor).toBe(-cents[PAYEE_SHARE[kind]] || 0);
        // A split without that fee (an order booked before the interface had it) owes the payee nothing.
        const without = statementLine({ ...r, kind: 'credit_note', comissions: {} }, kind);
        expect(Object.is(without.shareMinor, 0)).toBe(true);
      }),
    );
  });
});
