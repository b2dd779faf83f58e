import type { OrderFilter } from '@/db/orders';
import { reachFilter } from '@/lib/auth/scope';
import type { Principal } from '@/lib/auth/session';
import type { BookingType, OrderStatus } from '@/lib/schemas/constants';

/** The filters the order list, the admin table and its export share. */
export type OrderFilterQuery = {
  storeId?: string;
  providerId?: string;
  status?: OrderStatus[];
  bookingType?: BookingType;
  from?: Date;
  to?: Date;
  q?: string;
  archived?: 'true' | 'false' | 'all';
  /** Estimated completion passed, not completed nor cancelled (the staff table). */
  overdue?: 'true';
  /** `key:value`: orders whose metadata has it (docs/integrators.md#metadata). */
  metadata?: string;
  /** Changed at or after (incremental sync, docs/integrators.md#sync). */
  updatedSince?: Date;
};

/**
 * Who sees which orders is the scope rule's list filter (lib/auth/scope.ts,
 * docs/decisions.md#access): admins every order, staff their store's, customers their own. The
 * caller's filter narrowed to that, or null when it can match nothing (staff without a store,
 * or asking for another store's orders: an empty page, not an error).
 */
export function scopedOrderFilter(query: OrderFilterQuery, principal: Principal): OrderFilter | null {
  const reach = reachFilter(principal, { storeId: query.storeId });
  if (!reach) return null;
  return {
    storeId: query.storeId,
    providerId: query.providerId,
    status: query.status,
    overdue: query.overdue === 'true' || undefined,
    bookingType: query.bookingType,
    from: query.from,
    to: query.to,
    q: query.q,
    // The atelier's search reads no contact detail (docs/atelier.md#queue).
    benchSearch: principal.role === 'atelier' || undefined,
    archived: query.archived === 'all' ? undefined : query.archived === 'true',
    updatedSince: query.updatedSince,
    metadata: query.metadata ? Object.fromEntries([query.metadata.split(/:(.*)/s, 2) as [string, string]]) : undefined,
    ...reach,
  };
}
