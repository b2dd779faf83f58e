import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedTransitions, canProposeQuote, canTransition, flagsFor, isTerminal, ORDER_STATUSES } from './status';

const roles = ['customer', 'staff', 'admin'] as const;

describe('order status machine', () => {
  it('follows the happy paths of docs/decisions.md#statuses', () => {
    const path = ['booked', 'in_transit', 'received', 'in_repair', 'repaired', 'returning', 'completed'] as const;
    for (let i = 1; i < path.length; i++) expect(canTransition(path[i - 1]!, path[i]!, 'staff')).toBe(true);
    expect(canTransition('repaired', 'ready_for_collection', 'staff')).toBe(true);
    // Collected in store only when the item was brought to the store (docs/decisions.md#logistics).
    expect(canTransition('repaired', 'ready_for_collection', 'staff', 'store_drop_off')).toBe(true);
    expect(canTransition('repaired', 'ready_for_collection', 'staff', 'postal_label')).toBe(false);
    expect(allowedTransitions('repaired', 'staff', 'home_pickup')).toEqual(['returning']);
    expect(allowedTransitions('repaired', 'staff', 'store_drop_off')).toEqual(['returning', 'ready_for_collection']);
    expect(canTransition('ready_for_collection', 'completed', 'admin')).toBe(true);
  });

  it('lets customers only cancel a booking and answer a quote', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of allowedTransitions(from, 'customer')) {
        expect([['booked', 'cancelled'], ['quote_pending', 'in_repair'], ['quote_pending', 'returning']]).toContainEqual([from, to]);
      }
    }
    expect(canTransition('in_transit', 'cancelled', 'customer')).toBe(false);
    expect(canTransition('booked', 'in_transit', 'customer')).toBe(false);
  });

  it('never leaves a terminal status, never enters quote_pending by a transition, never goes back to booked', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.constantFrom(...ORDER_STATUSES), fc.constantFrom(...roles), (from, to, role) => {
        if (isTerminal(from)) expect(canTransition(from, to, role)).toBe(false);
        if (to === 'quote_pending' || to === 'booked') expect(canTransition(from, to, role)).toBe(false);
        if (from === to) expect(canTransition(from, to, role)).toBe(false);
      }),
    );
    expect(isTerminal('completed') && isTerminal('cancelled')).toBe(true);
  });

  it('offers quotes only to staff on received orders', () => {
    expect(canProposeQuote('received', 'staff')).toBe(true);
    expect(canProposeQuote('received', 'customer')).toBe(false);
    expect(canProposeQuote('in_repair', 'admin')).toBe(false);
  });

  it('derives the flags from the status', () => {
    const none = { isCompleted: false, isRevoked: false, isRevokedByCustomer: false };
    expect(flagsFor('completed', none)).toEqual({ isCompleted: true, isRevoked: false, isRevokedByCustomer: false });
    expect(flagsFor('cancelled', none, { from: 'booked', by: 'customer' })).toEqual({ isCompleted: false, isRevoked: true, isRevokedByCustomer: true });
    expect(flagsFor('cancelled', none, { from: 'booked', by: 'staff' })).toEqual({ isCompleted: false, isRevoked: true, isRevokedByCustomer: false });
    const declined = flagsFor('returning', none, { from: 'quote_pending', by: 'customer' });
    expect(declined).toEqual({ isCompleted: false, isRevoked: true, isRevokedByCustomer: true });
    expect(flagsFor('completed', declined)).toEqual({ isCompleted: true, isRevoked: true, isRevokedByCustomer: true });
  });
});
