import 'server-only';
import { getDb, type Executor } from '@/db/client';
import { insertWaitListEntry, listWaitList } from '@/db/wait-list';
import { newId } from '@/lib/ids';
import type { WaitListBody } from '@/lib/schemas/wait-list';

/**
 * Someone asks to be told when an atelier serves their area (docs/customer-site.md#wait-list).
 * Asking twice for the same area and garment keeps one entry; the answer is the same either way,
 * so the form says nothing about who else asked.
 */
export async function joinWaitList(body: WaitListBody, executor?: Executor): Promise<void> {
  const db = executor ?? (await getDb());
  await insertWaitListEntry(db, { id: newId(), ...body });
}

/** The admin's view: the newest entries and the count per country. */
export async function waitListOverview(executor?: Executor) {
  return listWaitList(executor ?? (await getDb()));
}
