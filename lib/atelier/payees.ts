import 'server-only';
import { getDb } from '@/db/client';
import { appendStorePayee, currentStorePayees, findPayee, insertPayee, listPayeeRows, type PayeeRow } from '@/db/payees';
import { listStoreRows, lockStore } from '@/db/places';
import { recordAudit } from '@/lib/audit';
import type { Principal } from '@/lib/auth/session';
import { ApiError, notFound } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import { newId } from '@/lib/ids';
import type { Payee, Payees, StorePayeesBody } from '@/lib/schemas/atelier';
import type { Locale } from '@/lib/schemas/common';
import { PAYEE_ROLES, type PayeeRole } from '@/lib/schemas/constants';

/**
 * The operators and partners paid from the commission split, and which one each store's contract
 * names (docs/atelier.md#payee-statements). Admins only: everyone else 404 (the back office).
 */
const payeeWire = (p: PayeeRow): Payee => ({ id: p.id, role: p.role, name: p.name, email: p.email });

function adminOnly(principal: Principal) {
  if (principal.role !== 'admin') throw notFound();
}

export async function listPayees(principal: Principal): Promise<Payees> {
  adminOnly(principal);
  const db = await getDb();
  const [rows, stores, named] = [await listPayeeRows(db), await listStoreRows(db), await currentStorePayees(db)];
  const of = (storeId: string, role: PayeeRole) => named.find((n) => n.storeId === storeId && n.role === role)?.payeeId ?? null;
  return { payees: rows.map(payeeWire), stores: stores.map((s) => ({ id: s.id, name: s.name, operator: of(s.id, 'operator'), partner: of(s.id, 'partner') })) };
}

export async function createPayee(principal: Principal, body: { role: PayeeRole; name: string; email: string }, locale: Locale): Promise<Payee> {
  adminOnly(principal);
  const db = await getDb();
  const payee = await db.transaction(async (tx) => {
    const row = await insertPayee(tx, { id: newId(), ...body });
    if (!row) throw new ApiError('validation_failed', { errors: [{ path: 'name', message: apiMessages(locale, 'Payouts')('errors.nameTaken') }] });
    await recordAudit(tx, { actor: { accountId: principal.accountId, role: principal.role }, action: 'payee.created', subject: { type: 'payee', id: row.id }, summary: `${body.role} ${body.name} created`, after: body });
    return row;
  });
  return payeeWire(payee);
}

/**
 * Names the store's operator and partner payees from `now` on (PUT …/stores/{id}/payees): a row
 * appended per role that changes, so orders booked before keep the payee they were booked under.
 * A payee that does not exist or has the other role → 422 on its field; an unknown store → 404.
 */
export async function setStorePayees(principal: Principal, storeId: string, body: StorePayeesBody, locale: Locale, now = new Date()): Promise<Payees> {
  adminOnly(principal);
  const db = await getDb();
  await db.transaction(async (tx) => {
    // The store's row lock serialises two admins naming its payees at once.
    const store = await lockStore(tx, storeId);
    if (!store) throw notFound();
    const current = (await currentStorePayees(tx)).filter((n) => n.storeId === storeId);
    const changes: Record<string, { from: string | null; to: string | null }> = {};
    for (const role of PAYEE_ROLES) {
      const wanted = body[role];
      if (wanted !== null) {
        const payee = await findPayee(tx, wanted);
        if (!payee || payee.role !== role) throw new ApiError('validation_failed', { errors: [{ path: role, message: apiMessages(locale, 'Payouts')('errors.unknownPayee') }] });
      }
      const before = current.find((n) => n.role === role)?.payeeId ?? null;
      if (before === wanted) continue;
      await appendStorePayee(tx, { id: newId(), storeId, role, payeeId: wanted, fromAt: now, setBy: principal.accountId });
      changes[role] = { from: before, to: wanted };
    }
    if (Object.keys(changes).length === 0) return;
    await recordAudit(tx, {
      actor: { accountId: principal.accountId, role: principal.role },
      action: 'store.payees_changed',
      subject: { type: 'store', id: storeId },
      summary: `payees of ${store.name}: ${Object.entries(changes).map(([role, c]) => `${role} ${c.from ?? 'none'} → ${c.to ?? 'none'}`).join(', ')}`,
      before: Object.fromEntries(Object.entries(changes).map(([role, c]) => [role, c.from])),
      after: Object.fromEntries(Object.entries(changes).map(([role, c]) => [role, c.to])),
      at: now,
    });
  });
  return listPayees(principal);
}
