import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as peopleRoute from '@/app/api/sip/admin/people/route';
import * as personRoute from '@/app/api/sip/admin/people/[id]/route';
import * as personResetRoute from '@/app/api/sip/admin/people/[id]/password-reset/route';
import * as invitationsRoute from '@/app/api/sip/admin/invitations/route';
import * as invitationRoute from '@/app/api/sip/admin/invitations/[id]/route';
import * as acceptRoute from '@/app/api/sip/auth/invitations/accept/route';
import * as auditRoute from '@/app/api/sip/admin/audit-log/route';
import * as loginRoute from '@/app/api/sip/auth/login/route';
import * as meRoute from '@/app/api/sip/auth/me/route';
import * as keysRoute from '@/app/api/sip/admin/api-keys/route';
import { getDb } from '@/db/client';
import { emailMessages, staffInvitations } from '@/db/schema';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { dispatchEvents } from '@/lib/notifications/dispatch';
import { createAdmin } from '@/lib/people/create-admin';
import { INVITATION_TTL_MS } from '@/lib/people/invitations';
import { bearer } from '../helpers/booking';
import { ip, tokenIn } from '../helpers/accounts';
import { call } from '../helpers/http';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';

await switchToOwnPostgresDatabase(); // it runs the outbox's dispatch

let admin: Record<string, string>;
let staff: Record<string, string>;
let parisStoreId: string;
beforeAll(async () => {
  admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
  staff = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
  parisStoreId = [...(await getCatalogue()).storesById.values()].find((s) => s.name.includes('Marais'))!.id;
}, 120_000);

const PASSWORD = 'a sturdy long passphrase';
const inviteBody = (email: string, extra: Record<string, unknown> = {}) => ({ email, givenName: 'Léa', familyName: 'Martin', role: 'staff', storeId: parisStoreId, locale: 'fr', ...extra });
const invite = (body: Record<string, unknown>, headers = admin) => call(invitationsRoute.POST, '/api/sip/admin/invitations', { method: 'POST', body, headers });
const accept = (token: string, password = PASSWORD, headers: Record<string, string> = {}) => call(acceptRoute.POST, '/api/sip/auth/invitations/accept', { method: 'POST', body: { token, password }, headers });
const login = (email: string, password = PASSWORD) => call(loginRoute.POST, '/api/sip/auth/login', { method: 'POST', body: { email, password }, headers: { 'x-forwarded-for': ip() } });
const patch = (id: string, body: Record<string, unknown>, headers: Record<string, string> = admin) => call(personRoute.PATCH, `/api/sip/admin/people/${id}`, { method: 'PATCH', body, headers, params: { id } });

/** The invitation e-mail(s) to an address, after running the outbox's dispatch (kept: no mail server). */
async function invitationMail(email: string, now = new Date()) {
  const db = await getDb();
  await dispatchEvents(db, { now, mail: false });
  const [message] = await db.select().from(emailMessages).where(and(eq(emailMessages.toAddress, email), eq(emailMessages.kind, 'staff_invitation'))).orderBy(desc(emailMessages.createdAt));
  return message;
}

async function invitedStaff(email = `s-${crypto.randomUUID()}@example.com`) {
  expect((await invite(inviteBody(email))).status).toBe(201);
  const token = tokenIn((await invitationMail(email))!.text)!;
  expect((await accept(token)).status).toBe(201);
  const signed = await login(email);
  return { email, id: signed.json.account.id as string, headers: { authorization: `Bearer ${signed.json.session.token}` } };
}

