import 'server-only';
import { enqueueAccountEvent } from '@/db/account-data';
import type { AccountRow } from '@/db/accounts';
import { getDb } from '@/db/client';
import { countActiveAdmins, endSessionsAndKeys, listBackOfficeAccounts, listOpenInvitations, lockAccount, updateAccountFields } from '@/db/people';
import { recordAudit, type AuditActor } from '@/lib/audit';
import { ApiError } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import { newId } from '@/lib/ids';
import { preconditionHolds, etagOf, type Precondition } from '@/lib/orders/etag';
import type { Locale } from '@/lib/schemas/common';
import { BACK_OFFICE_ROLES, placementFor, placementProblem, type BackOfficeRole } from '@/lib/schemas/back-office-roles';

export type StaffMember = {
  id: string; email: string; givenName: string; familyName: string; role: string; storeId: string | null; atelierId: string | null; active: boolean; createdAt: string; version: number;
};
export type OpenInvitation = { id: string; email: string; givenName: string; familyName: string; role: string; storeId: string | null; atelierId: string | null; createdAt: string; expiresAt: string; sent: boolean };

export const staffWire = (a: AccountRow): StaffMember => ({
  id: a.id, email: a.email, givenName: a.givenName, familyName: a.familyName, role: a.role, storeId: a.storeId, atelierId: a.providerId, active: !a.disabledAt, createdAt: a.createdAt.toISOString(), version: a.version,
});

/** GET /api/sip/admin/people: the back office's accounts and the invitations still open. */
export async function listPeople(now = new Date()): Promise<{ people: StaffMember[]; invitations: OpenInvitation[] }> {
  const db = await getDb();
  const [people, invitations] = [await listBackOfficeAccounts(db), await listOpenInvitations(db, now)];
  return {
    people: people.map(staffWire),
    invitations: invitations.map((i) => ({
      id: i.id, email: i.email, givenName: i.givenName, familyName: i.familyName, role: i.role, storeId: i.storeId, atelierId: i.atelierId, createdAt: i.createdAt.toISOString(), expiresAt: i.expiresAt.toISOString(), sent: i.tokenHash !== null,
    })),
  };
}

export type PersonChange = { role?: BackOfficeRole; storeId?: string | null; atelierId?: string | null; active?: boolean };

const summaryOf = (a: AccountRow) => ({ role: a.role, storeId: a.storeId, atelierId: a.providerId, active: !a.disabledAt });

/**
 * PATCH /api/sip/admin/people/{id}: role, store, active. The row is locked, the If-Match checked
 * against its version (412 `stale_record`, nothing written), the change and its audit entry
 * written together; a deactivation ends the account's sessions and revokes its API keys in the
 * same transaction. The last active admin cannot be demoted or deactivated (nobody could sign in
 * to undo it); an admin cannot deactivate themself.
 */
export async function changePerson(
  actor: AuditActor, id: string, change: PersonChange, precondition: Precondition, locale: Locale, known: { store: (id: string) => boolean; atelier: (id: string) => boolean }, now = new Date(),
) {
  const t = apiMessages(locale, 'People');
  const field = (path: string, key: 'placeRequired' | 'atelierRequired' | 'unknownStore' | 'unknownAtelier' | 'unknownRole' | 'notYourself' | 'lastAdmin') => new ApiError('validation_failed', { errors: [{ path, message: t(`errors.${key}`) }] });
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await lockAccount(tx, id);
    if (!before || before.role === 'customer') throw new ApiError('not_found');
    if (!preconditionHolds(before.version, precondition)) {
      throw new ApiError('stale_record', { params: { version: before.version }, extra: { currentVersion: before.version, person: staffWire(before) }, headers: { etag: etagOf(before.version) } });
    }
    const role = change.role ?? (before.role as BackOfficeRole);
    if (!(role in BACK_OFFICE_ROLES)) throw field('role', 'unknownRole');
    const placement = {
      storeId: change.storeId === undefined ? before.storeId : change.storeId,
      atelierId: change.atelierId === undefined ? before.providerId : change.atelierId,
    };
    const missing = placementProblem(role, placement);
    if (missing) throw field(missing.path, missing.path === 'atelierId' ? 'atelierRequired' : 'placeRequired');
    const { storeId, atelierId } = placementFor(role, placement);
    if (storeId && !known.store(storeId)) throw field('storeId', 'unknownStore');
    if (atelierId && !known.atelier(atelierId)) throw field('atelierId', 'unknownAtelier');
    const active = change.active ?? !before.disabledAt;
    if (!active && id === actor.accountId) throw field('active', 'notYourself');
    const stillAdmin = role === 'admin' && active;
    if (before.role === 'admin' && !before.disabledAt && !stillAdmin && (await countActiveAdmins(tx)) <= 1) throw field(change.role ? 'role' : 'active', 'lastAdmin');
    const disabledAt = active ? null : (before.disabledAt ?? now);
    const after = await updateAccountFields(tx, id, { role, storeId, providerId: atelierId, disabledAt });
    const ended = !active && !before.disabledAt ? await endSessionsAndKeys(tx, id, now) : null;
    const action = ended ? 'account.deactivated' : active && before.disabledAt ? 'account.reactivated' : 'account.changed';
    await recordAudit(tx, { actor, action, subject: { type: 'account', id }, summary: after.email, before: summaryOf(before), after: { ...summaryOf(after), ...(ended ? { endedSessions: ended.sessions, revokedKeys: ended.keys } : {}) }, at: now });
    return staffWire(after);
  });
}

/** POST /api/sip/admin/people/{id}/password-reset: the owner gets the usual reset e-mail (1 h link); recorded. */
export async function sendPasswordReset(actor: AuditActor, id: string, locale: Locale, now = new Date()): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const account = await lockAccount(tx, id);
    if (!account || account.role === 'customer' || account.disabledAt) throw new ApiError('not_found');
    await enqueueAccountEvent(tx, { id: newId(), accountId: id, type: 'account.password_reset', data: { locale } });
    await recordAudit(tx, { actor, action: 'account.password_reset_sent', subject: { type: 'account', id }, summary: account.email, at: now });
  });
}
