import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { executedRows, sqlList } from './executed-rows';
import { accountAddresses, accounts, auditLog, emailMessages, outboxEvents, passwordResetTokens, pendingSignups, sessions, type AccountEventType } from './schema';

export type AddressRow = typeof accountAddresses.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;

// ——— Password reset (docs/decisions.md#password-reset) ———

export async function enqueueAccountEvent(tx: Executor, event: { id: string; accountId: string; type: AccountEventType; data: Record<string, unknown> }): Promise<void> {
  await tx.insert(outboxEvents).values({ ...event, orderId: null });
}

/**
 * One `account.weekly_summary` event per opted-in, active staff, admin or atelier account for the
 * week (docs/dashboards.md#weekly-summary). The id names the account and the week, so a second
 * round or server inserts nothing; returns how many were queued.
 */
export async function enqueueWeeklySummaryEvents(executor: Executor, week: { from: string; to: string }): Promise<number> {
  const inserted = await executor.execute(sql`
    insert into outbox_events (id, order_id, account_id, type, data)
    select 'weekly-summary-' || a.id || '-' || ${week.from}, null, a.id, 'account.weekly_summary',
           jsonb_build_object('locale', a.weekly_summary_locale, 'from', ${week.from}::text, 'to', ${week.to}::text)
      from accounts a
     where a.weekly_summary_locale is not null and a.disabled_at is null and a.role in ('staff', 'admin', 'atelier')
    on conflict (id) do nothing
    returning id`);
  return executedRows(inserted).length;
}

// ——— Sign-up confirmation (docs/decisions.md#signup-confirmation) ———

export type PendingSignupRow = typeof pendingSignups.$inferSelect;

/** The pending sign-up and the outbox event whose e-mail will carry its link, in one transaction. */
export async function insertPendingSignup(tx: Executor, row: typeof pendingSignups.$inferInsert, eventId: string): Promise<void> {
  await tx.insert(pendingSignups).values(row);
  await tx.insert(outboxEvents).values({ id: eventId, orderId: null, accountId: null, type: 'account.signup_confirmation', data: { pendingSignupId: row.id, locale: row.locale } });
}

/** The worker's half: the token's hash, set once (a re-dispatched event cannot make a second link). */
export async function setPendingSignupToken(tx: Executor, id: string, tokenHash: string, now: Date): Promise<PendingSignupRow | null> {
  const rows = await tx
    .update(pendingSignups)
    .set({ tokenHash })
    .where(and(eq(pendingSignups.id, id), isNull(pendingSignups.tokenHash), gt(pendingSignups.expiresAt, now)))
    .returning();
  return rows[0] ?? null;
}

/**
 * Uses a live link up, atomically (of two concurrent uses one gets the row): it is deleted, with
 * every other pending sign-up of the address (one address, one account; no copy of the password
 * hash outlives the link). The sign-up e-mails sent to the address become the new account's, so
 * they go with it (export, erasure).
 */
export async function consumePendingSignup(tx: Executor, tokenHash: string, now: Date): Promise<PendingSignupRow | null> {
  const rows = await tx.delete(pendingSignups).where(and(eq(pendingSignups.tokenHash, tokenHash), gt(pendingSignups.expiresAt, now))).returning();
  const row = rows[0];
  if (row) await tx.delete(pendingSignups).where(eq(pendingSignups.email, row.email));
  return row ?? null;
}

export async function adoptSignupMessages(tx: Executor, email: string, accountId: string): Promise<void> {
  await tx
    .update(emailMessages)
    .set({ accountId })
    .where(and(eq(emailMessages.toAddress, email), eq(emailMessages.kind, 'signup_confirmation'), isNull(emailMessages.accountId), isNull(emailMessages.orderId)));
}

/**
 * The guest orders of an account's checkout cart become the account's (docs/decisions.md#signup-confirmation):
 * only an order placed from that cart, with the account's own e-mail, and still nobody's. Its
 * customer row follows (export, erasure). `scope` picks the account (at confirmation) or the orders
 * just placed (the outbox's order.created, when the link was confirmed before the order). Returns
 * the ids of the orders it gave.
 */
