import { desc, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { waitListEntries } from './schema';

export type WaitListRow = typeof waitListEntries.$inferSelect;

/** Adds an entry; the same e-mail, area and garment again changes nothing (false). */
export async function insertWaitListEntry(db: Executor, row: typeof waitListEntries.$inferInsert): Promise<boolean> {
  const rows = await db.insert(waitListEntries).values(row).onConflictDoNothing().returning({ id: waitListEntries.id });
  return rows.length > 0;
}

/** The newest entries first, and how many there are per country. */
export async function listWaitList(db: Executor, limit = 500): Promise<{ entries: WaitListRow[]; byCountry: { country: string; count: number }[] }> {
  const entries = await db.select().from(waitListEntries).orderBy(desc(waitListEntries.createdAt), desc(waitListEntries.id)).limit(limit);
  const byCountry = await db
    .select({ country: waitListEntries.country, count: sql<number>`count(*)::int` })
    .from(waitListEntries)
    .groupBy(waitListEntries.country)
    .orderBy(desc(sql`count(*)`));
  return { entries, byCountry };
}
