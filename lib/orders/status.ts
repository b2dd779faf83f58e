import type { Role } from '@/db/schema/accounts';
import { ORDER_STATUSES, type OrderStatus, type QuoteAnswer } from '@/lib/schemas/constants';

export { ORDER_STATUSES, type OrderStatus };

type Actor = 'staff' | 'customer' | 'atelier';

/** How the item travels: what decides the way back (docs/decisions.md#statuses). */
export type LogisticKind = 'postal_label' | 'home_pickup' | 'store_drop_off' | (string & {});

/**
 * docs/decisions.md#statuses. Staff (and admins) move orders forward; customers may cancel a booking
 * and answer a revised quote (accept → in_repair, decline → the item comes back unrepaired).
 * `quote_pending` is entered only by proposing a quote, and left only by the customer's answer:
 * staff answer for the customer through the quote-answer action, never a bare transition
 * (docs/decisions.md#quote-consent). The atelier moves the steps that are its bench's work: it
 * receives the item, starts and ends the repair (docs/atelier.md#statuses); store staff keep
 * theirs, and may still record the atelier's steps for a workshop without an account.
 */
const TRANSITIONS: Record<OrderStatus, Partial<Record<OrderStatus, Actor[]>>> = {
  booked: { in_transit: ['staff'], cancelled: ['staff', 'customer'] },
  in_transit: { received: ['staff', 'atelier'] },
  received: { in_repair: ['staff', 'atelier'] },
  quote_pending: { in_repair: ['customer'], returning: ['customer'], ready_for_collection: ['customer'] },
  in_repair: { repaired: ['staff', 'atelier'] },
  repaired: { returning: ['staff'], ready_for_collection: ['staff'] },
  returning: { completed: ['staff'] },
  ready_for_collection: { completed: ['staff'] },
  completed: {},
  cancelled: {},
};

const actorOf = (role: Role): Actor => (role === 'customer' || role === 'atelier' ? role : 'staff');

/** The way back: an in-store order waits at the store; a postal or picked-up one is sent back. */
export const returnStatusOf = (kind: LogisticKind): 'returning' | 'ready_for_collection' =>
  kind === 'store_drop_off' ? 'ready_for_collection' : 'returning';

/** The other way back, never taken by an order of this kind. */
const wrongWayBack = (kind: LogisticKind): OrderStatus => (returnStatusOf(kind) === 'returning' ? 'ready_for_collection' : 'returning');

export function canTransition(from: OrderStatus, to: OrderStatus, role: Role, kind: LogisticKind): boolean {
  if (to === wrongWayBack(kind)) return false;
  return TRANSITIONS[from][to]?.includes(actorOf(role)) ?? false;
}

/** The statuses this role may move the order to now (what the UI offers and the API accepts). */
export function allowedTransitions(from: OrderStatus, role: Role, kind: LogisticKind): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canTransition(from, to, role, kind));
}

/** A revised quote can be proposed once the atelier has the item, before repair starts. */
export const canProposeQuote = (status: OrderStatus, role: Role) => role !== 'customer' && status === 'received';

/**
 * Who may answer a pending quote: the customer, in their own name; staff only on the customer's
 * behalf (with how the customer told them), never in their own; the atelier never (its quote
 * goes to the customer, who answers it).
 */
export const canAnswerQuote = (status: OrderStatus, role: Role, onBehalf: boolean) =>
  status === 'quote_pending' && role !== 'atelier' && (role === 'customer') !== onBehalf;

/** Where an answer takes the order: accepted → repair; declined → back by the order's way home. */
export const statusAfterAnswer = (answer: QuoteAnswer, kind: LogisticKind): OrderStatus =>
  answer === 'accepted' ? 'in_repair' : returnStatusOf(kind);

/** A customer's plain transition out of quote_pending read as the answer it is (or null). */
export function answerOfTransition(from: OrderStatus, to: OrderStatus, kind: LogisticKind): QuoteAnswer | null {
  if (from !== 'quote_pending') return null;
  if (to === 'in_repair') return 'accepted';
  return to === returnStatusOf(kind) ? 'declined' : null;
}

export type OrderFlags = { isCompleted: boolean; isRevoked: boolean; isRevokedByCustomer: boolean };

/** The interface's flags follow the status (isArchived is a separate staff flag). A declined quote revokes the order, by the customer. */
export function flagsFor(status: OrderStatus, previous: OrderFlags, change?: { from: OrderStatus; by: Role | 'on_behalf' }): OrderFlags {
  const declined = change?.from === 'quote_pending' && status !== 'in_repair';
  const revoked = status === 'cancelled' || declined;
  const byCustomer = change?.by === 'customer' || change?.by === 'on_behalf';
  return {
    isCompleted: status === 'completed',
    isRevoked: revoked || previous.isRevoked,
    isRevokedByCustomer: (revoked && byCustomer) || previous.isRevokedByCustomer,
  };
}

export const isTerminal = (status: OrderStatus) => Object.keys(TRANSITIONS[status]).length === 0;
