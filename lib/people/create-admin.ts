import { hash } from '@node-rs/argon2';
import { findAccountByEmail, insertAccount } from '@/db/accounts';
import type { Db } from '@/db/client';
import { recordAudit } from '@/lib/audit';
import { passwordProblem, type PasswordProblem } from '@/lib/auth/password-rules';
import { ARGON2_PARAMS } from '@/lib/auth/policy';
import { newId } from '@/lib/ids';

export type CreateAdminInput = { email: string; givenName: string; familyName: string; password: string };
export type CreateAdminResult = { ok: true; id: string } | { ok: false; problem: 'email' | 'name' | 'exists' | PasswordProblem };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * `npm run admin:create` (docs/back-office.md#first-admin): an admin account from the command
 * line, for a deployment where nobody can sign in yet. The same password rules as sign-up
 * (lib/auth/password-rules.ts); an address that has an account is refused, never overwritten.
 * Recorded in the audit log as done by the command line (`actorRole: cli`). No server-only
 * import: it runs under tsx, outside Next.
 */
export async function createAdmin(db: Db, input: CreateAdminInput): Promise<CreateAdminResult> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254) return { ok: false, problem: 'email' };
  if (!input.givenName.trim() || input.givenName.length > 100 || input.familyName.length > 100) return { ok: false, problem: 'name' };
  const problem = passwordProblem(input.password, email);
  if (problem) return { ok: false, problem };
  if (await findAccountByEmail(db, email)) return { ok: false, problem: 'exists' };
  const passwordHash = await hash(input.password, { algorithm: 2, ...ARGON2_PARAMS });
  const id = newId();
  const created = await db.transaction(async (tx) => {
    const row = await insertAccount(tx, { id, email, passwordHash, role: 'admin', storeId: null, givenName: input.givenName.trim(), familyName: input.familyName.trim() });
    if (row) await recordAudit(tx, { actor: { accountId: id, role: 'cli' }, action: 'account.created_by_cli', subject: { type: 'account', id }, summary: email, after: { role: 'admin' } });
    return row;
  });
  return created ? { ok: true, id } : { ok: false, problem: 'exists' };
}
