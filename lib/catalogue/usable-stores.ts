import 'server-only';
import type { Principal } from '@/lib/auth/session';
import type { UsableStore } from '@/lib/schemas/places';
import { getCatalogue } from './snapshot';

/**
 * GET /api/sip/stores (docs/integrators.md#stores): the active stores whose ids the caller may
 * send. Staff and a store key act for one store (lib/auth/scope.ts), so they get that one; admins,
 * every-store keys, customers and guests every active store.
 */
export async function usableStores(principal: Principal | null): Promise<UsableStore[]> {
  const { stores } = await getCatalogue();
  const mine = principal?.role === 'staff' ? stores.filter((s) => s.id === principal.storeId) : stores;
  return mine
    .map((s) => ({ id: s.id, name: s.name, country: s.country, currency: s.currency, language: s.language, onlineStore: s.onlineStore, timeZone: s.timeZone }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
