import { and, asc, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { accounts, apiKeys, outboxEvents, sessions, staffInvitations } from './schema';

export type InvitationRow = typeof staffInvitations.$inferSelect;

/** Everyone who works in the back office (not customers), admins first, then by name. */
export function listBackOfficeAccounts(db: Executor) {
  return db.select().from(accounts).where(ne(accounts.role, 'customer')).orderBy(asc(accounts.role), asc(accounts.familyName), asc(accounts.givenName));
}

/** Invitations not yet accepted, revoked or expired, newest first. */
export function listOpenInvitations(db: Executor, now: Date) {
  return db
    .select()
    .from(staffInvitations)
    .where(and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt), gt(staffInvitations.expiresAt, now)))
    .orderBy(desc(staffInvitations.createdAt));
}

/** A new invitation, the earlier open ones of the address revoked, and the outbox event whose e-mail carries its link. */
export async function insertInvitation(tx: Executor, row: typeof staffInvitations.$inferInsert, eventId: string, now: Date): Promise<void> {
  await tx.update(staffInvitations).set({ revokedAt: now }).where(and(eq(staffInvitations.email, row.email), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)));
  await tx.insert(staffInvitations).values(row);
  await tx.insert(outboxEvents).values({ id: eventId, orderId: null, accountId: null, type: 'account.staff_invitation', data: { invitationId: row.id, locale: row.locale } });
}

/** The worker's half: the token's hash, set once (a re-dispatched event cannot make a second link); the 7 days start now. */
export async function setInvitationToken(tx: Executor, id: string, tokenHash: string, now: Date, expiresAt: Date): Promise<InvitationRow | null> {
  const rows = await tx
    .update(staffInvitations)
    .set({ tokenHash, expiresAt })
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.tokenHash), isNull(staffInvitations.revokedAt), isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, now)))
    .returning();
  return rows[0] ?? null;
}

/** The live invitation a token names, without using it up (the accept page shows who it is for). */
export async function findLiveInvitation(db: Executor, tokenHash: string, now: Date): Promise<InvitationRow | null> {
  const rows = await db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, tokenHash), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt), gt(staffInvitations.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

/** Uses the link up atomically: of two concurrent acceptances one gets the row. */
export async function consumeInvitation(tx: Executor, tokenHash: string, now: Date): Promise<InvitationRow | null> {
  const rows = await tx
    .update(staffInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(staffInvitations.tokenHash, tokenHash), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt), gt(staffInvitations.expiresAt, now)))
    .returning();
  return rows[0] ?? null;
}

export async function linkInvitationAccount(tx: Executor, id: string, accountId: string): Promise<void> {
  await tx.update(staffInvitations).set({ accountId }).where(eq(staffInvitations.id, id));
}

export async function revokeInvitation(tx: Executor, id: string, now: Date): Promise<InvitationRow | null> {
  const rows = await tx.update(staffInvitations).set({ revokedAt: now }).where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt))).returning();
  return rows[0] ?? null;
}

/** The account row locked for a back-office change (If-Match read under the lock). */
export async function lockAccount(tx: Executor, id: string) {
  const rows = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update').limit(1);
  return rows[0] ?? null;
}

export async function updateAccountFields(tx: Executor, id: string, set: Partial<Pick<typeof accounts.$inferInsert, 'role' | 'storeId' | 'providerId' | 'disabledAt'>>) {
  const rows = await tx.update(accounts).set({ ...set, version: sql`${accounts.version} + 1` }).where(eq(accounts.id, id)).returning();
  return rows[0]!;
}

/** Deactivation's effect: every session ends and every key the account made is revoked, now. */
export async function endSessionsAndKeys(tx: Executor, accountId: string, now: Date): Promise<{ sessions: number; keys: number }> {
  const ended = await tx.delete(sessions).where(eq(sessions.accountId, accountId)).returning({ tokenHash: sessions.tokenHash });
  const revoked = await tx.update(apiKeys).set({ revokedAt: now }).where(and(eq(apiKeys.createdBy, accountId), isNull(apiKeys.revokedAt))).returning({ id: apiKeys.id });
  return { sessions: ended.length, keys: revoked.length };
}

export async function countActiveAdmins(tx: Executor): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(accounts).where(and(eq(accounts.role, 'admin'), isNull(accounts.disabledAt)));
  return row?.n ?? 0;
}
