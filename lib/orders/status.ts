import type { Role } from '@/db/schema/accounts';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/schemas/constants';

export { ORDER_STATUSES, type OrderStatus };

type Actor = 'staff' | 'customer';

/**
 * docs/decisions.md#statuses. Staff (and admins) move orders forward; customers may cancel a booking
 * and answer a revised quote (accept → in_repair, decline → the item comes back).
 * `quote_pending` is entered only by proposing a quote, never by a bare transition.
 */
const TRANSITIONS: Record<OrderStatus, Partial<Record<OrderStatus, Actor[]>>> = {
  booked: { in_transit: ['staff'], cancelled: ['staff', 'customer'] },
  in_transit: { received: ['staff'] },
  received: { in_repair: ['staff'] },
  quote_pending: { in_repair: ['customer', 'staff'], returning: ['customer', 'staff'] },
  in_repair: { repaired: ['staff'] },
  repaired: { returning: ['staff'], ready_for_collection: ['staff'] },
  returning: { completed: ['staff'] },
  ready_for_collection: { completed: ['staff'] },
  completed: {},
  cancelled: {},
};

const actorOf = (role: Role): Actor => (role === 'customer' ? 'customer' : 'staff');

/** How the item travels (the order's logistic option kind): only an in-store item is collected in store (docs/decisions.md#logistics). */
export type DeliveryKind = 'postal_label' | 'home_pickup' | 'store_drop_off';

export function canTransition(from: OrderStatus, to: OrderStatus, role: Role, kind?: DeliveryKind): boolean {
  if (to === 'ready_for_collection' && kind !== undefined && kind !== 'store_drop_off') return false;
  return TRANSITIONS[from][to]?.includes(actorOf(role)) ?? false;
}

/** The statuses this role may move the order to now (what the UI offers). */
export function allowedTransitions(from: OrderStatus, role: Role, kind?: DeliveryKind): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canTransition(from, to, role, kind));
}

/** A revised quote can be proposed once the atelier has the item, before repair starts. */
export const canProposeQuote = (status: OrderStatus, role: Role) => role !== 'customer' && status === 'received';

export type OrderFlags = { isCompleted: boolean; isRevoked: boolean; isRevokedByCustomer: boolean };

/** The interface's flags follow the status (isArchived is a separate staff flag). */
export function flagsFor(status: OrderStatus, previous: OrderFlags, change?: { from: OrderStatus; by: Role }): OrderFlags {
  const declined = change?.from === 'quote_pending' && status === 'returning';
  const revoked = status === 'cancelled' || declined;
  return {
    isCompleted: status === 'completed',
    isRevoked: revoked || previous.isRevoked,
    isRevokedByCustomer: (revoked && change?.by === 'customer') || previous.isRevokedByCustomer,
  };
}

export const isTerminal = (status: OrderStatus) => Object.keys(TRANSITIONS[status]).length === 0;
