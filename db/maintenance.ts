import { lt, or, sql } from 'drizzle-orm';
import type { Db, Executor } from './client';
import { Params, queryRows } from './json-rows';
import type { PhotoRow } from './photos';
import { authThrottles, customers, emailMessages, idempotencyKeys, passwordResetTokens, pendingSignups, sessions } from './schema';

/** A sign-up's confirmation link lives this long (docs/decisions.md#signup-confirmation). */
export const SIGNUP_LINK_MS = 24 * 3600_000;

export const RETENTION = {
  idempotencyKeysMs: 24 * 3600_000,
  throttlesMs: 24 * 3600_000,
  /** Carts nobody ordered, untouched this long (their items and customer go with them). */
  abandonedCartsMs: 90 * 24 * 3600_000,
};

/**
 * Deletes what has outlived its use (ASVS 14.2.7, docs/decisions.md#retention): idempotency keys older
 * than 24 h, ended sessions, old login counters, carts abandoned for 90 days (with the
 * photos uploaded for them) and the guest details nothing refers to any more. Safe to
 * run from every instance at once. Returns what it removed, and the photos whose stored
 * objects the caller must now delete.
 */
export async function pruneExpired(executor: Db, now = new Date()): Promise<{ removed: Record<string, number>; photos: RemovedPhoto[] }> {
  const before = (ms: number) => sql`${new Date(now.getTime() - ms).toISOString()}::timestamptz`;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const counted = async (query: Promise<unknown[]>) => (await query).length;
  const abandoned = await deleteAbandonedCarts(executor, new Date(now.getTime() - RETENTION.abandonedCartsMs));
  const removed = {
    idempotencyKeys: await counted(
      executor.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before(RETENTION.idempotencyKeysMs))).returning({ k: idempotencyKeys.key }),
    ),
    sessions: await counted(
      executor.delete(sessions).where(or(lt(sessions.expiresAt, nowSql), lt(sessions.idleExpiresAt, nowSql))).returning({ k: sessions.tokenHash }),
    ),
    // Password-reset links a day after they expired (docs/decisions.md#password-reset): used or not, they open nothing.
    resetTokens: await counted(
      executor.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, before(RETENTION.throttlesMs))).returning({ k: passwordResetTokens.tokenHash }),
    ),
    // Sign-ups never confirmed (or confirmed: the account holds the data now) a day after their
    // link expired, and the confirmation e-mails, which name an address that may have no account.
    pendingSignups: await counted(
      executor.delete(pendingSignups).where(lt(pendingSignups.expiresAt, before(RETENTION.throttlesMs))).returning({ k: pendingSignups.id }),
    ),
    signupEmails: await counted(
      executor
        .delete(emailMessages)
        .where(sql`${emailMessages.kind} = 'signup_confirmation' and ${emailMessages.createdAt} < ${before(RETENTION.throttlesMs + SIGNUP_LINK_MS)}`)
        .returning({ k: emailMessages.id }),
    ),
    throttles: await counted(executor.delete(authThrottles).where(lt(authThrottles.windowStartedAt, before(RETENTION.throttlesMs))).returning({ k: authThrottles.key })),
    carts: abandoned.carts,
    photos: abandoned.photos.length,
    // Guests' details that no cart or order refers to any more.
    customers: await counted(
      executor
        .delete(customers)
        .where(
          sql`${customers.accountId} is null and not exists (select 1 from carts c where c.customer_id = ${customers.id}) and not exists (select 1 from orders o where o.customer_id = ${customers.id})`,
        )
        .returning({ k: customers.id }),
    ),
  };
  return { removed, photos: abandoned.photos };
}

export type RemovedPhoto = Pick<PhotoRow, 'key' | 'variants' | 'bucket'>;

/**
 * Carts left open and untouched since `before` go, with their items and the photos uploaded
 * for them, in one statement (a cart touched meanwhile keeps its photos). Only the cart's own
 * items can show a photo uploaded for it, and the cart was never ordered: nothing else refers
 * to those photos.
 */
async function deleteAbandonedCarts(db: Db, before: Date): Promise<{ carts: number; photos: RemovedPhoto[] }> {
  const $ = new Params();
  const [row] = await queryRows<{ carts: number; photos: RemovedPhoto[] }>(
    db,
    `with gone as (delete from carts where status = 'open' and updated_at < ${$.add(before.toISOString())} returning id),
      p as (delete from photos where cart_id in (select id from gone) returning key, variants, bucket)
    select (select count(*)::int from gone) as carts,
      coalesce((select json_agg(json_build_object('key', key, 'variants', variants, 'bucket', bucket)) from p), '[]') as photos`,
    $,
  );
  return row ?? { carts: 0, photos: [] };
}

/** The cheapest round trip to the database (readiness checks). */
export async function pingDatabase(executor: Executor): Promise<void> {
  await executor.execute(sql`select 1`);
}
