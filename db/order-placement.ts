import type { CartItemWithServices, CartRow, CustomerRow } from './carts';
import type { Db } from './client';
import { insertJsonRows, Params, queryRows, rowFromJson, storedRow } from './json-rows';
import type { NewOrder, OrderAggregate } from './orders';
import { cartItemServices, cartItems, carts, catalogueSnapshots, customers, orderBaskets, orderHistories, orderItems, orders, outboxEvents } from './schema';

/**
 * Placing an order is two statements and no explicit transaction: one read of the whole cart,
 * then one write that is a compare-and-set on the cart's version. Concurrent attempts queue on
 * the cart row's lock inside the write; the ones that follow find the cart ordered (or changed)
 * and write nothing. The unique index on orders.cart_id stays the last word.
 */

type Json = Record<string, unknown>;
export type OrderRef = { id: string; orderNumber: string };
export type CartForOrder = { cart: CartRow; items: CartItemWithServices[]; customer: CustomerRow | null; order: OrderRef | null };

const READ_CART = `select row_to_json(c) as cart,
  (select coalesce(json_agg(json_build_object('item', row_to_json(i), 'services',
      (select coalesce(json_agg(row_to_json(s) order by s.position), '[]') from cart_item_services s where s.cart_item_id = i.id))
    order by i.position), '[]') from cart_items i where i.cart_id = c.id) as items,
  (select row_to_json(cu) from customers cu where cu.id = c.customer_id) as customer,
  (select json_build_object('id', o.id, 'orderNumber', o.order_number) from orders o where o.cart_id = c.id) as ordered
from carts c where c.id = $1`;

/** The cart with its items, their services, its customer and the order it became, if any: one statement. */
export async function readCartForOrder(db: Db, cartId: string): Promise<CartForOrder | null> {
  const params = new Params();
  params.add(cartId);
  const [row] = await queryRows<{ cart: Json; items: { item: Json; services: Json[] }[]; customer: Json | null; ordered: OrderRef | null }>(db, READ_CART, params);
  if (!row) return null;
  return {
    cart: rowFromJson(carts, row.cart),
    items: row.items.map(({ item, services }) => ({ ...rowFromJson(cartItems, item), services: services.map((s) => rowFromJson(cartItemServices, s)) })),
    customer: row.customer ? rowFromJson(customers, row.customer) : null,
    order: row.ordered,
  };
}

/** Hashes of catalogue snapshots each database is known to hold. */
const storedSnapshots = new WeakMap<Db, Set<string>>();

export type OrderPlacement = {
  /** The cart as read: the write happens only if it is still open at this version. */
  cart: { id: string; version: number; customerId: string; logisticOptionId: string };
  /** A customer the order body brought (the cart had none), with its dates; stored with the order. */
  newCustomer: typeof customers.$inferInsert | null;
  /** Counted once, if it still has uses left; otherwise nothing is written (not-null on orders.discount_code). */
  discountCodeId: string | null;
  snapshots: (typeof catalogueSnapshots.$inferInsert)[];
  year: number;
  /** The id of the order.created outbox event written with the order. */
  eventId: string;
  order: Omit<NewOrder['order'], 'orderNumber'>;
} & Omit<NewOrder, 'order'>;

/** Writes the order, its parts and the cart's new state in one statement; null if the cart moved on since it was read. */
export async function placeOrderRows(db: Db, p: OrderPlacement): Promise<OrderAggregate | null> {
  const $ = new Params();
  const at = $.add(p.order.orderDate.toISOString());
  const steps: string[] = [
    `c as (update carts set status = 'ordered', customer_id = ${$.add(p.cart.customerId)}, logistic_option_id = ${$.add(p.cart.logisticOptionId)},
      version = version + 1, updated_at = ${at} where id = ${$.add(p.cart.id)} and status = 'open' and version = ${$.add(p.cart.version)} returning id)`,
  ];
  if (p.newCustomer) steps.push(`nc as (${insertJsonRows($, customers, [p.newCustomer], { from: 'c' })})`);
  else steps.push(`cu as (update customers set last_order_date = ${at}, updated_at = ${at} where id = ${$.add(p.cart.customerId)} and exists (select 1 from c))`);
  if (p.discountCodeId) {
    steps.push(`d as (update discount_codes set used_count = used_count + 1
      where id = ${$.add(p.discountCodeId)} and (max_uses is null or used_count < max_uses) and exists (select 1 from c) returning id)`);
  }
  // Snapshots are shared by hash and never deleted: once stored, only their hashes need to travel.
  const known = storedSnapshots.get(db) ?? new Set<string>();
  const unsent = p.snapshots.filter((snapshot) => !known.has(snapshot.hash));
  const assumed = p.snapshots.filter((snapshot) => known.has(snapshot.hash));
  if (unsent.length) steps.push(`s as (${insertJsonRows($, catalogueSnapshots, unsent, { onConflictDoNothing: true })})`);
  steps.push(`n as (select nextval('order_number_seq') as v from c)`);
  const year = $.add(String(p.year));
  steps.push(`o as (${insertJsonRows($, orders, [p.order as NewOrder['order']], {
    from: 'n',
    computed: {
      order_number: `'R-' || ${year} || '-' || lpad(n.v::text, greatest(6, length(n.v::text)), '0')`,
      // With a code, the order row needs the code's use counted: no use left → null → the statement fails whole.
      ...(p.discountCodeId ? { discount_code: '(select r.discount_code from d)' } : {}),
    },
  })} returning order_number)`);
  steps.push(`i as (${insertJsonRows($, orderItems, p.items, { from: 'c' })})`);
  steps.push(`b as (${insertJsonRows($, orderBaskets, [p.basket], { from: 'c' })})`);
  steps.push(`h as (${insertJsonRows($, orderHistories, [p.history], { from: 'c' })})`);
  // The outbox's order.created, in the same statement: never lost, never sent for an order not placed.
  steps.push(`e as (${insertJsonRows($, outboxEvents, [{ id: p.eventId, orderId: p.order.id, type: 'order.created', data: {}, sequence: 1, orderVersion: (p.order as { version?: number }).version ?? 1, createdAt: p.order.orderDate }], { from: 'c' })})`);
  const check = assumed.length ? `(select count(*)::int from catalogue_snapshots where hash in (select jsonb_array_elements_text(${$.add(JSON.stringify(assumed.map((a) => a.hash)))}::jsonb)))` : '0';
  const [row] = await queryRows<{ order_number: string | null; assumed: number }>(db, `with ${steps.join(',\n')} select (select order_number from o) as order_number, ${check} as assumed`, $);
  if (!row?.order_number) return null;
  if (row.assumed < assumed.length) {
    // The database lost snapshots behind this process's back (restored, truncated): store them again.
    const heal = new Params();
    await queryRows(db, insertJsonRows(heal, catalogueSnapshots, assumed, { onConflictDoNothing: true }), heal);
  }
  for (const snapshot of p.snapshots) known.add(snapshot.hash);
  storedSnapshots.set(db, known);
  return {
    order: storedRow(orders, p.order as NewOrder['order'], { order_number: row.order_number }),
    items: p.items.map((item) => storedRow(orderItems, item)),
    baskets: [storedRow(orderBaskets, p.basket)],
    histories: [storedRow(orderHistories, p.history)],
  };
}
