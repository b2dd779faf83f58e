import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@/lib/schemas/constants';
import { canTransition } from '@/lib/orders/status';
import { DUE_SOON_MS, isDueSoon, isLate, laneOf, nextBenchStep, QUEUE_STATUSES } from './queue';

const at = fc.date({ min: new Date('2026-01-01'), max: new Date('2027-01-01'), noInvalidDate: true });
const order = fc.record({ status: fc.constantFrom(...ORDER_STATUSES), estimatedCompletionDate: at, expectedArrival: at });

describe('the atelier’s queue (docs/atelier.md#queue)', () => {
  it('puts exactly the orders the bench still works on in a lane', () => {
    fc.assert(
      fc.property(order, at, (o, end) => {
        expect(laneOf(o, end) !== null).toBe((QUEUE_STATUSES as readonly string[]).includes(o.status));
      }),
    );
  });

  it('says an order on its way arrives today exactly when it is expected by the end of the day', () => {
    fc.assert(
      fc.property(order, at, (o, end) => {
        const lane = laneOf(o, end);
        if (o.status === 'in_transit' || o.status === 'booked') expect(lane === 'arriving_today').toBe(o.expectedArrival <= end);
      }),
    );
  });

  it('flags late exactly the unfinished orders past their date, and due soon only those not late within two days', () => {
    fc.assert(
      fc.property(order, at, (o, now) => {
        const open = (QUEUE_STATUSES as readonly string[]).includes(o.status);
        expect(isLate(o, now)).toBe(open && o.estimatedCompletionDate < now);
        expect(isDueSoon(o, now)).toBe(open && o.estimatedCompletionDate >= now && o.estimatedCompletionDate.getTime() - now.getTime() <= DUE_SOON_MS);
        expect(isLate(o, now) && isDueSoon(o, now)).toBe(false);
      }),
    );
  });

  it('offers only a step the status machine lets the atelier take', () => {
    for (const status of ORDER_STATUSES) {
      const next = nextBenchStep(status);
      for (const to of ORDER_STATUSES) {
        if (canTransition(status, to, 'atelier', 'postal_label')) expect(next).toBe(to);
      }
      if (next) expect(canTransition(status, next, 'atelier', 'postal_label')).toBe(true);
    }
  });
});
