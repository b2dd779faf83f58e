import 'server-only';
import { queueLength } from '@/db/atelier-queue';
import type { Executor } from '@/db/client';
import type { AtelierLoad } from '@/lib/carts/business-days';
import type { ProviderRow } from '@/lib/catalogue/catalogue-index';
import { QUEUE_STATUSES } from './queue';

/** The atelier's settings and its queue as it stands (docs/atelier.md#capacity): what promisedDate() weighs. */
export async function atelierLoad(executor: Executor, provider: Pick<ProviderRow, 'id' | 'workingDays' | 'weeklyCapacity' | 'closures'>): Promise<AtelierLoad> {
  // No limit: the queue moves nothing, so it is not counted.
  const queue = provider.weeklyCapacity === null ? 0 : await queueLength(executor, provider.id, QUEUE_STATUSES);
  return { capacity: { workingDays: provider.workingDays, weeklyCapacity: provider.weeklyCapacity, closures: provider.closures }, queueLength: queue };
}
