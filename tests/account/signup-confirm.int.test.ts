import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as meRoute from '@/app/api/sip/auth/me/route';
import * as signupRoute from '@/app/api/sip/auth/signup/route';
import { getDb } from '@/db/client';
import { accounts, pendingSignups } from '@/db/schema';
import { accountMessages, confirmSignup, ip, newCustomer, signupMessages, tokenIn } from '../helpers/accounts';
import { call, comparableHeaders } from '../helpers/http';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';

await switchToOwnPostgresDatabase(); // it runs the outbox's dispatch (tests/helpers/own-database.ts)

// docs/decisions.md#signup-confirmation: sign-up says nothing of the address; the e-mailed link makes the account.
const signup = (email: string, language = 'es') =>
  call(signupRoute.POST, '/api/sip/auth/signup', {
    method: 'POST',
    body: { email, password: 'someone else’s phrase', givenName: 'Xavi', familyName: 'Y' },
    headers: { 'x-forwarded-for': ip(), 'accept-language': language },
  });

/** Everything a caller sees: status, every header (none here holds an id or a date), the body's bytes. */
const seen = (res: Awaited<ReturnType<typeof signup>>) => ({ status: res.status, headers: comparableHeaders(res.headers), body: res.text });

describe('sign-up by confirmation link', () => {
  it('answers a known and an unknown address byte for byte alike, with no session', async () => {
    const owner = await newCustomer();
    const known = await signup(owner.email);
    const unknown = await signup(`new-${crypto.randomUUID()}@example.com`);
    expect(seen(known)).toEqual(seen(unknown));
    expect(known.status).toBe(202);
    expect(known.json).toEqual({ status: 'confirmation_sent' });
    expect(known.headers.getSetCookie()).toEqual([]);
    expect(known.headers.get('cache-control')).toBe('no-store');
  });

  it('tells the owner of a known address (in the request’s language, at most 3 an hour) and creates nothing', async () => {
    const owner = await newCustomer();
    await signup(owner.email);
    const notices = async () => (await accountMessages(owner.id)).filter((m) => m.kind === 'signup_attempt');
    const [notice] = await notices();
    expect(notice).toMatchObject({ kind: 'signup_attempt', locale: 'es', toAddress: owner.email, subject: 'Su cuenta de Reprise ya existe' });
    expect(tokenIn(notice!.text)).toBeDefined();
    expect(notice!.text).toContain('/es/account/sign-in');
    for (let i = 0; i < 4; i++) await signup(owner.email);
    // 3 sign-up e-mails to the address an hour, of either kind: its own confirmation link was the first.
    expect((await notices()).length).toBe(2);
    const db = await getDb();
    expect(await db.$count(pendingSignups, eq(pendingSignups.email, owner.email))).toBe(0); // newCustomer's own went at its confirmation
  });

  it('e-mails a new address a link in its language; the link creates the account and signs in, once', async () => {
    const email = `Neu-${crypto.randomUUID()}@Example.com`;
    expect((await signup(email, 'de')).status).toBe(202);
    const db = await getDb();
    expect(await db.$count(accounts, eq(accounts.email, email.toLowerCase()))).toBe(0); // nothing before the link
    const [message] = await signupMessages(email);
    expect(message).toMatchObject({ kind: 'signup_confirmation', locale: 'de', toAddress: email.toLowerCase(), subject: 'Bestätigen Sie Ihr Reprise-Konto', accountId: null });
    expect(message!.text).toMatch(/\/de\/account\/confirm#token=[A-Za-z0-9_-]{43}/);
    const token = tokenIn(message!.text)!;
    // Only the token's SHA-256 is stored.
    const [pending] = await db.select().from(pendingSignups).where(eq(pendingSignups.email, email.toLowerCase()));
    expect(pending!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(pending)).not.toContain(token);

    const confirmed = await confirmSignup(token, { 'x-forwarded-for': ip() });
    expect(confirmed.status, confirmed.text).toBe(201);
    expect(confirmed.json.account).toMatchObject({ email: email.toLowerCase(), role: 'customer', givenName: 'Xavi' });
    expect(confirmed.headers.getSetCookie()[0]).toMatch(/^reprise_session=[\w-]{43};/);
    const me = await call(meRoute.GET, '/api/sip/auth/me', { headers: { authorization: `Bearer ${confirmed.json.session.token}` } });
    expect(me.json.account.email).toBe(email.toLowerCase());

    const again = await confirmSignup(token);
    expect(again.status).toBe(400);
    expect(again.headers.get('content-type')).toContain('application/problem+json');
    expect(again.json.code).toBe('signup_link_invalid');
    expect(await db.$count(accounts, eq(accounts.email, email.toLowerCase()))).toBe(1);
    // The link's e-mail is now the account's (export, erasure); no pending copy of the password hash is left.
    expect((await signupMessages(email))[0]!.accountId).toBe(confirmed.json.account.id);
    expect(await db.$count(pendingSignups, eq(pendingSignups.email, email.toLowerCase()))).toBe(0);
  });

  it('refuses an expired, an unknown and a malformed token, in the request’s language', async () => {
    const email = `late-${crypto.randomUUID()}@example.com`;
    await signup(email);
    const token = tokenIn((await signupMessages(email))[0]!.text)!;
    const db = await getDb();
    await db.update(pendingSignups).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(pendingSignups.email, email));
    const expired = await confirmSignup(token, { 'accept-language': 'fr' });
    expect(expired.status).toBe(400);
    expect(expired.json).toMatchObject({ code: 'signup_link_invalid', title: 'Lien expiré ou déjà utilisé' });
    expect(await db.$count(accounts, eq(accounts.email, email))).toBe(0);
    for (const other of ['A'.repeat(43), 'short', '']) expect((await confirmSignup(other)).json.code).toBe('signup_link_invalid');
  });

  it('one address, one account: confirming one link uses up the address’s other links', async () => {
    const email = `twice-${crypto.randomUUID()}@example.com`;
    await signup(email);
    await signup(email);
    const tokens = (await signupMessages(email)).map((m) => tokenIn(m.text)!);
    expect(new Set(tokens).size).toBe(2);
    expect((await confirmSignup(tokens[0]!)).status).toBe(201);
    expect((await confirmSignup(tokens[1]!)).json.code).toBe('signup_link_invalid');
  });
});
