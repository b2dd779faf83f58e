import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { listPayments } from './payments';
import type { OrderRow } from './orders';
import type { InvoicePayment, InvoicePaymentMethod } from './schema/invoice-json';
import { bonusClaims, invoiceCounters, invoices, providers, storeLegal, storeProviders, stores, type ClaimStatus, type InvoiceKind } from './schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type StoreLegalRow = typeof storeLegal.$inferSelect;
export type StoreRow = typeof stores.$inferSelect;
export type ProviderRow = typeof providers.$inferSelect;
export type BonusClaimRow = typeof bonusClaims.$inferSelect;

/**
 * The next number of a store's series for a year (docs/invoices.md#numbering). The upsert takes
 * the counter row's lock until the transaction ends, so concurrent issuers queue on it; a
 * rolled-back transaction gives its number back, so the series has no gap.
 */
export async function nextInvoiceSequence(tx: Executor, storeId: string, year: number, series: InvoiceKind): Promise<number> {
  const rows = await tx
    .insert(invoiceCounters)
    .values({ storeId, year, series, lastValue: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.storeId, invoiceCounters.year, invoiceCounters.series], set: { lastValue: sql`${invoiceCounters.lastValue} + 1` } })
    .returning({ lastValue: invoiceCounters.lastValue });
  return rows[0]!.lastValue;
}

export async function insertInvoice(tx: Executor, row: typeof invoices.$inferInsert): Promise<void> {
  await tx.insert(invoices).values(row);
}

export async function insertClaims(tx: Executor, rows: (typeof bonusClaims.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(bonusClaims).values(rows);
}

export async function invoicesOfOrder(executor: Executor, orderId: string): Promise<InvoiceRow[]> {
  return executor.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.issuedAt), asc(invoices.number));
}

/** The order's invoice in force: the latest one no credit note cancels. */
export async function activeInvoice(executor: Executor, orderId: string): Promise<InvoiceRow | null> {
  const credit = alias(invoices, 'credit');
  const rows = await executor
    .select({ invoice: invoices })
    .from(invoices)
    .leftJoin(credit, eq(credit.creditsInvoiceId, invoices.id))
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice'), isNull(credit.id)))
    .orderBy(desc(invoices.issuedAt))
    .limit(1);
  return rows[0]?.invoice ?? null;
}

export async function findInvoiceByNumber(executor: Executor, number: string): Promise<InvoiceRow | null> {
  const rows = await executor.select().from(invoices).where(eq(invoices.number, number)).limit(1);
  return rows[0] ?? null;
}

export async function findStoreWithLegal(executor: Executor, storeId: string): Promise<{ store: StoreRow; legal: StoreLegalRow | null } | null> {
  const rows = await executor.select({ store: stores, legal: storeLegal }).from(stores).leftJoin(storeLegal, eq(storeLegal.storeId, stores.id)).where(eq(stores.id, storeId)).limit(1);
  return rows[0] ?? null;
}

export async function findProvider(executor: Executor, providerId: string): Promise<ProviderRow | null> {
  const rows = await executor.select().from(providers).where(eq(providers.id, providerId)).limit(1);
  return rows[0] ?? null;
}

/**
 * Payments recorded for an order, as an invoice prints them. Today derived from the order row
 * (isPayed: the whole total, by the order's payment method); when staff-recorded payments land,
 * this is the one function to read them instead (docs/invoices.md#payments).
 */
export async function paymentsForInvoice(tx: Executor, order: Pick<OrderRow, 'id' | 'isPayed' | 'paymentMethod' | 'totalMinor'>): Promise<InvoicePayment[]> {
  const recorded = await listPayments(tx, order.id);
  if (recorded.length > 0) return recorded.map((p) => ({ method: p.method as InvoicePaymentMethod, amountMinor: p.amountMinor, date: p.createdAt.toISOString() }));
  // Marked paid with no payment recorded here (the interface's isPayed, set by a brand's system): the whole total.
  return order.isPayed && order.totalMinor > 0 ? [{ method: order.paymentMethod as InvoicePaymentMethod, amountMinor: order.totalMinor, date: null }] : [];
}

export type ClaimScope = { providerId: string; storeId?: string; from: Date; to: Date };

/** The bonus lines of the month's invoices in force, with their claim status (docs/bonus-reparation-claims.md). */
export async function claimRows(executor: Executor, scope: ClaimScope) {
  const credit = alias(invoices, 'credit');
  const conditions = [eq(bonusClaims.providerId, scope.providerId), gte(invoices.issuedAt, scope.from), lt(invoices.issuedAt, scope.to), isNull(credit.id)];
  if (scope.storeId) conditions.push(eq(bonusClaims.storeId, scope.storeId));
  return executor
    .select({ claim: bonusClaims, invoice: invoices })
    .from(bonusClaims)
    .innerJoin(invoices, eq(invoices.id, bonusClaims.invoiceId))
    .leftJoin(credit, eq(credit.creditsInvoiceId, invoices.id))
    .where(and(...conditions))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number), asc(bonusClaims.line));
}

/** Sets the status of the given claim lines within the scope; returns how many changed. */
export async function setClaimStatuses(tx: Executor, ids: string[], scope: { providerId: string; storeId?: string }, change: { status: ClaimStatus; note: string; by: string }): Promise<number> {
  const conditions = [inArray(bonusClaims.id, ids), eq(bonusClaims.providerId, scope.providerId)];
  if (scope.storeId) conditions.push(eq(bonusClaims.storeId, scope.storeId));
  const rows = await tx
    .update(bonusClaims)
    .set({ status: change.status, note: change.note, changedBy: change.by, changedAt: sql`now()` })
    .where(and(...conditions))
    .returning({ id: bonusClaims.id });
  return rows.length;
}

/** The month's invoices of a provider: all (the ZIP of PDFs, credit notes included) or only those in force. */
export async function invoicesOfProvider(executor: Executor, scope: ClaimScope, options: { inForceOnly?: boolean } = {}): Promise<InvoiceRow[]> {
  const credit = alias(invoices, 'credit');
  const conditions = [eq(invoices.providerId, scope.providerId), gte(invoices.issuedAt, scope.from), lt(invoices.issuedAt, scope.to)];
  if (scope.storeId) conditions.push(eq(invoices.storeId, scope.storeId));
  if (options.inForceOnly) conditions.push(eq(invoices.kind, 'invoice'), isNull(credit.id));
  const rows = await executor
    .select({ invoice: invoices })
    .from(invoices)
    .leftJoin(credit, eq(credit.creditsInvoiceId, invoices.id))
    .where(and(...conditions))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
  return rows.map((r) => r.invoice);
}

/** The ateliers whose claim files a caller may open: all (admin), or those serving the staff member's store. */
export async function claimProviders(executor: Executor, storeId?: string): Promise<ProviderRow[]> {
  if (!storeId) return executor.select().from(providers).orderBy(asc(providers.displayName));
  const rows = await executor
    .select({ provider: providers })
    .from(providers)
    .innerJoin(storeProviders, and(eq(storeProviders.providerId, providers.id), eq(storeProviders.storeId, storeId)))
    .orderBy(asc(providers.displayName));
  return rows.map((r) => r.provider);
}
