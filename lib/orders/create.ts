import 'server-only';
import { cartIdsOfItems, findCart } from '@/db/carts';
import { getDb, type Db } from '@/db/client';
import { placeOrderRows, readCartForOrder } from '@/db/order-placement';
import { setEventSnapshot } from '@/db/outbox';
import { orderSnapshot } from '@/lib/notifications/snapshot';
import type { Principal } from '@/lib/auth/session';
import { assertCartAccess, canUseCart } from '@/lib/carts/access';
import { cartOrderedError, orderedError } from '@/lib/carts/ordered';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { ApiError } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import type { Locale } from '@/lib/schemas/common';
import type { Order, OrderCreateBody } from '@/lib/schemas/orders';
import { answerFromSnapshot } from './read';
import { invalid, planOrder } from './plan';
import { metrics } from '@/lib/observability/metrics';

/** A cart edited this many times while we priced it is being edited still: the client may retry. */
const ATTEMPTS = 3;

/**
 * POST /api/sip/orders: exactly one order per cart. Reads the cart, prices it afresh, then
 * writes the order in one statement that first moves the cart from open (at the version read)
 * to ordered: concurrent attempts queue on the cart row there, and all but one write nothing.
 * If an edit slipped in between, the cart is read and priced again. Answers the order as the
 * caller sees it, from the same view and parse as the order.created event's snapshot.
 */
export async function createOrder(body: OrderCreateBody, principal: Principal | null, locale: Locale): Promise<Order> {
  const db = await getDb();
  const index = await getCatalogue();
  const cartId = body.cartId ?? (await cartFromItems(db, body, principal));
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const read = await readCartForOrder(db, cartId);
    const cart = assertCartAccess(read?.cart ?? null, principal);
    if (cart.status === 'ordered') throw orderedError(read!.order);
    const placement = await planOrder(db, read!, body, principal, index, locale);
    try {
      const created = await placeOrderRows(db, placement);
      if (created) {
        metrics().ordersPlaced.inc();
        const snapshot = await orderSnapshot(created, db);
        await setEventSnapshot(db, placement.eventId, snapshot);
        return answerFromSnapshot(created, snapshot, principal, db);
      }
    } catch (error) {
      const pg = postgresError(error);
      // The unique index on orders.cart_id, should two writes ever both pass the cart's check.
      if (pg?.code === '23505') throw await cartOrderedError(db, cartId);
      // The discount code's last use went to someone else between our read and our write.
      if (pg?.code === '23502' && pg.column === 'discount_code' && placement.discountCodeId) throw invalid('discountCode', apiMessages(locale, 'CartErrors')('codeInvalid'));
      throw error;
    }
  }
  throw new ApiError('conflict');
}

/**
 * The one cart the named items belong to. Items of a cart the caller may not use answer exactly
 * like unknown items (the same 422), so the endpoint is no oracle for other people's item ids.
 */
async function cartFromItems(db: Db, body: OrderCreateBody, principal: Principal | null): Promise<string> {
  const itemIds = (body.items ?? []).map((i) => i.itemId);
  const carts = itemIds.length ? await cartIdsOfItems(db, itemIds) : [];
  const cart = carts.length === 1 ? await findCart(db, carts[0]!) : null;
  if (!cart || !canUseCart(cart, principal)) throw invalid('cartId', 'Give cartId, or itemIds of one cart.');
  return cart.id;
}

/** The driver's error under drizzle's wrapper (postgres.js and PGlite both carry `code`). */
function postgresError(error: unknown): { code?: string; column?: string } | undefined {
  type Raw = { code?: string; column?: string; column_name?: string };
  const e = error as Raw & { cause?: Raw };
  const raw = e?.code ? e : e?.cause;
  return raw && { code: raw.code, column: raw.column_name ?? raw.column };
}
