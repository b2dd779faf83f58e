import { sql } from 'drizzle-orm';
import type { Executor } from './client';
import { dashboardData, type DashboardData, type DashboardRead } from './dashboard-read';
import { executedRows } from './executed-rows';

/**
 * The dashboards' shared answer cache (docs/dashboards.md#answer-cache): the answer of
 * `dashboardData` per request's filters (period, store, atelier, currency, the checks asked), kept
 * with the rollups' change counter it was read with (`dashboard_changes`, bumped in every
 * transaction that writes a table the statement reads, migration 0055). A request first reads the
 * counter (one row per slot, summed: a few microseconds of SQL) and serves the kept answer only when
 * the counter has not moved since: never stale past a commit. An answer also expires at the next
 * promised date of an open order (it becomes late then) and after DASHBOARD_CACHE_SECONDS (default
 * 10; 0 turns the cache off). Requests that miss at once share one read (a wall screen of ten
 * browsers costs one statement). Per server process; a caller inside its own transaction (the weekly
 * summary's dispatcher, tests) reads directly: its uncommitted writes must not be kept.
 */
const SECONDS = Number(process.env.DASHBOARD_CACHE_SECONDS ?? 10);
const MAX_ENTRIES = 256;

type Entry = { changes: string; until: number; data: DashboardData };
const entries = new Map<string, Entry>();
const reading = new Map<string, Promise<DashboardData>>();

/** The rollups' change counter as this statement's snapshot sees it. */
export async function dashboardChanges(db: Executor): Promise<string> {
  const [row] = executedRows<{ changes: string }>(await db.execute(sql`select coalesce(sum(n), 0)::text as changes from dashboard_changes`));
  return row!.changes;
}

/** What the answer depends on besides the data: everything of the read but its instant. */
const keyOf = ({ now: _, ...r }: DashboardRead) =>
  JSON.stringify([r.from, r.to, r.previousFrom, r.storeId, r.providerId, r.currency, r.askedStoreId, r.askedProviderId, r.worksWith, r.lateLimit]);

export async function cachedDashboardData(db: Executor, r: DashboardRead): Promise<DashboardData> {
  if (!(SECONDS > 0)) return dashboardData(db, r);
  const key = keyOf(r);
  const changes = await dashboardChanges(db);
  const now = r.now.getTime();
  const kept = entries.get(key);
  if (kept && kept.changes === changes && now < kept.until) return kept.data;
  const flight = `${key}\n${changes}`;
  let pending = reading.get(flight);
  if (!pending) {
    pending = dashboardData(db, r)
      .then((data) => {
        const until = Math.min(now + SECONDS * 1000, data.nextDue ?? Infinity);
        entries.delete(key);
        entries.set(key, { changes: data.changes, until, data });
        if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        return data;
      })
      .finally(() => reading.delete(flight));
    reading.set(flight, pending);
  }
  return pending;
}

/** Forgets every kept answer (tests). */
export function clearDashboardCache(): void {
  entries.clear();
}
