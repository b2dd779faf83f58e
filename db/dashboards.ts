import { inArray } from 'drizzle-orm';
import type { Executor } from './client';
import { providers, stores } from './schema';

/** What a dashboard narrows to: days [from, to) as YYYY-MM-DD, and optional store, atelier, currency. */
export type DashboardFilter = { from: string; to: string; storeId?: string; providerId?: string; currency?: string };

/** Which of the ids are stores / ateliers that exist. */
export async function knownStores(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  return new Set((await db.select({ id: stores.id }).from(stores).where(inArray(stores.id, ids))).map((r) => r.id));
}
export async function knownProviders(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  return new Set((await db.select({ id: providers.id }).from(providers).where(inArray(providers.id, ids))).map((r) => r.id));
}

/** One aggregated line of dashboard_facts (docs/dashboards.md#facts) over a period: providerId and month '' where the figure does not need them. */
export type FactRow = { metric: string; dim: string; key: string; providerId: string; currency: string; month: string; n: number; amount: number };
