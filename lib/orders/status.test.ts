import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  answerOfTransition,
  canAnswerQuote,
  canProposeQuote,
  canTransition,
  flagsFor,
  isTerminal,
  ORDER_STATUSES,
  returnStatusOf,
  statusAfterAnswer,
} from './status';

const roles = ['customer', 'staff', 'admin'] as const;
const kinds = ['postal_label', 'home_pickup', 'store_drop_off'] as const;

describe('order status machine', () => {
  it('follows the happy paths of docs/decisions.md#statuses, back by the way the order came', () => {
    const path = ['booked', 'in_transit', 'received', 'in_repair', 'repaired', 'returning', 'completed'] as const;
    for (let i = 1; i < path.length; i++) expect(canTransition(path[i - 1]!, path[i]!, 'staff', 'postal_label')).toBe(true);
    expect(canTransition('repaired', 'ready_for_collection', 'staff', 'store_drop_off')).toBe(true);
    expect(canTransition('ready_for_collection', 'completed', 'admin', 'store_drop_off')).toBe(true);
  });

  it('sends in-store orders back by ready_for_collection and postal or picked-up ones by returning, never the other way', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.constantFrom(...roles), fc.constantFrom(...kinds), (from, role, kind) => {
        const wrong = kind === 'store_drop_off' ? 'returning' : 'ready_for_collection';
        expect(canTransition(from, wrong, role, kind)).toBe(false);
        expect(allowedTransitions(from, role, kind)).not.toContain(wrong);
      }),
    );
    expect(allowedTransitions('repaired', 'staff', 'postal_label')).toEqual(['returning']);
    expect(allowedTransitions('repaired', 'staff', 'home_pickup')).toEqual(['returning']);
    expect(allowedTransitions('repaired', 'staff', 'store_drop_off')).toEqual(['ready_for_collection']);
    expect(returnStatusOf('store_drop_off')).toBe('ready_for_collection');
  });

  it('lets customers only cancel a booking and answer a quote', () => {
    for (const kind of kinds) {
      for (const from of ORDER_STATUSES) {
        for (const to of allowedTransitions(from, 'customer', kind)) {
          expect([['booked', 'cancelled'], ['quote_pending', 'in_repair'], ['quote_pending', returnStatusOf(kind)]]).toContainEqual([from, to]);
        }
      }
    }
    expect(canTransition('in_transit', 'cancelled', 'customer', 'postal_label')).toBe(false);
    expect(canTransition('booked', 'in_transit', 'customer', 'postal_label')).toBe(false);
  });

  it('never leaves quote_pending by a plain staff transition (docs/decisions.md#quote-consent)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.constantFrom('staff', 'admin' as const), fc.constantFrom(...kinds), (to, role, kind) => {
        expect(canTransition('quote_pending', to, role, kind)).toBe(false);
      }),
    );
  });

  it('lets the customer answer in their name and staff only on their behalf', () => {
    expect(canAnswerQuote('quote_pending', 'customer', false)).toBe(true);
    expect(canAnswerQuote('quote_pending', 'customer', true)).toBe(false);
    expect(canAnswerQuote('quote_pending', 'staff', false)).toBe(false);
    expect(canAnswerQuote('quote_pending', 'staff', true)).toBe(true);
    expect(canAnswerQuote('quote_pending', 'admin', true)).toBe(true);
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES.filter((s) => s !== 'quote_pending')), fc.constantFrom(...roles), fc.boolean(), (status, role, onBehalf) => {
        expect(canAnswerQuote(status, role, onBehalf)).toBe(false);
      }),
    );
  });

  it('reads an answer where it leads, and a customer transition as its answer', () => {
    for (const kind of kinds) {
      expect(statusAfterAnswer('accepted', kind)).toBe('in_repair');
      expect(statusAfterAnswer('declined', kind)).toBe(returnStatusOf(kind));
      expect(answerOfTransition('quote_pending', statusAfterAnswer('declined', kind), kind)).toBe('declined');
      expect(answerOfTransition('quote_pending', 'in_repair', kind)).toBe('accepted');
      expect(answerOfTransition('received', 'in_repair', kind)).toBeNull();
    }
  });

  it('never leaves a terminal status, never enters quote_pending by a transition, never goes back to booked', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.constantFrom(...ORDER_STATUSES), fc.constantFrom(...roles), fc.constantFrom(...kinds), (from, to, role, kind) => {
        if (isTerminal(from)) expect(canTransition(from, to, role, kind)).toBe(false);
        if (to === 'quote_pending' || to === 'booked') expect(canTransition(from, to, role, kind)).toBe(false);
        if (from === to) expect(canTransition(from, to, role, kind)).toBe(false);
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
    expect(flagsFor('ready_for_collection', none, { from: 'quote_pending', by: 'on_behalf' })).toEqual(declined);
    expect(flagsFor('in_repair', none, { from: 'quote_pending', by: 'on_behalf' })).toEqual(none);
    expect(flagsFor('completed', declined)).toEqual({ isCompleted: true, isRevoked: true, isRevokedByCustomer: true });
  });
});

describe('the atelier’s steps (docs/atelier.md#statuses)', () => {
  it('moves exactly its bench’s work: received, in repair, repaired; never the store’s steps, a cancel or a quote answer', () => {
    const own = [['in_transit', 'received'], ['received', 'in_repair'], ['in_repair', 'repaired']];
    for (const kind of kinds) {
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          expect(canTransition(from, to, 'atelier', kind), `${from} → ${to}`).toBe(own.some(([f, t]) => f === from && t === to));
        }
      }
    }
  });

  it('leaves store staff every step they had, the atelier’s included (a workshop without an account)', () => {
    for (const [from, to] of [['booked', 'in_transit'], ['in_transit', 'received'], ['received', 'in_repair'], ['in_repair', 'repaired'], ['repaired', 'returning'], ['returning', 'completed']] as const) {
      expect(canTransition(from, to, 'staff', 'postal_label')).toBe(true);
    }
  });

  it('may propose a revised quote once it has the item, and never answers one', () => {
    expect(canProposeQuote('received', 'atelier')).toBe(true);
    expect(canProposeQuote('in_repair', 'atelier')).toBe(false);
    expect(canAnswerQuote('quote_pending', 'atelier', false)).toBe(false);
    expect(canAnswerQuote('quote_pending', 'atelier', true)).toBe(false);
  });
});
