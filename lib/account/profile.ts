import 'server-only';
import { updateProfile } from '@/db/account-data';
import { getDb } from '@/db/client';
import { accountWire } from '@/lib/auth/service';
import type { Principal } from '@/lib/auth/session';
import { ApiError } from '@/lib/errors';
import type { Account } from '@/lib/schemas/auth';
import { personalAccountId } from '@/lib/auth/api-keys';

/** PATCH /api/sip/auth/me: name, title and phone (the e-mail is the sign-in and stays). */
export async function updateOwnProfile(principal: Principal, changes: { title?: string; givenName?: string; familyName?: string; phone?: string }): Promise<Account> {
  const row = await updateProfile(await getDb(), personalAccountId(principal), changes);
  if (!row) throw new ApiError('unauthorized');
  return accountWire(row);
}
