import { hash, verify } from '@node-rs/argon2';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { accounts } from '../schema';
import { ARGON2_PARAMS } from '@/lib/auth/policy';

/** Identifiers in db/seed/demo (stores.json, ateliers.json). */
const STORE_PARIS = 'paris-marais';
const STORE_FR_ONLINE = 'france-online';
const STORE_LONDON = 'london-covent-garden';
const STORE_NEW_YORK = 'new-york-soho';
const PARIS_ATELIER = 'atelier-montorgueil';

/**
 * Demo accounts, listed in the README. Created by the seed for the demo and the tests,
 * never when REPRISE_ENV=production unless REPRISE_DEMO_ACCOUNTS=on.
 */
export const DEMO_ACCOUNTS = [
  { email: 'admin@reprise.demo', password: 'demo-admin-reprise', role: 'admin', store: null, givenName: 'Alex', familyName: 'Admin' },
  // The bench of Atelier Montorgueil (docs/atelier.md#role): its orders from every store it serves.
  { email: 'atelier.montorgueil@reprise.demo', password: 'demo-atelier-montorgueil', role: 'atelier', store: null, provider: PARIS_ATELIER, givenName: 'Nadia', familyName: 'Benali' },
  { email: 'staff.paris@reprise.demo', password: 'demo-staff-paris', role: 'staff', store: STORE_PARIS, givenName: 'Claire', familyName: 'Moreau' },
  { email: 'staff.online@reprise.demo', password: 'demo-staff-online', role: 'staff', store: STORE_FR_ONLINE, givenName: 'Hugo', familyName: 'Lefèvre' },
  { email: 'staff.london@reprise.demo', password: 'demo-staff-london', role: 'staff', store: STORE_LONDON, givenName: 'Priya', familyName: 'Shah' },
  { email: 'staff.newyork@reprise.demo', password: 'demo-staff-newyork', role: 'staff', store: STORE_NEW_YORK, givenName: 'Marcus', familyName: 'Reed' },
  { email: 'camille@reprise.demo', password: 'demo-customer-camille', role: 'customer', store: null, givenName: 'Camille', familyName: 'Durand' },
] as const;

export function demoAccountsWanted(): boolean {
  return process.env.REPRISE_ENV !== 'production' || process.env.REPRISE_DEMO_ACCOUNTS === 'on';
}

export async function seedDemoAccounts(
  executor: Executor,
  storeId: (identifier: string) => string,
  accountId: (email: string) => string,
  providerId: (name: string) => string,
) {
  // A hash that still verifies is kept: `npm run db:seed` run again changes nothing (a new salt would).
  const stored = await executor.select({ email: accounts.email, passwordHash: accounts.passwordHash }).from(accounts).where(inArray(accounts.email, DEMO_ACCOUNTS.map((a) => a.email)));
  const kept = new Map(stored.map((r) => [r.email, r.passwordHash]));
  const hashOf = async (email: string, password: string) => {
    const was = kept.get(email);
    if (was && (await verify(was, password).catch(() => false))) return was;
    return hash(password, { algorithm: 2, ...ARGON2_PARAMS });
  };
  const rows = await Promise.all(
    DEMO_ACCOUNTS.map(async (a) => ({
      id: accountId(a.email),
      email: a.email,
      passwordHash: await hashOf(a.email, a.password),
      role: a.role,
      storeId: a.store ? storeId(a.store) : null,
      providerId: 'provider' in a ? providerId(a.provider) : null,
      givenName: a.givenName,
      familyName: a.familyName,
      title: '',
    })),
  );
  await executor
    .insert(accounts)
    .values(rows)
    .onConflictDoUpdate({
      target: accounts.email,
      set: { role: sql`excluded.role`, storeId: sql`excluded.store_id`, providerId: sql`excluded.provider_id`, passwordHash: sql`excluded.password_hash`, disabledAt: null },
    });
}
