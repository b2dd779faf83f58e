import { getDb } from '@/db/client';
import { createAtelierAccount } from '@/db/atelier-accounts';
import { hashPassword } from '@/lib/auth/password';
import { newId } from '@/lib/ids';
import { seedId } from '@/db/seed';
import { bearer } from '../helpers/booking';
import { PASSWORD } from '../helpers/accounts';

/** The demo atelier (db/seed/accounts.ts): Atelier Montorgueil, whose services the test bookings use. */
export const ATELIER_MONTORGUEIL = ['atelier.montorgueil@reprise.demo', 'demo-atelier-montorgueil'] as const;
export const MONTORGUEIL_ID = seedId('provider', 'atelier-montorgueil');

/** A new atelier account of this provider (the seed's cobbler by default: none of the test bookings are its), signed in. */
export async function newAtelier(provider = 'cordonnerie-lacour') {
  const email = `bench-${crypto.randomUUID()}@example.com`;
  const made = await createAtelierAccount(await getDb(), {
    id: newId(), email, passwordHash: await hashPassword(PASSWORD), providerId: seedId('provider', provider), givenName: 'Luc', familyName: 'Lacour',
  });
  if (!('account' in made)) throw new Error(`atelier account: ${made.refused}`);
  return { account: made.account, headers: await bearer(email, PASSWORD) };
}
