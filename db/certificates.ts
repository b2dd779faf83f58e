import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from './client';
import { claim, renew, settle } from './outbox';
import { certificateRegistry, orderItems, orders, passportSubmissions, repairCertificates, signingKeys, type PublicJwk } from './schema';

export type SigningKeyRow = typeof signingKeys.$inferSelect;
export type RepairCertificateRow = typeof repairCertificates.$inferSelect;
export type RegistryRow = typeof certificateRegistry.$inferSelect;
export type PassportSubmissionRow = typeof passportSubmissions.$inferSelect;

export async function listSigningKeys(executor: Executor): Promise<SigningKeyRow[]> {
  return executor.select().from(signingKeys).orderBy(asc(signingKeys.createdAt));
}

/** The key the application generated for itself, oldest first (null when none yet). */
export async function findGeneratedSigningKey(executor: Executor): Promise<SigningKeyRow | null> {
  const [row] = await executor.select().from(signingKeys).where(sql`${signingKeys.privatePkcs8} is not null`).orderBy(asc(signingKeys.createdAt)).limit(1);
  return row ?? null;
}

/** Records a public key (and, for a generated key, its private half); a kid already known is kept as it is. */
export async function saveSigningKey(executor: Executor, key: { kid: string; publicJwk: PublicJwk; privatePkcs8: string | null }): Promise<void> {
  await executor.insert(signingKeys).values(key).onConflictDoNothing();
}

export async function findCertificate(executor: Executor, id: string): Promise<RepairCertificateRow | null> {
  const [row] = await executor.select().from(repairCertificates).where(eq(repairCertificates.id, id)).limit(1);
  return row ?? null;
}

export async function certificatesOfOrders(executor: Executor, orderIds: string[]): Promise<RepairCertificateRow[]> {
  if (orderIds.length === 0) return [];
  return executor.select().from(repairCertificates).where(inArray(repairCertificates.orderId, orderIds));
}

export async function insertCertificate(tx: Executor, row: typeof repairCertificates.$inferInsert): Promise<void> {
  await tx.insert(repairCertificates).values(row);
}

/**
 * Serialises appends to the registry until the transaction ends (a transaction-scoped advisory
 * lock), then returns the last event: two completions at once cannot both chain to the same row.
 */
export async function lockRegistryHead(tx: Executor): Promise<RegistryRow | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('certificate_registry'))`);
  const [row] = await tx.select().from(certificateRegistry).orderBy(desc(certificateRegistry.seq)).limit(1);
  return row ?? null;
}

export async function appendRegistryEvent(tx: Executor, row: Omit<RegistryRow, 'seq'>): Promise<void> {
  await tx.insert(certificateRegistry).values(row);
}

/** The registry in order, a page at a time (for the chain check). */
export async function registryPage(executor: Executor, afterSeq: number, limit: number): Promise<RegistryRow[]> {
  return executor
    .select()
    .from(certificateRegistry)
    .where(sql`${certificateRegistry.seq} > ${afterSeq}`)
    .orderBy(asc(certificateRegistry.seq))
    .limit(limit);
}

export async function findRegistryEvent(executor: Executor, id: string): Promise<RegistryRow | null> {
  const [row] = await executor.select().from(certificateRegistry).where(eq(certificateRegistry.id, id)).limit(1);
  return row ?? null;
}

/** Where an order item's order stands (for a certificate not issued yet); null for no such item. */
export async function orderStatusOfItem(executor: Executor, orderItemId: string): Promise<{ status: string; isRevoked: boolean; isRevoke: boolean } | null> {
  const [row] = await executor
    .select({ status: orders.status, isRevoked: orders.isRevoked, isRevoke: orderItems.isRevoke })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, orderItemId))
    .limit(1);
  return row ?? null;
}

/** Queues certificates for the passport provider (docs/certificates.md#passport), in the issuing transaction; one queued already is kept. */
export async function queuePassportSubmissions(tx: Executor, certificateIds: string[], now: Date): Promise<void> {
  if (certificateIds.length === 0) return;
  await tx.insert(passportSubmissions).values(certificateIds.map((id) => ({ id, nextAttemptAt: now, createdAt: now }))).onConflictDoNothing();
}

/** Due submissions, claimed and leased like webhook deliveries (db/outbox.ts). */
export const claimDuePassportSubmissions = (tx: Tx, now: Date, leaseEnd: Date, limit: number) =>
  claim(tx, passportSubmissions, 'pending', now, leaseEnd, limit) as unknown as Promise<PassportSubmissionRow[]>;
export const renewPassportLease = (executor: Executor, row: PassportSubmissionRow, until: Date) => renew(executor, passportSubmissions, row, until);
export const settlePassportSubmission = (executor: Executor, row: PassportSubmissionRow, changes: Partial<typeof passportSubmissions.$inferInsert>) =>
  settle(executor, passportSubmissions, row, changes);

/** Keeps the provider's id of a certificate; the first answer stays (a retry after a lost answer finds it already set). */
export async function setDspCertificateId(executor: Executor, certificateId: string, dspCertificateId: string): Promise<void> {
  await executor.update(repairCertificates).set({ dspCertificateId }).where(and(eq(repairCertificates.id, certificateId), isNull(repairCertificates.dspCertificateId)));
}
