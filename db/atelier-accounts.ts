import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from './client';
import { insertAccount, type AccountRow } from './accounts';
import { accounts, providers } from './schema';

export type NewAtelierAccount = {
  id: string;
  email: string;
  /** Already hashed (lib/auth/password.ts): this module stores, it never sees a password. */
  passwordHash: string;
  providerId: string;
  givenName: string;
  familyName: string;
  phone?: string;
};

/**
 * An account of the `atelier` role, bound to one provider (docs/atelier.md#role): what the CLI,
 * the seed and an admin's invitation call. The e-mail is stored lower-cased, like every
 * account's. Refuses an unknown provider and an e-mail that already has an account (any role):
 * an existing account never changes role here.
 */
export async function createAtelierAccount(executor: Executor, input: NewAtelierAccount): Promise<{ account: AccountRow } | { refused: 'unknown_provider' | 'email_taken' }> {
  const [provider] = await executor.select({ id: providers.id }).from(providers).where(eq(providers.id, input.providerId)).limit(1);
  if (!provider) return { refused: 'unknown_provider' };
  const account = await insertAccount(executor, {
    id: input.id,
    email: input.email.trim().toLowerCase(),
    passwordHash: input.passwordHash,
    role: 'atelier',
    providerId: provider.id,
    storeId: null,
    givenName: input.givenName,
    familyName: input.familyName,
    phone: input.phone ?? '',
  });
  return account ? { account } : { refused: 'email_taken' };
}

/** The e-mail addresses of an atelier's active accounts: who hears of a customer's message (docs/atelier.md#messages). */
export async function atelierAddresses(executor: Executor, providerId: string): Promise<string[]> {
  const rows = await executor
    .select({ email: accounts.email })
    .from(accounts)
    .where(and(eq(accounts.providerId, providerId), eq(accounts.role, 'atelier'), isNull(accounts.disabledAt)))
    .orderBy(accounts.email);
  return rows.map((r) => r.email);
}
