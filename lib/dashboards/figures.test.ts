import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FactRow } from '@/db/dashboards';
import { customersOf, keptOf, moneyOf, quantileOf, quotesOf, turnaroundOf } from './figures';

/** percentile_disc as SQL defines it, on the values themselves: the oracle for the histogram. */
function percentileDisc(values: number[], q: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
}
const histogramOf = (values: number[]) => values.reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<number, number>());
const row = (r: Partial<FactRow> & Pick<FactRow, 'metric'>): FactRow => ({ dim: '', key: '', providerId: 'p1', currency: 'EUR', month: '2026-01', n: 1, amount: 0, ...r });

describe('dashboard figures (docs/dashboards.md#facts)', () => {
  it('a histogram’s quantile is SQL’s percentile_disc of the values it counts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -60, max: 400 }), { maxLength: 200 }), fc.constantFrom(0.1, 0.5, 0.9, 0.99, 1), (values, q) => {
        expect(quantileOf(histogramOf(values), q)).toBe(percentileDisc(values, q));
      }),
    );
  });

  it('turnaround: orders (dim "") per atelier and overall, garments per category; lateness below 0 is on time', () => {
    const rows = [
      row({ metric: 'turnaround', key: '3', n: 2 }),
      row({ metric: 'turnaround', key: '10', n: 1, providerId: 'p2' }),
      row({ metric: 'lateness', key: '-2', n: 2 }),
      row({ metric: 'lateness', key: '0', n: 1, providerId: 'p2' }),
      row({ metric: 'turnaround', dim: 'shirts', key: '3', n: 5 }),
      row({ metric: 'lateness', dim: 'shirts', key: '-1', n: 5 }),
    ];
    const t = turnaroundOf(rows);
    expect(t.overall).toEqual({ completed: 3, medianDays: 3, p90Days: 10, onTime: 2, medianLateDays: -2, p90LateDays: 0 });
    expect(t.perAtelier.map((a) => [a.providerId, a.completed, a.onTime])).toEqual([
      ['p1', 2, 2],
      ['p2', 1, 0],
    ]);
    expect(t.perCategory).toEqual([{ categoryId: 'shirts', completed: 5, medianDays: 3, p90Days: 3, onTime: 5, medianLateDays: -1, p90LateDays: -1 }]);
    expect(turnaroundOf([]).overall).toEqual({ completed: 0, medianDays: null, p90Days: null, onTime: 0, medianLateDays: null, p90LateDays: null });
  });

  it('quotes, customers, garments and money add up whatever the split of the rows', () => {
    const arbRow = fc.record({
      metric: fc.constantFrom('quote', 'customer', 'kept', 'invoiced', 'bonus', 'claim'),
      key: fc.constantFrom('made', 'accepted', 'declined', 'pending', 'new', 'returning', 'invoice', 'credit_note', 'to_file', 'filed', 'paid', 'refused', ''),
      dim: fc.constantFrom('', 'shirts', 'coats'),
      currency: fc.constantFrom('EUR', 'GBP'),
      month: fc.constantFrom('2026-01', '2026-02'),
      n: fc.integer({ min: 1, max: 9 }),
      amount: fc.integer({ min: -5000, max: 5000 }),
    });
    fc.assert(
      fc.property(fc.array(arbRow.map((r) => row(r)), { maxLength: 60 }), fc.integer({ min: 0, max: 500 }), (rows, booked) => {
        const sum = (p: (r: FactRow) => boolean, f: (r: FactRow) => number) => rows.filter(p).reduce((s, r) => s + f(r), 0);
        const q = quotesOf(rows, booked);
        const made = sum((r) => r.metric === 'quote' && r.key === 'made', (r) => r.n);
        expect(q.made).toBe(made);
        expect(q.rate).toBe(booked > 0 ? made / booked : null);
        const c = customersOf(rows);
        expect(c.newCustomers + c.returningOrders).toBe(sum((r) => r.metric === 'customer', (r) => r.n));
        expect(keptOf(rows).garments).toBe(sum((r) => r.metric === 'kept', (r) => r.n));
        const m = moneyOf(rows);
        expect(m.invoicedPerMonth.reduce((s, r) => s + r.netMinor, 0)).toBe(sum((r) => r.metric === 'invoiced', (r) => r.amount));
        expect(m.invoicedPerMonth.every((r) => r.netMinor === r.invoicedMinor + r.creditedMinor)).toBe(true);
        const reimbursed = sum((r) => r.metric === 'claim' && r.key === 'paid', (r) => r.amount);
        expect(m.bonusPerMonth.reduce((s, r) => s + r.reimbursedMinor, 0)).toBe(reimbursed);
      }),
    );
  });
});
