import 'server-only';
import { randomBytes } from 'node:crypto';
import { findAccountByEmail, insertAccount } from '@/db/accounts';
import { getDb, type Executor } from '@/db/client';
import { consumeInvitation, findLiveInvitation, insertInvitation, linkInvitationAccount, revokeInvitation, setInvitationToken, type InvitationRow } from '@/db/people';
import { recordAudit, type AuditActor } from '@/lib/audit';
import { hashPassword } from '@/lib/auth/password';
import { passwordProblem } from '@/lib/auth/password-rules';
import { PASSWORD_RULES } from '@/lib/auth/policy';
import { hashToken } from '@/lib/auth/tokens';
import { ApiError } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import { newId } from '@/lib/ids';
import type { Locale } from '@/lib/schemas/common';
import { placementFor, placementProblem, type BackOfficeRole } from '@/lib/schemas/back-office-roles';

/** docs/back-office.md#people: an invitation's link lives 7 days from its e-mail and is used once. */
export const INVITATION_TTL_MS = 7 * 24 * 3600_000;

export type InviteBody = { email: string; givenName: string; familyName: string; role: BackOfficeRole; storeId?: string | null; atelierId?: string | null; locale: Locale };

/** The field errors of an invitation, in the admin's language (422 `validation_failed`). */
function refuse(locale: Locale, path: string, key: 'placeRequired' | 'atelierRequired' | 'unknownStore' | 'unknownAtelier' | 'alreadyAccount') {
  const t = apiMessages(locale, 'People');
  return new ApiError('validation_failed', { errors: [{ path, message: t(`errors.${key}`) }] });
}

/**
 * POST /api/sip/admin/invitations. The invitation and the outbox event whose e-mail carries the
 * link are written in one transaction, with the audit entry; the worker makes the token when it
 * renders the message (as for sign-up links), so the link exists only in that e-mail.
 */
export async function invite(
  actor: AuditActor, body: InviteBody, known: { store: (id: string) => boolean; atelier: (id: string) => boolean }, adminLocale: Locale, now = new Date(),
): Promise<InvitationRow> {
  const email = body.email.trim().toLowerCase();
  const missing = placementProblem(body.role, body);
  if (missing) throw refuse(adminLocale, missing.path, missing.path === 'atelierId' ? 'atelierRequired' : 'placeRequired');
  const placement = placementFor(body.role, body);
  if (placement.storeId && !known.store(placement.storeId)) throw refuse(adminLocale, 'storeId', 'unknownStore');
  if (placement.atelierId && !known.atelier(placement.atelierId)) throw refuse(adminLocale, 'atelierId', 'unknownAtelier');
  const db = await getDb();
  if (await findAccountByEmail(db, email)) throw refuse(adminLocale, 'email', 'alreadyAccount');
  const row = {
    id: newId(), email, role: body.role, ...placement, givenName: body.givenName.trim(), familyName: body.familyName.trim(), locale: body.locale,
    invitedBy: actor.accountId, createdAt: now, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
  };
  await db.transaction(async (tx) => {
    await insertInvitation(tx, row, newId(), now);
    await recordAudit(tx, { actor, action: 'invitation.sent', subject: { type: 'invitation', id: row.id }, summary: `${email} (${body.role})`, after: { email, role: body.role, ...placement }, at: now });
  });
  return { ...row, tokenHash: null, acceptedAt: null, revokedAt: null, accountId: null };
}

export async function withdrawInvitation(actor: AuditActor, id: string, now = new Date()): Promise<void> {
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const revoked = await revokeInvitation(tx, id, now);
    if (revoked) await recordAudit(tx, { actor, action: 'invitation.withdrawn', subject: { type: 'invitation', id }, summary: revoked.email, at: now });
    return revoked;
  });
  if (!done) throw new ApiError('not_found');
}

/** The worker's half: 256 random bits, only the SHA-256 kept; null when the invitation is no longer open. */
export async function issueInvitationToken(tx: Executor, invitationId: string, now: Date): Promise<{ token: string; invitation: InvitationRow } | null> {
  const token = randomBytes(32).toString('base64url');
  const invitation = await setInvitationToken(tx, invitationId, hashToken(token), now, new Date(now.getTime() + INVITATION_TTL_MS));
  return invitation ? { token, invitation } : null;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** GET of the accept page: who the link is for (to greet them), or `invitation_link_invalid`. */
export async function describeInvitation(token: string, now = new Date()): Promise<{ email: string; givenName: string; role: string }> {
  const row = TOKEN.test(token) ? await findLiveInvitation(await getDb(), hashToken(token), now) : null;
  if (!row) throw new ApiError('invitation_link_invalid');
  return { email: row.email, givenName: row.givenName, role: row.role };
}

/**
 * POST /api/sip/auth/invitations/accept: the e-mailed token and the invitee's password. The link
 * is used up in the transaction that creates the account with the role and place the admin chose;
 * an unknown, used, withdrawn or expired token — or an address that got an account meanwhile — is
 * `invitation_link_invalid`. A weak password is 422 and leaves the link usable.
 */
export async function acceptInvitation(token: string, password: string, locale: Locale, now = new Date()) {
  if (!TOKEN.test(token)) throw new ApiError('invitation_link_invalid');
  const db = await getDb();
  const tokenHash = hashToken(token);
  const live = await findLiveInvitation(db, tokenHash, now);
  if (!live) throw new ApiError('invitation_link_invalid');
  const problem = passwordProblem(password, live.email);
  if (problem) {
    const t = apiMessages(locale, 'AuthErrors');
    throw new ApiError('validation_failed', { errors: [{ path: 'password', message: t(problem, { min: PASSWORD_RULES.minLength, max: PASSWORD_RULES.maxLength }) }] });
  }
  const passwordHash = await hashPassword(password);
  const account = await db.transaction(async (tx) => {
    const invitation = await consumeInvitation(tx, tokenHash, now);
    if (!invitation) return null;
    const created = await insertAccount(tx, {
      id: newId(), email: invitation.email, passwordHash, role: invitation.role, storeId: invitation.storeId, providerId: invitation.atelierId, givenName: invitation.givenName, familyName: invitation.familyName,
    });
    if (!created) return null;
    await linkInvitationAccount(tx, invitation.id, created.id);
    await recordAudit(tx, {
      actor: { accountId: created.id, role: created.role }, action: 'invitation.accepted', subject: { type: 'account', id: created.id }, summary: created.email,
      after: { role: created.role, storeId: created.storeId, atelierId: created.providerId }, at: now,
    });
    return created;
  });
  if (!account) throw new ApiError('invitation_link_invalid');
  return account;
}
