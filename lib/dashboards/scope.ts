import { reachOf, type ScopePrincipal } from '@/lib/auth/scope';
import { DomainError } from '@/lib/errors';

/**
 * Which orders a principal's dashboard may count (docs/dashboards.md#access), from the one scope
 * rule (lib/auth/scope.ts, `reachOf`). THE place where the atelier role plugs in: when `reachOf`
 * returns an atelier's reach (its provider id), add its case here, forcing `providerId` to its
 * own and answering 404 for another atelier's, as the store case does for stores. Any reach not
 * listed sees nothing (404).
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
    default:
      throw new DomainError('not_found');
  }
}
