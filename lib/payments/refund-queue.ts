import 'server-only';
import type Stripe from 'stripe';
import type { Db, Executor } from '@/db/client';
import { claimDueRefunds, insertOnlineRefund, listIntents, onlineNet, refundsInFlight, settleOnlineRefund, type OnlineRefundRow } from '@/db/online-payments';
import type { OnlineRefundPart } from '@/db/schema';
import { newId } from '@/lib/ids';
import { log } from '@/lib/observability/log';
import { refundOwed } from '@/lib/orders/payment-rules';
import { onlinePaymentsEnabled } from './config';
import { REFUND_MAX_ATTEMPTS, refundRetryDelayMs } from './rules';
import { configuredStripe, isProviderOutage } from './stripe-client';

/** How long a claimed refund is ours before another worker may take it over (the SDK's timeout and retries fit in it). */
const LEASE_MS = 60_000;

type OwingOrder = { id: string; status: string; currency: string; totalMinor: number; paidMinor: number };

/**
 * Records, in the transaction of the change that owes it (a cancellation, a quote answer), the
 * refund to the card (docs/payments.md#refund-retries): what the order owes back, within what it
 * holds from online payments, less what is already on its way back (never asked twice). `order` is
 * the order as the change leaves it. Nothing when online payments are off or nothing is owed: the
 * usual change (no payment) costs no query.
 */
export async function queueOwedRefund(tx: Executor, order: OwingOrder, reason: 'cancelled' | 'quote'): Promise<void> {
  const owed = refundOwed(order);
  if (owed <= 0 || !onlinePaymentsEnabled()) return;
  const amountMinor = Math.min(owed, await onlineNet(tx, order.id)) - (await refundsInFlight(tx, order.id));
  if (amountMinor <= 0) return;
  await insertOnlineRefund(tx, { id: newId(), orderId: order.id, requestKey: `${reason}:${order.paidMinor}:${order.totalMinor}`, reason, amountMinor, currency: order.currency });
}

/**
 * Sends the refunds that are due (one order's right after its change committed; every order's in
 * the outbox round), each claimed and leased so two workers never send one. A try the processor
 * fails or cannot be reached for is due again after refundRetryDelayMs; one it refuses (an invalid
 * request), or past REFUND_MAX_ATTEMPTS, becomes `failed`, logged, and shown to staff. Returns how
 * many were sent. Off (no keys): nothing, no query.
 */
export async function sendDueRefunds(db: Db, options: { now?: Date; orderId?: string; limit?: number } = {}): Promise<number> {
  const configured = configuredStripe();
  if (!configured) return 0;
  const now = options.now ?? new Date();
  const claimed = await db.transaction((tx) => claimDueRefunds(tx, now, new Date(now.getTime() + LEASE_MS), options.limit ?? 20, options.orderId));
  let sent = 0;
  for (const refund of claimed) {
    try {
      const { parts, short } = await sendRefund(db, configured.stripe, refund);
      if (short > 0) log.warn('Online refund larger than what the card payments can still give back', { orderId: refund.orderId, refundId: refund.id, short });
      await settleOnlineRefund(db, refund, { status: 'sent', parts, sentAt: new Date(), lastError: short > 0 ? `short by ${short}` : null });
      sent++;
    } catch (error) {
      const message = (error as Error).message;
      const retry = isRetryable(error) && refund.attempts < REFUND_MAX_ATTEMPTS;
      if (retry) log.warn('Online refund failed, will retry', { orderId: refund.orderId, refundId: refund.id, attempts: refund.attempts, error: message });
      else log.error('Online refund given up', { orderId: refund.orderId, refundId: refund.id, attempts: refund.attempts, error: message });
      await settleOnlineRefund(db, refund, retry ? { nextAttemptAt: new Date(now.getTime() + refundRetryDelayMs(refund.attempts)), lastError: message } : { status: 'failed', lastError: message });
    }
  }
  return sent;
}

/** The processor failing or unreachable, or asking to slow down: worth another try later. */
function isRetryable(error: unknown): boolean {
  return isProviderOutage(error) || (error as { statusCode?: number }).statusCode === 429;
}

/**
 * One refund request sent against the order's paid intents, newest first, each for no more than
 * the processor says it can still give back. What an earlier try did is found first (the refunds
 * listed with this request's id in their metadata), and each new part has the idempotency key
 * `reprise:refund:{request}:{intent}`: a retry after a lost answer, a crash or a key the processor
 * has forgotten (after 24 hours) never refunds twice.
 */
async function sendRefund(db: Db, stripe: Stripe, refund: OnlineRefundRow): Promise<{ parts: OnlineRefundPart[]; short: number }> {
  const paid = (await listIntents(db, refund.orderId)).filter((i) => i.status === 'succeeded');
  let left = refund.amountMinor;
  const parts: OnlineRefundPart[] = [];
  for (const intent of paid) {
    if (left <= 0) break;
    const existing = (await stripe.refunds.list({ payment_intent: intent.id, limit: 100 })).data.filter((r) => r.status !== 'failed' && r.status !== 'canceled');
    const mine = existing.filter((r) => r.metadata?.refundRequestId === refund.id);
    if (mine.length) {
      for (const r of mine) parts.push({ intentId: intent.id, amountMinor: r.amount, refundId: r.id });
      left -= mine.reduce((s, r) => s + r.amount, 0);
      continue;
    }
    const remaining = intent.amountMinor - existing.reduce((s, r) => s + r.amount, 0);
    const amount = Math.min(left, remaining);
    if (amount <= 0) continue;
    const created = await stripe.refunds.create(
      { payment_intent: intent.id, amount, reason: 'requested_by_customer', metadata: { orderId: refund.orderId, reason: refund.reason, refundRequestId: refund.id } },
      { idempotencyKey: `reprise:refund:${refund.id}:${intent.id}` },
    );
    parts.push({ intentId: intent.id, amountMinor: created.amount, refundId: created.id });
    left -= created.amount;
  }
  return { parts, short: Math.max(0, left) };
}
