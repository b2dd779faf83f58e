import 'server-only';
import { getDb } from '@/db/client';
import { loadCatalogueRows, type CatalogueRows } from '@/db/catalogue';
import { currentCatalogueVersion } from '@/db/catalogue-versions';
import type { AttributeGroup } from '@/lib/attributes/types';
import { indexCatalogue, type CatalogueIndex } from './catalogue-index';
import { log } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';

/**
 * The catalogue is read on every booking step and changes rarely (seed, back office),
 * so each process keeps an indexed copy in memory. A published catalogue version
 * (db/catalogue-versions.ts) is seen by every instance within CATALOGUE_CHECK_MS + one reload:
 * at most once per CATALOGUE_CHECK_MS a request triggers a one-row `max(id)` check in the
 * background, and a moved version reloads the copy. Changes made without publishing (seed,
 * direct SQL) still appear after CATALOGUE_TTL_MS.
 */
const CATALOGUE_TTL_MS = Number(process.env.CATALOGUE_TTL_MS ?? 60_000);
const CATALOGUE_CHECK_MS = Number(process.env.CATALOGUE_CHECK_MS ?? 500);

type Cached = { index: CatalogueIndex; expiresAt: number; published: number; checkedAt: number };
const globalCache = globalThis as unknown as {
  __repriseCatalogue?: Cached;
  __repriseCatalogueLoading?: Promise<CatalogueIndex>;
  __repriseCatalogueChecking?: Promise<void>;
  /**
   * Numbers the loaded copies. On globalThis, not in this module: Next bundles this module more
   * than once (a route's bundle, the instrumentation hook's worker), and two module counters gave
   * two different copies the same number, so lib/catalogue/index.ts kept serving answers memoised
   * for the old copy after a publish (e2e/two-instances.spec.ts, CI of 2026-11-28).
   */
  __repriseCatalogueLoads?: number;
};

export async function getCatalogue(): Promise<CatalogueIndex> {
  const cached = globalCache.__repriseCatalogue;
  if (cached && cached.expiresAt > Date.now()) {
    if (Date.now() - cached.checkedAt >= CATALOGUE_CHECK_MS) checkPublished(cached);
    return cached.index;
  }
  globalCache.__repriseCatalogueLoading ??= reload().finally(() => {
    globalCache.__repriseCatalogueLoading = undefined;
  });
  if (!cached) return globalCache.__repriseCatalogueLoading;
  // A stale copy keeps serving while one reload runs; a failed reload is retried next time.
  globalCache.__repriseCatalogueLoading.catch(() => {}); // logged in reload(), once per outage
  return cached.index;
}

const outage = globalThis as unknown as { __repriseCatalogueOutage?: boolean };

/** Logged once per outage (it was logged once per waiting request: 496 stack traces in one outage). */
async function reload(): Promise<CatalogueIndex> {
  let rows: CatalogueRows;
  let published: number;
  try {
    const db = await getDb();
    // Read the version first: a publish landing between the two reads is caught by the next check.
    published = await currentCatalogueVersion(db);
    rows = await loadCatalogueRows(db);
  } catch (error) {
    if (!outage.__repriseCatalogueOutage) log.error('catalogue reload failed (logged once until a reload succeeds)', { error });
    outage.__repriseCatalogueOutage = true;
    throw error;
  }
  if (outage.__repriseCatalogueOutage) log.warn('catalogue reload succeeded again');
  outage.__repriseCatalogueOutage = false;
  const version = (globalCache.__repriseCatalogueLoads = (globalCache.__repriseCatalogueLoads ?? 0) + 1);
  const index = indexCatalogue(rows, version);
  metrics().catalogueVersion.set(version);
  metrics().catalogueLoaded.set(Date.now() / 1000);
  globalCache.__repriseCatalogue = { index, expiresAt: Date.now() + CATALOGUE_TTL_MS, published, checkedAt: Date.now() };
  return index;
}

/** One check at a time; a moved version expires the copy and reloads it (the stale copy serves meanwhile). */
function checkPublished(cached: Cached): void {
  if (globalCache.__repriseCatalogueChecking) return;
  cached.checkedAt = Date.now();
  globalCache.__repriseCatalogueChecking = (async () => {
    const published = await currentCatalogueVersion(await getDb());
    if (published === cached.published || globalCache.__repriseCatalogue !== cached) return;
    cached.expiresAt = 0;
    globalCache.__repriseCatalogueLoading ??= reload().finally(() => {
      globalCache.__repriseCatalogueLoading = undefined;
    });
    await globalCache.__repriseCatalogueLoading;
  })()
    .catch(() => {}) // a failed check or reload is retried on a later request; reload() logs it
    .finally(() => {
      globalCache.__repriseCatalogueChecking = undefined;
    });
}

/** After this process changes the catalogue (tests that add catalogue rows). */
export function invalidateCatalogue(): void {
  globalCache.__repriseCatalogue = undefined;
}

export type { CatalogueIndex, AttributeGroup };