export async function giveCheckoutOrders(tx: Executor, scope: { accountId: string } | { orderIds: string[] }): Promise<string[]> {
  if ('orderIds' in scope && !scope.orderIds.length) return [];
  const which = 'accountId' in scope ? sql`a.id = ${scope.accountId}` : sql`o.id in ${sqlList(scope.orderIds)}`;
  const result = await tx.execute(sql`
    with given as (
      update orders o set account_id = a.id, updated_at = now()
      from accounts a
      where a.checkout_cart_id = o.cart_id and o.account_id is null and o.customer_email = a.email and a.role = 'customer' and ${which}
      returning o.id, o.customer_id, a.id as account_id)
    , customer as (update customers c set account_id = g.account_id from given g where c.id = g.customer_id and c.account_id is null)
    select id from given`);
  return executedRows<{ id: string }>(result).map((r) => r.id);
}

export async function insertResetToken(tx: Executor, row: typeof passwordResetTokens.$inferInsert): Promise<void> {
  await tx.insert(passwordResetTokens).values(row);
}

/** Marks a live token used, atomically: of two concurrent uses, one gets the account id and the other null. */
export async function consumeResetToken(tx: Executor, tokenHash: string, now: Date): Promise<string | null> {
  const rows = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ accountId: passwordResetTokens.accountId });
  return rows[0]?.accountId ?? null;
}

/** A new password: every other reset link of the account dies, and every session ends. */
export async function setPasswordEndingSessions(tx: Executor, accountId: string, passwordHash: string, now: Date): Promise<void> {
  await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
  await tx.update(passwordResetTokens).set({ usedAt: now }).where(and(eq(passwordResetTokens.accountId, accountId), isNull(passwordResetTokens.usedAt)));
  await tx.delete(sessions).where(eq(sessions.accountId, accountId));
}

export async function updateProfile(db: Executor, accountId: string, profile: { title?: string; givenName?: string; familyName?: string; phone?: string }) {
  const rows = await db.update(accounts).set(profile).where(eq(accounts.id, accountId)).returning();
  return rows[0] ?? null;
}

// ——— Saved addresses ———

export function listAddresses(db: Executor, accountId: string): Promise<AddressRow[]> {
  return db.select().from(accountAddresses).where(eq(accountAddresses.accountId, accountId)).orderBy(desc(accountAddresses.isDefault), asc(accountAddresses.createdAt), asc(accountAddresses.id));
}

export function countAddresses(db: Executor, accountId: string): Promise<number> {
  return db.$count(accountAddresses, eq(accountAddresses.accountId, accountId));
}

export async function insertAddress(tx: Executor, row: typeof accountAddresses.$inferInsert): Promise<AddressRow> {
  const [inserted] = await tx.insert(accountAddresses).values(row).returning();
  return inserted!;
}

export async function updateAddress(tx: Executor, accountId: string, id: string, changes: Partial<typeof accountAddresses.$inferInsert>): Promise<AddressRow | null> {
  const rows = await tx.update(accountAddresses).set({ ...changes, updatedAt: new Date() }).where(and(eq(accountAddresses.id, id), eq(accountAddresses.accountId, accountId))).returning();
  return rows[0] ?? null;
}

/** One default per account: the others lose the flag in the same transaction. */
export async function clearDefaultAddress(tx: Executor, accountId: string): Promise<void> {
  await tx.update(accountAddresses).set({ isDefault: false }).where(and(eq(accountAddresses.accountId, accountId), eq(accountAddresses.isDefault, true)));
}

export async function deleteAddress(tx: Executor, accountId: string, id: string): Promise<AddressRow | null> {
  const rows = await tx.delete(accountAddresses).where(and(eq(accountAddresses.id, id), eq(accountAddresses.accountId, accountId))).returning();
  return rows[0] ?? null;
}

/** After the default went: the oldest remaining address becomes the default. */
export async function promoteOldestAddress(tx: Executor, accountId: string): Promise<void> {
  await tx.execute(
    sql`update account_addresses set is_default = true where id = (select id from account_addresses where account_id = ${accountId} order by created_at, id limit 1)`,
  );
}

// ——— Audit log ———

export async function insertAudit(tx: Executor, row: typeof auditLog.$inferInsert): Promise<void> {
  await tx.insert(auditLog).values(row);
}

export function listAudit(db: Executor, limit: number): Promise<AuditRow[]> {
  return db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit);
}

/** The live (unused, unexpired) token's account, without using it up. */
export async function findLiveResetToken(db: Executor, tokenHash: string, now: Date): Promise<string | null> {
  const rows = await db
    .select({ accountId: passwordResetTokens.accountId })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .limit(1);
  return rows[0]?.accountId ?? null;
}
