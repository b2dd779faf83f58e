import { randomBytes } from 'node:crypto';
import type { Executor } from '@/db/client';
import { getDb } from '@/db/client';
import { findTrackedOrder, insertTrackingTokens, revokeTrackingTokensBeyond } from '@/db/tracking-tokens';
import type { Principal } from '@/lib/auth/session';
import { hashToken } from '@/lib/auth/tokens';

/** A tracking link stays valid this long after the order completed (or was cancelled). */
export const TRACKING_GRACE_MS = 90 * 24 * 3600_000;

/**
 * Tracking-link limits (docs/notifications.md#tracking-limits): an order keeps at most this many
 * live links (each e-mail and each device gets one; minting more revokes the oldest), and a client
 * may try this many tokens that open nothing per window (429 after, before any lookup).
 */
export const TRACKING_LIMITS = { liveLinksPerOrder: 10, missesPerClient: 30, windowMs: 15 * 60_000 };

/** 256 random bits for the customer's e-mails; only its SHA-256 is stored. */
export async function issueTrackingToken(db: Executor, orderId: string, now = new Date()): Promise<string> {
  const { token, row } = newTrackingToken(orderId, now);
  await insertTrackingTokens(db, [row]);
  await capLiveTrackingTokens(db, [orderId], now);
  return token;
}

/** After new links: each order's live links beyond the cap (its oldest) are revoked. */
export async function capLiveTrackingTokens(db: Executor, orderIds: string[], now: Date): Promise<void> {
  await revokeTrackingTokensBeyond(db, orderIds, TRACKING_LIMITS.liveLinksPerOrder, now);
}

/** A token and the row that stores it, for callers that insert several at once (lib/notifications/dispatch.ts). */
export function newTrackingToken(orderId: string, now: Date) {
  const token = randomBytes(32).toString('base64url');
  return { token, row: { tokenHash: hashToken(token), orderId, createdAt: now } };
}

/**
 * What a tracking link grants: the one order it was made for, seen as its customer, and nothing
 * else. For an account's order the principal stands for the account but only within this order
 * (the caller must use `orderId`, never a client-given id); a guest order needs none.
 * Null when the token is unknown, revoked, or its order ended more than 90 days ago.
 */
export async function orderAccessFromTrackingToken(token: string, now = new Date(), db?: Executor): Promise<{ orderId: string; principal: Principal | null } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  const found = await findTrackedOrder(db ?? (await getDb()), tokenHash);
  if (!found) return null;
  if (found.endedAt && now.getTime() > found.endedAt.getTime() + TRACKING_GRACE_MS) return null;
  const principal: Principal | null = found.accountId
    ? { accountId: found.accountId, role: 'customer', storeId: null, email: found.email, tokenHash, via: 'bearer' }
    : null;
  return { orderId: found.orderId, principal };
}
