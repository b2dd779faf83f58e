import 'server-only';
import { randomBytes } from 'node:crypto';
import { insertAudit, listAddresses, listAudit } from '@/db/account-data';
import { findAccountByEmail, findAccountById, type AccountRow } from '@/db/accounts';
import { getDb } from '@/db/client';
import { deleteAccountPhotos, deleteAccountRows, messagesOfAccount, orderIdsOfAccount, photosOfAccount, pseudonymizeOrders } from '@/db/erasure';
import { findOrder, loadOrderParts } from '@/db/orders';
import { storedVariants } from '@/db/photos';
import { verifyPassword } from '@/lib/auth/password';
import { accountWire } from '@/lib/auth/service';
import type { Principal } from '@/lib/auth/session';
import { ApiError, notFound } from '@/lib/errors';
import { newId } from '@/lib/ids';
import { deleteStoredPhotos } from '@/lib/maintenance';
import { orderAnswer } from '@/lib/orders/read';
import type { AccountExport, AuditEntry } from '@/lib/schemas/account';
import { addressWire } from './addresses';
import { personalAccountId } from '@/lib/auth/api-keys';

/** GET /api/sip/auth/me/export (GDPR art. 15 and 20; docs/decisions.md#data-rights): everything kept about the account, as JSON. */
export async function exportAccountData(principal: Principal, now = new Date()): Promise<AccountExport> {
  const db = await getDb();
  const account = await findAccountById(db, personalAccountId(principal));
  if (!account) throw new ApiError('unauthorized');
  const orderIds = await orderIdsOfAccount(db, account.id);
  const orders = [];
  for (const id of orderIds) {
    const row = await findOrder(db, id);
    if (row) orders.push(await orderAnswer(await loadOrderParts(db, row), principal, db));
  }
  const messages = await messagesOfAccount(db, account.id, orderIds);
  const photos = await photosOfAccount(db, account.id);
  return {
    exportedAt: now.toISOString(),
    account: accountWire(account),
    addresses: (await listAddresses(db, account.id)).map(addressWire),
    orders,
    messages: messages.map((m) => ({
      orderId: m.orderId, kind: m.kind, locale: m.locale, toAddress: m.toAddress, subject: m.subject, text: m.text, status: m.status,
      createdAt: m.createdAt.toISOString(), sentAt: m.sentAt?.toISOString() ?? null,
    })),
    photos: photos.map((p) => ({
      key: p.key, originalName: p.originalName, createdAt: p.createdAt.toISOString(),
      links: storedVariants(p).map((v) => `/api/sip/photos/${p.key}/${v.type}`),
    })),
  };
}

export type Erasure = { accountId: string; erasedAt: string; orders: number; photos: number };

/**
 * Erasure (GDPR art. 17; docs/decisions.md#data-rights), in one transaction: the account's orders
 * keep amounts, dates and services under a pseudonym, its photos, open carts, addresses, sessions
 * and reset links go, then the account; the audit log records who did it and why. Stored photo
 * objects are deleted after the commit (an object left by a crash is unreachable without its row).
 */
async function erase(account: AccountRow, actor: { accountId: string; role: string }, reason: string, now: Date): Promise<Erasure> {
  const db = await getDb();
  const tag = randomBytes(6).toString('hex');
  const pseudonym = { email: `erased-${tag}@erased.invalid`, name: `Erased ${tag}` };
  const result = await db.transaction(async (tx) => {
    const orderIds = await pseudonymizeOrders(tx, account.id, pseudonym, now);
    const photos = await deleteAccountPhotos(tx, account.id);
    await deleteAccountRows(tx, account);
    await insertAudit(tx, {
      id: newId(), at: now, actorAccountId: actor.accountId, actorRole: actor.role, action: 'account.erased', subjectAccountId: account.id,
      detail: { reason, pseudonym: pseudonym.name, orders: orderIds.length, photos: photos.length },
    });
    return { orderIds, photos };
  });
  await deleteStoredPhotos(result.photos);
  return { accountId: account.id, erasedAt: now.toISOString(), orders: result.orderIds.length, photos: result.photos.length };
}

/** DELETE /api/sip/auth/me: the customer's own erasure, confirmed by the password. Staff and admins are erased by an admin. */
export async function eraseOwnAccount(principal: Principal, password: string, now = new Date()): Promise<Erasure> {
  const account = await findAccountById(await getDb(), personalAccountId(principal));
  if (!account) throw new ApiError('unauthorized');
  if (!(await verifyPassword(account.passwordHash, password))) throw new ApiError('wrong_password');
  if (account.role !== 'customer') throw new ApiError('forbidden');
  return erase(account, { accountId: account.id, role: account.role }, 'customer request (self-service)', now);
}

/** POST /api/sip/admin/account-erasures: an admin acting on a request received otherwise (letter, e-mail), with its reference. */
export async function eraseAccountOnRequest(admin: Principal, email: string, reason: string, now = new Date()): Promise<Erasure> {
  const account = await findAccountByEmail(await getDb(), email);
  if (!account || account.role !== 'customer') throw notFound();
  return erase(account, { accountId: admin.accountId, role: admin.role }, reason, now);
}

export async function auditLog(limit = 100): Promise<AuditEntry[]> {
  return (await listAudit(await getDb(), limit)).map((r) => ({ ...r, at: r.at.toISOString() }));
}
