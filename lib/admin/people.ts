import 'server-only';
import { peopleByIds, type PersonRow } from '@/db/admin';
import type { Executor } from '@/db/client';
import type { Person } from '@/lib/schemas/admin';

export const personWire = (p: PersonRow): Person => ({ id: p.id, email: p.email, name: `${p.givenName} ${p.familyName}`.trim(), role: p.role });

/** The accounts behind these ids, by id (staff names for histories and notes). */
export async function peopleMap(executor: Executor, ids: (string | null | undefined)[]): Promise<Record<string, Person>> {
  const rows = await peopleByIds(executor, ids.filter((id): id is string => !!id));
  return Object.fromEntries(rows.map((p) => [p.id, personWire(p)]));
}
