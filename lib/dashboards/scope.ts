import { reachOf, type ScopePrincipal } from '@/lib/auth/scope';
import { DomainError } from '@/lib/errors';

/**
 * Which orders a principal's dashboard may count (docs/dashboards.md#access), from the one scope
 * rule (lib/auth/scope.ts, `reachOf`): admins everything, staff their store, an atelier its own
 * provider's work (another store's or atelier's figures answer 404). Any reach not listed sees
 * nothing (404).
 */
export function dashboardScope(principal: ScopePrincipal, asked: { storeId?: string; providerId?: string }): { storeId?: string; providerId?: string } {
  const reach = reachOf(principal);
  switch (reach.kind) {
    case 'all':
      return asked;
    case 'store':
      // Staff act for their store only: another store's figures do not exist for them.
      if (!reach.storeId || (asked.storeId && asked.storeId !== reach.storeId)) throw new DomainError('not_found');
      return { ...asked, storeId: reach.storeId };
    case 'provider':
      // An atelier counts its own work only: another atelier's figures do not exist for it.
      if (!reach.providerId || (asked.providerId && asked.providerId !== reach.providerId)) throw new DomainError('not_found');
      return { ...asked, providerId: reach.providerId };
    default:
      throw new DomainError('not_found');
  }
}
