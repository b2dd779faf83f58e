import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { executedRows, sqlList } from './executed-rows';
import type { RemovedPhoto } from './maintenance';
import { accounts, authThrottles, carts, emailMessages, idempotencyKeys, orderContactChanges, orderListDocuments, orders, photos } from './schema';

/**
 * Erasure of an account (docs/decisions.md#data-rights), inside the caller's transaction. What
 * an order needs for the store's accounts stays (amounts, dates, services, statuses); who it was
 * for becomes `pseudonym`: name, e-mail, phone and street address on the customer rows, the
 * orders' snapshots and search columns, and the e-mails sent about them. The country stays (tax).
 */
export async function pseudonymizeOrders(tx: Executor, accountId: string, pseudonym: { email: string; name: string }, now: Date): Promise<string[]> {
  const blankAddress = (column: string) =>
    // The address schema wants a street, a city and a postcode: a dash stands for each (nothing of the person's).
    // A customer booked without address (docs/counter.md#no-address) stays without one.
    sql.raw(`case when ${column} is null then null else jsonb_build_object('address', '—', 'secondAddress', '', 'city', '—', 'state', '', 'zipCode', '—', 'deliveryNotes', '', 'country', coalesce(${column}->>'country', '')) end`);
  const customerIds = await tx.execute<{ id: string }>(sql`
    update customers set email = ${pseudonym.email}, title = '', given_name = ${pseudonym.name}, family_name = '', phone = '',
      address = ${blankAddress('address')}, payment_customer_id = '', updated_at = ${now.toISOString()}::timestamptz
    where account_id = ${accountId} returning id`);
  const ids = executedRows<{ id: string }>(customerIds).map((r) => r.id);
  const updated = await tx.execute<{ id: string }>(sql`
    update orders set
      customer = customer || jsonb_build_object('email', ${pseudonym.email}::text, 'givenName', ${pseudonym.name}::text, 'familyName', '', 'phone', '', 'title', '', 'name', ${pseudonym.name}::text, 'paymentCustomerId', ''),
      address = ${blankAddress('address')}, customer_email = ${pseudonym.email}, customer_name = ${pseudonym.name.toLowerCase()}, updated_at = ${now.toISOString()}::timestamptz
    where account_id = ${accountId} ${ids.length ? sql`or customer_id in ${sqlList(ids)}` : sql``} returning id`);
  const orderIds = executedRows<{ id: string }>(updated).map((r) => r.id);
  if (orderIds.length) {
    await tx.update(emailMessages).set({ toAddress: pseudonym.email, html: '', text: '' }).where(inArray(emailMessages.orderId, orderIds));
    // Staff corrections of the contact details hold the old and new ones: nothing of the person stays.
    await tx.delete(orderContactChanges).where(inArray(orderContactChanges.orderId, orderIds));
    // The orders lists' stored items (docs/performance.md#list-documents) named the person too.
    await tx.delete(orderListDocuments).where(inArray(orderListDocuments.orderId, orderIds));
    // The e-mailed tracking links named the person; nobody holds them on the customer's behalf any more.
    await tx.execute(sql`update order_tracking_tokens set revoked_at = ${now.toISOString()}::timestamptz where revoked_at is null and order_id in ${sqlList(orderIds)}`);
  }
  return orderIds;
}

/** Photos the account uploaded or that were uploaded for its carts: rows gone, objects for the caller to delete. */
export async function deleteAccountPhotos(tx: Executor, accountId: string): Promise<RemovedPhoto[]> {
  return tx
    .delete(photos)
    .where(or(eq(photos.accountId, accountId), inArray(photos.cartId, tx.select({ id: carts.id }).from(carts).where(eq(carts.accountId, accountId)))))
    .returning({ key: photos.key, variants: photos.variants, bucket: photos.bucket });
}

/** Open carts (never ordered), stored answers and login counters of the account; then the account (sessions, addresses, reset links and its own e-mails cascade). */
export async function deleteAccountRows(tx: Executor, account: { id: string; email: string }): Promise<void> {
  await tx.delete(carts).where(sql`${carts.accountId} = ${account.id} and ${carts.status} = 'open'`);
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, `account:${account.id}`));
  await tx.delete(authThrottles).where(eq(authThrottles.key, `account:${account.email}`));
  await tx.delete(accounts).where(eq(accounts.id, account.id));
}

// ——— Export (docs/decisions.md#data-rights) ———

export async function orderIdsOfAccount(db: Executor, accountId: string): Promise<string[]> {
  return (await db.select({ id: orders.id }).from(orders).where(eq(orders.accountId, accountId)).orderBy(asc(orders.orderDate), asc(orders.id))).map((r) => r.id);
}

export function messagesOfAccount(db: Executor, accountId: string, orderIds: string[]) {
  const mine = orderIds.length ? or(eq(emailMessages.accountId, accountId), inArray(emailMessages.orderId, orderIds)) : eq(emailMessages.accountId, accountId);
  return db.select().from(emailMessages).where(mine).orderBy(asc(emailMessages.createdAt), asc(emailMessages.id));
}

export function photosOfAccount(db: Executor, accountId: string) {
  return db
    .select({ key: photos.key, originalName: photos.originalName, variants: photos.variants, createdAt: photos.createdAt })
    .from(photos)
    .where(or(eq(photos.accountId, accountId), inArray(photos.cartId, db.select({ id: carts.id }).from(carts).where(eq(carts.accountId, accountId)))))
    .orderBy(asc(photos.createdAt));
}
