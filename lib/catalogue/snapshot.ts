import 'server-only';
import { getDb } from '@/db/client';
import { loadCatalogueRows, type CatalogueRows } from '@/db/catalogue';
import type { AttributeGroup } from '@/lib/attributes/types';
import { indexCatalogue, type CatalogueIndex } from './catalogue-index';
import { log } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';

/**
 * The catalogue is read on every booking step and changes rarely (seed, back office),
 * so each process keeps an indexed copy in memory and reloads it after CATALOGUE_TTL_MS.
 * A change made elsewhere is visible everywhere within that time.
 */
const CATALOGUE_TTL_MS = Number(process.env.CATALOGUE_TTL_MS ?? 60_000);

type Cached = { index: CatalogueIndex; expiresAt: number };
const globalCache = globalThis as unknown as { __repriseCatalogue?: Cached; __repriseCatalogueLoading?: Promise<CatalogueIndex> };
let version = 0;

export async function getCatalogue(): Promise<CatalogueIndex> {
  const cached = globalCache.__repriseCatalogue;
  if (cached && cached.expiresAt > Date.now()) return cached.index;
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
  try {
    rows = await loadCatalogueRows(await getDb());
  } catch (error) {
    if (!outage.__repriseCatalogueOutage) log.error('catalogue reload failed (logged once until a reload succeeds)', { error });
    outage.__repriseCatalogueOutage = true;
    throw error;
  }
  if (outage.__repriseCatalogueOutage) log.warn('catalogue reload succeeded again');
  outage.__repriseCatalogueOutage = false;
  const index = indexCatalogue(rows, ++version);
  metrics().catalogueVersion.set(version);
  metrics().catalogueLoaded.set(Date.now() / 1000);
  globalCache.__repriseCatalogue = { index, expiresAt: Date.now() + CATALOGUE_TTL_MS };
  return index;
}

/** After this process changes the catalogue (tests that add catalogue rows). */
export function invalidateCatalogue(): void {
  globalCache.__repriseCatalogue = undefined;
}

export type { CatalogueIndex, AttributeGroup };
