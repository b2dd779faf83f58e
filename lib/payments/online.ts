import 'server-only';
import type Stripe from 'stripe';
import { getDb } from '@/db/client';
import { findOrder, type OrderRow } from '@/db/orders';
import { customerPaymentId, findIntent, findOpenIntent, saveIntent, setIntentStatus, setPaymentCustomerId, type PaymentIntentRow } from '@/db/online-payments';
import type { Principal } from '@/lib/auth/session';
import { ApiError, notFound } from '@/lib/errors';
import { log } from '@/lib/observability/log';
import { assertOrderAccess } from '@/lib/orders/access';
import { minorToMajor } from '@/lib/money';
import { configuredStripe, isProviderOutage } from './stripe-client';
import { applySucceeded } from './apply';
import { onlineDue, type OnlinePaymentView, type StartPaymentBody } from './rules';

/**
 * The customer's online payment of an order (docs/payments.md). The order exists before the
 * payment, awaiting it (`hasPaymentConfirmation: false`); this opens, or finds again, the
 * PaymentIntent for what the server says is due. The amount is never the client's.
 */
export async function startOnlinePayment(orderId: string, body: StartPaymentBody, principal: Principal | null): Promise<OnlinePaymentView> {
  const configured = configuredStripe();
  if (!configured) throw notFound();
  const { stripe, config } = configured;
  const db = await getDb();
  const order = assertOrderAccess(await findOrder(db, orderId), principal);
  if (body.currency && body.currency !== order.currency) throw new ApiError('payment_currency_mismatch');
  if (order.status === 'cancelled') throw new ApiError('payment_order_cancelled');
  const due = onlineDue(order);
  if (due <= 0) throw new ApiError('payment_not_due');

  try {
    const open = await findOpenIntent(db, order.id);
    if (open) {
      // Reused while it asks for the same amount: a retry (a declined card, a reload) pays the same intent, never a second one.
      const fresh = await stripe.paymentIntents.retrieve(open.id);
      await db.transaction((tx) => setIntentStatus(tx, open.id, fresh.status));
      if (fresh.status === 'succeeded') {
        await applySucceeded(open, fresh);
        return view(order, { ...open, status: fresh.status }, config.publishableKey, 0);
      }
      if (fresh.amount === due && fresh.currency.toUpperCase() === order.currency && fresh.status !== 'canceled') return view(order, { ...open, status: fresh.status }, config.publishableKey, due);
      if (fresh.status !== 'canceled' && fresh.status !== 'processing') {
        await stripe.paymentIntents.cancel(open.id, {}, { idempotencyKey: `reprise:pi-cancel:${open.id}` });
        await db.transaction((tx) => setIntentStatus(tx, open.id, 'canceled'));
      } else if (fresh.status === 'processing') {
        throw new ApiError('payment_not_due');
      }
    }
    const customer = await ensurePaymentCustomer(stripe, order);
    // One key per order version and amount: the same request after a lost answer gets the same intent back.
    const idempotencyKey = `reprise:pi:${order.id}:${order.cartId}:v${order.version}:${due}${order.currency}`;
    const intent = await stripe.paymentIntents.create(
      {
        amount: due,
        currency: order.currency.toLowerCase(),
        ...(customer ? { customer } : {}),
        automatic_payment_methods: { enabled: true },
        description: `Reprise ${order.orderNumber}`,
        receipt_email: order.customer.email || undefined,
        metadata: { orderId: order.id, cartId: order.cartId, orderNumber: order.orderNumber, orderVersion: String(order.version) },
      },
      { idempotencyKey },
    );
    const row: PaymentIntentRow = {
      id: intent.id, orderId: order.id, accountId: order.accountId, provider: 'stripe', amountMinor: intent.amount, currency: intent.currency.toUpperCase(),
      idempotencyKey, status: intent.status, clientSecret: intent.client_secret ?? '', createdAt: new Date(), updatedAt: new Date(),
    };
    await db.transaction((tx) => saveIntent(tx, row));
    return view(order, (await findIntent(db, intent.id)) ?? row, config.publishableKey, due);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (isProviderOutage(error)) {
      log.warn('Payment provider unreachable', { orderId, error: (error as Error).message });
      throw new ApiError('payment_provider_unavailable');
    }
    throw error;
  }
}

/** The order's current online payment as its customer may read it (never another's: 404). */
export async function readOnlinePayment(orderId: string, principal: Principal | null): Promise<OnlinePaymentView> {
  const configured = configuredStripe();
  if (!configured) throw notFound();
  const db = await getDb();
  const order = assertOrderAccess(await findOrder(db, orderId), principal);
  const open = await findOpenIntent(db, order.id);
  const due = order.status === 'cancelled' ? 0 : onlineDue(order);
  return view(order, open, configured.config.publishableKey, due);
}

function view(order: OrderRow, intent: Pick<PaymentIntentRow, 'id' | 'clientSecret' | 'status' | 'amountMinor' | 'currency'> | null, publishableKey: string, due: number): OnlinePaymentView {
  return {
    orderId: order.id,
    publishableKey,
    currency: order.currency,
    due: minorToMajor(due),
    intent: intent ? { id: intent.id, clientSecret: intent.status === 'succeeded' ? null : intent.clientSecret, status: intent.status, amount: minorToMajor(intent.amountMinor) } : null,
    issues: order.paymentIssues.map(({ code, message, date }) => ({ code, message, date })),
  };
}

/** One processor customer per account (a guest: per customer row), kept as `paymentCustomerId`. */
async function ensurePaymentCustomer(stripe: Stripe, order: OrderRow): Promise<string | null> {
  const db = await getDb();
  const known = await customerPaymentId(db, order.customerId);
  if (!known) return null;
  if (known.paymentCustomerId) return known.paymentCustomerId;
  const owner = known.accountId ?? order.customerId;
  const created = await stripe.customers.create(
    { email: known.email, name: known.name, metadata: known.accountId ? { accountId: known.accountId } : { customerId: order.customerId } },
    { idempotencyKey: `reprise:customer:${owner}` },
  );
  await db.transaction((tx) => setPaymentCustomerId(tx, { customerId: order.customerId, accountId: known.accountId, orderId: order.id }, created.id));
  return created.id;
}
