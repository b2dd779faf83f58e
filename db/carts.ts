import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { storedRow } from './json-rows';
import { cartItemServices, cartItems, carts, customers } from './schema';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type CartItemServiceRow = typeof cartItemServices.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;

export async function insertCart(executor: Executor, cart: typeof carts.$inferInsert): Promise<CartRow> {
  const rows = await executor.insert(carts).values(cart).returning();
  return rows[0]!;
}

export async function findCart(executor: Executor, id: string): Promise<CartRow | null> {
  const rows = await executor.select().from(carts).where(eq(carts.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * Locks the cart row until the transaction ends (serialised edits) and bumps its version:
 * an order placed from an earlier read of the cart then finds the version moved and re-reads.
 */
export async function lockCartForChange(executor: Executor, id: string): Promise<CartRow | null> {
  const rows = await executor
    .update(carts)
    .set({ version: sql`${carts.version} + 1` })
    .where(eq(carts.id, id))
    .returning();
  return rows[0] ?? null;
}

export async function updateCart(executor: Executor, id: string, changes: Partial<typeof carts.$inferInsert>): Promise<void> {
  await executor
    .update(carts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(carts.id, id));
}

export type CartItemWithServices = CartItemRow & { services: CartItemServiceRow[] };

export async function listCartItems(executor: Executor, cartId: string): Promise<CartItemWithServices[]> {
  const items = await executor.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.position));
  if (items.length === 0) return [];
  const services = await executor
    .select()
    .from(cartItemServices)
    .where(inArray(cartItemServices.cartItemId, items.map((i) => i.id)))
    .orderBy(asc(cartItemServices.position));
  return items.map((item) => ({ ...item, services: services.filter((s) => s.cartItemId === item.id) }));
}

export async function insertCartItem(
  executor: Executor,
  item: typeof cartItems.$inferInsert,
  services: Omit<typeof cartItemServices.$inferInsert, 'cartItemId'>[],
): Promise<void> {
  await executor.insert(cartItems).values(item);
  await executor.insert(cartItemServices).values(services.map((s) => ({ ...s, cartItemId: item.id! })));
}

export async function deleteCartItem(executor: Executor, cartId: string, itemId: string): Promise<boolean> {
  const rows = await executor
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

/** Which cart holds these items (order requests may name items instead of the cart). */
export async function cartIdsOfItems(executor: Executor, itemIds: string[]): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const rows = await executor.selectDistinct({ cartId: cartItems.cartId }).from(cartItems).where(inArray(cartItems.id, itemIds));
  return rows.map((r) => r.cartId);
}

export async function findCustomer(executor: Executor, id: string): Promise<CustomerRow | null> {
  const rows = await executor.select().from(customers).where(eq(customers.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function upsertCustomer(executor: Executor, customer: typeof customers.$inferInsert): Promise<CustomerRow> {
  const { id: _id, ...changes } = customer;
  const rows = await executor
    .insert(customers)
    .values(customer)
    .onConflictDoUpdate({ target: customers.id, set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  return rows[0]!;
}

/** A customer about to be inserted, as the row it will read back as (defaults filled in). */
export function customerRowOf(customer: typeof customers.$inferInsert): CustomerRow {
  return storedRow(customers, customer);
}

/** Sets a cart item's damage video (docs/videos.md); false when the item is not in the cart. */
export async function setCartItemVideo(executor: Executor, cartId: string, itemId: string, videoKey: string): Promise<boolean> {
  const rows = await executor.update(cartItems).set({ videoKey }).where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId))).returning({ id: cartItems.id });
  return rows.length > 0;
}