describe('invitations (docs/back-office.md#people)', () => {
  it('an admin invites; the e-mail (in the invitee’s language) carries a link; the invitee sets a password and signs in as staff of that store', async () => {
    const email = `lea-${crypto.randomUUID()}@example.com`;
    const res = await invite(inviteBody(email));
    expect(res.status, res.text).toBe(201);
    const message = await invitationMail(email);
    expect(message?.subject).toBe('Vous êtes invité sur Reprise');
    const token = tokenIn(message!.text)!;
    expect(token).toBeDefined();
    const [row] = await (await getDb()).select().from(staffInvitations).where(eq(staffInvitations.email, email));
    expect(row!.tokenHash).not.toContain(token); // stored hashed
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThanOrEqual(INVITATION_TTL_MS - 60_000);
    const accepted = await accept(token);
    expect(accepted.status, accepted.text).toBe(201);
    expect(accepted.json).toEqual({ email, role: 'staff', storeId: parisStoreId });
    const signed = await login(email);
    expect(signed.status).toBe(200);
    const me = await call(meRoute.GET, '/api/sip/auth/me', { headers: { authorization: `Bearer ${signed.json.session.token}` } });
    expect(me.json.account).toMatchObject({ role: 'staff', storeId: parisStoreId });
    // Single use.
    expect((await accept(token, 'yet another passphrase')).json.code).toBe('invitation_link_invalid');
  });

  it('a weak password is 422 with the rules’ message and leaves the link usable; an expired link is refused', async () => {
    const email = `weak-${crypto.randomUUID()}@example.com`;
    await invite(inviteBody(email, { locale: 'en' }));
    const token = tokenIn((await invitationMail(email))!.text)!;
    const weak = await accept(token, 'password', { 'accept-language': 'fr' });
    expect(weak.status).toBe(422);
    expect(weak.json.errors[0].path).toBe('password');
    expect((await accept(token)).status).toBe(201);

    const late = `late-${crypto.randomUUID()}@example.com`;
    await invite(inviteBody(late));
    const old = tokenIn((await invitationMail(late, new Date(Date.now() - INVITATION_TTL_MS - 60_000)))!.text)!;
    expect((await accept(old)).json.code).toBe('invitation_link_invalid');
  });

  it('a new invitation to the same address withdraws the earlier link; a withdrawn one stops working', async () => {
    const email = `twice-${crypto.randomUUID()}@example.com`;
    await invite(inviteBody(email));
    const first = tokenIn((await invitationMail(email))!.text)!;
    const second = await invite(inviteBody(email, { role: 'admin', storeId: null }));
    const secondToken = tokenIn((await invitationMail(email))!.text)!;
    expect((await accept(first)).json.code).toBe('invitation_link_invalid');
    const del = await call(invitationRoute.DELETE, `/api/sip/admin/invitations/${second.json.id}`, { method: 'DELETE', headers: admin, params: { id: second.json.id } });
    expect(del.status).toBe(204);
    expect((await accept(secondToken)).json.code).toBe('invitation_link_invalid');
  });

  it('bad input is 422 per field in the admin’s language: staff without a store, an unknown store, an existing account', async () => {
    const noStore = await invite(inviteBody('x@example.com', { storeId: null }), { ...admin, 'accept-language': 'de' });
    expect(noStore.status).toBe(422);
    expect(noStore.json.errors).toEqual([{ path: 'storeId', message: 'Wählen Sie die Filiale dieser Person.' }]);
    const unknown = await invite(inviteBody('x@example.com', { storeId: 'nope' }));
    expect(unknown.json.errors[0].path).toBe('storeId');
    const exists = await invite(inviteBody('staff.paris@reprise.demo'), { ...admin, 'accept-language': 'en' });
    expect(exists.json.errors).toEqual([{ path: 'email', message: 'An account with this e-mail already exists.' }]);
    const badRole = await invite(inviteBody('x@example.com', { role: 'customer' }));
    expect(badRole.status).toBe(422);
  });
});

describe('changing people (docs/back-office.md#people)', () => {
  it('role and store change under If-Match; a stale version is 412 and writes nothing; all in the audit log', async () => {
    const person = await invitedStaff();
    const list = await call(peopleRoute.GET, '/api/sip/admin/people', { headers: admin });
    const seen = list.json.people.find((p: { id: string }) => p.id === person.id);
    expect(seen).toMatchObject({ role: 'staff', storeId: parisStoreId, active: true });
    const londonId = [...(await getCatalogue()).storesById.values()].find((s) => s.country === 'GB')!.id;
    const moved = await patch(person.id, { storeId: londonId }, { ...admin, 'if-match': `"${seen.version}"` });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json).toMatchObject({ storeId: londonId, version: seen.version + 1 });
    const stale = await patch(person.id, { role: 'admin' }, { ...admin, 'if-match': `"${seen.version}"` });
    expect(stale.status).toBe(412);
    expect(stale.json).toMatchObject({ code: 'stale_record', currentVersion: seen.version + 1 });
    const after = (await call(peopleRoute.GET, '/api/sip/admin/people', { headers: admin })).json.people.find((p: { id: string }) => p.id === person.id);
    expect(after.role).toBe('staff');
    const audit = await call(auditRoute.GET, '/api/sip/admin/audit-log', { headers: admin });
    const entry = audit.json.find((e: { subjectId: string; action: string }) => e.subjectId === person.id && e.action === 'account.changed');
    expect(entry).toMatchObject({ subjectType: 'account', detail: { before: { storeId: parisStoreId }, after: { storeId: londonId } } });
    expect(entry.actorRole).toBe('admin');
  });

  it('deactivation ends the account’s sessions and API keys at once', async () => {
    const person = await invitedStaff();
    await patch(person.id, { role: 'admin' });
    const refreshed = (await login(person.email)).json.session.token as string;
    const headers = { authorization: `Bearer ${refreshed}` };
    const key = await call(keysRoute.POST, '/api/sip/admin/api-keys', { method: 'POST', body: { name: 'their key' }, headers });
    expect(key.status).toBe(201);
    const keyHeaders = { authorization: `Bearer ${key.json.secret}` };
    expect((await call(meRoute.GET, '/api/sip/auth/me', { headers: keyHeaders })).status).toBe(200);
    const off = await patch(person.id, { active: false });
    expect(off.status, off.text).toBe(200);
    expect(off.json.active).toBe(false);
    expect((await call(meRoute.GET, '/api/sip/auth/me', { headers })).status).toBe(401);
    expect((await call(meRoute.GET, '/api/sip/auth/me', { headers: keyHeaders })).status).toBe(401);
    expect((await login(person.email)).status).toBe(401);
    const audit = await call(auditRoute.GET, '/api/sip/admin/audit-log', { headers: admin });
    expect(audit.json.find((e: { subjectId: string; action: string }) => e.subjectId === person.id && e.action === 'account.deactivated').detail.after).toMatchObject({ active: false, endedSessions: 2, revokedKeys: 1 }); // both sign-ins' sessions
  });

  it('the last active admin cannot be demoted; an admin cannot deactivate themself', async () => {
    const me = await call(meRoute.GET, '/api/sip/auth/me', { headers: admin });
    const self = await patch(me.json.account.id, { active: false });
    expect(self.json.errors[0].path).toBe('active');
  });

  it('an admin sends a colleague a password-reset e-mail, recorded', async () => {
    const person = await invitedStaff();
    const res = await call(personResetRoute.POST, `/api/sip/admin/people/${person.id}/password-reset`, { method: 'POST', headers: admin, params: { id: person.id } });
    expect(res.status).toBe(202);
    const db = await getDb();
    await dispatchEvents(db, { now: new Date(), mail: false });
    const [mail] = await db.select().from(emailMessages).where(and(eq(emailMessages.accountId, person.id), eq(emailMessages.kind, 'password_reset')));
    expect(tokenIn(mail!.text)).toBeDefined();
  });
});

