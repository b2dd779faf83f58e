/**
 * The one scope rule (docs/decisions.md#access): what a principal may reach, given the owner
 * fields of a resource. Every read, list, change and export asks it: orders
 * (lib/orders/access.ts, lib/orders/scope.ts), carts (lib/carts/access.ts), claims
 * (lib/invoices/claims.ts), webhook endpoints (lib/notifications/webhooks/endpoints.ts). A new
 * role is added here, in `reachOf`, and nowhere else. Pure: no I/O.
 */
import type { Role } from '@/lib/schemas/constants';

/**
 * Who asks, as far as scope goes. An API key is staff of its store, or admin for every store. An
 * atelier account names its provider (`providerId`); other roles have none. `livemode` false: an
 * `rk_test_` key (docs/integrators.md#test-mode); absent is live (every session is).
 */
export type ScopePrincipal = { role: Role; accountId: string; storeId: string | null; providerId?: string | null; livemode?: boolean };

/**
 * Who a resource belongs to. `storeId`: its store (null: none yet, or every store).
 * `accountId`: the customer account it belongs to; `null` for a customer's kind of thing that
 * nobody signed in owns (a guest's cart or order): its id, 128 random bits, is then the right to
 * it; absent (`undefined`) for things no customer ever owns (a webhook endpoint, a claim).
 */
export type Owner = { storeId: string | null; accountId?: string | null; providerId?: string | null; livemode?: boolean };

/**
 * Test mode and live mode never meet (docs/integrators.md#test-mode): a test key reaches test
 * things only, everyone else live things only. A thing of the other mode is as unknown (404).
 */
export const liveModeOf = (who: { livemode?: boolean } | null | undefined): boolean => who?.livemode ?? true;

/** What a principal reaches: everything, one store's things, one account's things, or nothing owned. */
export type Reach =
  | { kind: 'all' }
  | { kind: 'store'; storeId: string | null }
  | { kind: 'account'; accountId: string }
  | { kind: 'provider'; providerId: string | null }
  | { kind: 'none' };

/** The principal's reach: the single place where a role becomes a scope. */
export function reachOf(principal: ScopePrincipal | null): Reach {
  switch (principal?.role) {
    case 'admin':
      return { kind: 'all' };
    case 'staff':
      // Staff without a store act for none: they reach no store's things (docs/decisions.md#access).
      return { kind: 'store', storeId: principal.storeId };
    case 'customer':
      return { kind: 'account', accountId: principal.accountId };
    case 'atelier':
      // The atelier's orders across every store and brand, by the order's providerId; nothing
      // else of a customer: no cart, no account, no guest's thing by its id (docs/atelier.md#role).
      return { kind: 'provider', providerId: principal.providerId ?? null };
    default:
      return { kind: 'none' };
  }
}

/** Whether an owned resource is within a reach (without the capability of a guest's id). */
function within(reach: Reach, owner: Owner): boolean {
  switch (reach.kind) {
    case 'all':
      return true;
    case 'store':
      return reach.storeId !== null && owner.storeId === reach.storeId;
    case 'account':
      return owner.accountId === reach.accountId;
    case 'provider':
      return reach.providerId !== null && owner.providerId !== undefined && owner.providerId === reach.providerId;
    case 'none':
      return false;
  }
}

/**
 * Whether the principal may reach the resource. Beyond its reach, a guest's thing (accountId
 * null) is open to whoever holds its id, unless that is staff of another store: staff act for
 * their store only. A thing of no store and no account (a cart before its first item) is open
 * to staff too.
 */
export function canReach(principal: ScopePrincipal | null, owner: Owner): boolean {
  if (liveModeOf(principal) !== liveModeOf(owner)) return false;
  const reach = reachOf(principal);
  if (within(reach, owner)) return true;
  if (owner.accountId !== null || reach.kind === 'provider') return false;
  return reach.kind !== 'store' || owner.storeId === null;
}

/**
 * The reach as a list filter: `{}` for everything, a store or an account to narrow to, or null
 * when it matches nothing; always the principal's mode (`livemode`: test keys list test things). Lists show what a principal owns or manages; a guest's things are
 * reached by id, never listed. A caller's own narrowing (`storeId` asked) outside the reach
 * is null too: an empty page, not an error.
 */
export function reachFilter(principal: ScopePrincipal | null, asked: { storeId?: string } = {}): { storeId?: string; accountId?: string; providerId?: string; livemode: boolean } | null {
  const reach = reachOf(principal);
  const livemode = liveModeOf(principal);
  switch (reach.kind) {
    case 'all':
      return asked.storeId ? { storeId: asked.storeId, livemode } : { livemode };
    case 'store':
      return !reach.storeId || (asked.storeId && asked.storeId !== reach.storeId) ? null : { storeId: reach.storeId, livemode };
    case 'account':
      return { accountId: reach.accountId, ...(asked.storeId ? { storeId: asked.storeId } : {}), livemode };
    case 'provider':
      return reach.providerId ? { providerId: reach.providerId, ...(asked.storeId ? { storeId: asked.storeId } : {}), livemode } : null;
    case 'none':
      return null;
  }
}

/**
 * The reach over things no customer owns (claims, webhook endpoints): `{}` every store (admins),
 * one store (its staff), or null (customers, guests, staff without a store).
 */
export function storeReach(principal: ScopePrincipal | null): { storeId?: string; livemode: boolean } | null {
  const filter = reachFilter(principal);
  return filter && !filter.accountId && !filter.providerId ? filter : null;
}