describe('the atelier role through the same path (docs/back-office.md#people)', () => {
  it('an atelier invitation needs an atelier; the invitee becomes an account of that atelier; a role change keeps the place rules', async () => {
    const atelierId = [...(await getCatalogue()).providersById.keys()][0]!;
    const email = `atelier-${crypto.randomUUID()}@example.com`;
    const missing = await invite(inviteBody(email, { role: 'atelier', storeId: null }), { ...admin, 'accept-language': 'en' });
    expect(missing.json.errors).toEqual([{ path: 'atelierId', message: 'Choose the atelier this person works for.' }]);
    const unknown = await invite(inviteBody(email, { role: 'atelier', atelierId: 'no-such-atelier' }));
    expect(unknown.json.errors[0].path).toBe('atelierId');
    const sent = await invite(inviteBody(email, { role: 'atelier', storeId: parisStoreId, atelierId, locale: 'en' }));
    expect(sent.status, sent.text).toBe(201);
    expect(sent.json).toMatchObject({ role: 'atelier', storeId: null, atelierId });
    const mail = (await invitationMail(email))!;
    expect(mail.text).toContain('as a member of an atelier');
    expect((await accept(tokenIn(mail.text)!)).status).toBe(201);
    const signed = await login(email);
    expect(signed.json.account.role).toBe('atelier');
    const person = (await call(peopleRoute.GET, '/api/sip/admin/people', { headers: admin })).json.people.find((p: { email: string }) => p.email === email);
    expect(person).toMatchObject({ role: 'atelier', atelierId, storeId: null });
    const toStaff = await patch(person.id, { role: 'staff' }, { ...admin, 'if-match': `"${person.version}"` });
    expect(toStaff.json.errors[0].path).toBe('storeId');
    const moved = await patch(person.id, { role: 'staff', storeId: parisStoreId }, { ...admin, 'if-match': `"${person.version}"` });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json).toMatchObject({ role: 'staff', storeId: parisStoreId, atelierId: null });
  });
});

describe('who reaches the back office', () => {
  it('staff of a store get 404 on every people route and the audit log; guests 401', async () => {
    const id = 'x';
    const answers = [
      await call(peopleRoute.GET, '/api/sip/admin/people', { headers: staff }),
      await invite(inviteBody('y@example.com'), staff),
      await call(invitationRoute.DELETE, '/api/sip/admin/invitations/x', { method: 'DELETE', headers: staff, params: { id } }),
      await patch(id, { active: false }, staff),
      await call(personResetRoute.POST, '/api/sip/admin/people/x/password-reset', { method: 'POST', headers: staff, params: { id } }),
      await call(auditRoute.GET, '/api/sip/admin/audit-log', { headers: staff }),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect((await call(peopleRoute.GET, '/api/sip/admin/people', { headers: {} })).status).toBe(401);
  });
});

describe('npm run admin:create (lib/people/create-admin.ts)', () => {
  it('makes an admin who can sign in; refuses weak passwords and an existing address', async () => {
    const db = await getDb();
    const email = `first-${crypto.randomUUID()}@brand.example`;
    expect(await createAdmin(db, { email, givenName: 'Ana', familyName: 'Lima', password: 'password' })).toEqual({ ok: false, problem: 'common' });
    expect(await createAdmin(db, { email, givenName: 'Ana', familyName: 'Lima', password: 'short' })).toEqual({ ok: false, problem: 'tooShort' });
    expect((await createAdmin(db, { email, givenName: 'Ana', familyName: 'Lima', password: PASSWORD })).ok).toBe(true);
    expect(await createAdmin(db, { email, givenName: 'Ana', familyName: 'Lima', password: PASSWORD })).toEqual({ ok: false, problem: 'exists' });
    const signed = await login(email);
    expect(signed.json.account).toMatchObject({ role: 'admin', storeId: null });
  });
});
