import { LOGIN_THROTTLE } from '@/lib/auth/policy';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../helpers/db';
import { signUp } from '../helpers/accounts';
import { call } from '../helpers/http';
import * as loginRoute from '@/app/api/sip/auth/login/route';
import * as logoutRoute from '@/app/api/sip/auth/logout/route';
import * as meRoute from '@/app/api/sip/auth/me/route';
import * as signupRoute from '@/app/api/sip/auth/signup/route';
import { getDb } from '@/db/client';
import { AuthResponseSchema } from '@/lib/schemas/auth';

const ORIGIN = 'http://localhost:3000';
const password = 'correct horse battery staple';
const uniqueEmail = () => `user-${crypto.randomUUID()}@example.com`;
const ip = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

/** Sign-up and its e-mailed link (tests/helpers/accounts.ts): the confirmation's answer. */
async function signup(email = uniqueEmail(), headers: Record<string, string> = {}) {
  const res = await signUp({
    body: { email, password, givenName: 'Ana', familyName: 'Lima', title: 'woman01', phone: '+33 6 12 34 56 78' },
    headers: { 'x-forwarded-for': ip(), ...headers },
  });
  return { email, res };
}

const login = (email: string, pw: string, headers: Record<string, string> = {}) =>
  call(loginRoute.POST, '/api/sip/auth/login', { method: 'POST', body: { email, password: pw }, headers });

const cookieValue = (setCookie: string | null) => /reprise_session=([^;]*)/.exec(setCookie ?? '')?.[1] ?? '';

beforeEach(async () => {
  await (await getDb()).execute(sql`delete from auth_throttles`);
});

describe('signup and sessions', () => {
  it('creates a customer and a session: HttpOnly, SameSite=Lax cookie, token for API clients', async () => {
    const { email, res } = await signup();
    expect(res.status, res.text).toBe(201);
    const body = AuthResponseSchema.parse(res.json);
    expect(body.account).toMatchObject({ email, role: 'customer', title: 'woman01', phone: '+33612345678' });
    expect(body.session.token!.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    const [session, hint] = res.headers.getSetCookie();
    expect(session).toMatch(/^reprise_session=[\w-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    // Readable by page scripts, and worth nothing: it says only that the session cookie was set.
    expect(hint).toMatch(/^reprise_signed_in=1; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    expect(hint!.split('; ')[2]).toBe(session!.split('; ')[2]); // the same Max-Age
    const me = await call(meRoute.GET, '/api/sip/auth/me', { headers: { authorization: `Bearer ${body.session.token}` } });
    expect(me.status).toBe(200);
    expect(me.json.account.email).toBe(email);
  });

  it('uses Secure and the __Host- prefix over https, and keeps the token out of browser-visible bodies', async () => {
    const res = await signUp({
      body: { email: uniqueEmail(), password, givenName: 'Bo', familyName: 'Berg' },
      headers: { 'x-forwarded-proto': 'https', 'sec-fetch-mode': 'cors', origin: 'https://localhost:3000', 'x-forwarded-for': ip() },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^__Host-reprise_session=[\w-]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/),
      expect.stringMatching(/^reprise_signed_in=1; Path=\/; Max-Age=\d+; SameSite=Lax; Secure$/),
    ]);
    expect(res.json.session.token).toBeUndefined();
  });

  it('refuses weak passwords in the request language; a taken email gets the same 202 as any (tests/account/signup-confirm)', async () => {
    const weak = await call(signupRoute.POST, '/api/sip/auth/signup', {
      method: 'POST',
      body: { email: uniqueEmail(), password: 'password123', givenName: 'A', familyName: 'B' },
      headers: { 'accept-language': 'fr' },
    });
    expect(weak.status).toBe(422);
    expect(weak.json.errors).toEqual([{ path: 'password', message: expect.stringMatching(/trop courant/) }]);
    const short = await call(signupRoute.POST, '/api/sip/auth/signup', { method: 'POST', body: { email: uniqueEmail(), password: 'x7#k', givenName: 'A', familyName: 'B' } });
    expect(short.status).toBe(422);
    const { email } = await signup();
    const again = await call(signupRoute.POST, '/api/sip/auth/signup', { method: 'POST', body: { email: email.toUpperCase(), password, givenName: 'A', familyName: 'B' }, headers: { 'x-forwarded-for': ip() } });
    expect(again.status).toBe(202);
    expect(again.json).toEqual({ status: 'confirmation_sent' });
  });

  it('issues a new token at each login and ends the previous one; logout ends it on the server', async () => {
    const { email, res } = await signup();
    const first = res.json.session.token as string;
    const second = await login(email, password, { cookie: `reprise_session=${first}`, origin: ORIGIN });
    expect(second.status).toBe(200);
    const secondToken = cookieValue(second.headers.get('set-cookie'));
    expect(secondToken).not.toBe(first);
    expect((await call(meRoute.GET, '/api/sip/auth/me', { headers: { authorization: `Bearer ${first}` } })).status).toBe(401);
    const out = await call(logoutRoute.POST, '/api/sip/auth/logout', { method: 'POST', headers: { cookie: `reprise_session=${secondToken}`, origin: ORIGIN } });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie()).toEqual([expect.stringMatching(/^reprise_session=; Path=\/; Max-Age=0/), expect.stringMatching(/^reprise_signed_in=; Path=\/; Max-Age=0/)]);
    const after = await call(meRoute.GET, '/api/sip/auth/me', { headers: { cookie: `reprise_session=${secondToken}` } });
    expect(after.status).toBe(401);
    expect(after.json.code).toBe('session_expired'); // a token that ended is not the same as no token (docs/decisions.md#strict-credentials)
  });

  it('enforces idle and absolute expiry', async () => {
    const { res } = await signup();
    const token = res.json.session.token as string;
    const db = await getDb();
    const me = () => call(meRoute.GET, '/api/sip/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect((await me()).status).toBe(200);
    await db.execute(sql`update sessions set idle_expires_at = now() - interval '1 second' where account_id = ${res.json.account.id}`);
    expect((await me()).status).toBe(401);
    await db.execute(sql`update sessions set idle_expires_at = now() + interval '1 day', expires_at = now() - interval '1 second' where account_id = ${res.json.account.id}`);
    expect((await me()).status).toBe(401);
  });

  it('stores neither raw tokens nor passwords', async () => {
    const { res } = await signup();
    const token = res.json.session.token as string;
    for (const table of ['accounts', 'sessions', 'auth_throttles', 'customers']) {
      const [found] = await queryRows<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} t where t::text like ${'%' + token + '%'} or t::text like ${'%' + password + '%'}`,
      );
      expect(found!.n, table).toBe(0);
    }
    const [row] = await queryRows<{ password_hash: string }>(sql`select password_hash from accounts where id = ${res.json.account.id}`);
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('login throttling', () => {
  it('past the free tries, each failure waits a doubling delay (429 and Retry-After), not a 15-minute lock; success resets the account', async () => {
    const { email } = await signup();
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures - 1; i++) expect((await login(email, 'wrong password!', { 'x-forwarded-for': ip() })).status).toBe(401);
    expect((await login(email, password, { 'x-forwarded-for': ip() })).status).toBe(200);
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) expect((await login(email, 'wrong password!', { 'x-forwarded-for': ip() })).status).toBe(401);
    const delayed = await login(email, password, { 'x-forwarded-for': ip() });
    expect(delayed.status).toBe(429);
    expect(delayed.json.code).toBe('rate_limited');
    expect(Number(delayed.headers.get('retry-after'))).toBe(LOGIN_THROTTLE.firstDelayMs / 1000);
    await new Promise((resolve) => setTimeout(resolve, LOGIN_THROTTLE.firstDelayMs + 50));
    expect((await login(email, password, { 'x-forwarded-for': ip() })).status).toBe(200);
  });

  it('limits verified failures per IP across accounts', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < LOGIN_THROTTLE.ipMaxFailures; i++) expect((await login(uniqueEmail(), 'whatever-pass', { 'x-forwarded-for': address })).status).toBe(401);
    const refused = await login(uniqueEmail(), 'whatever-pass', { 'x-forwarded-for': address });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await login(uniqueEmail(), 'whatever-pass', { 'x-forwarded-for': '203.0.113.78' })).status).toBe(401);
  });

  it('gives unknown emails and wrong passwords the same answer in the same time', async () => {
    const { email } = await signup();
    const db = await getDb();
    // Paired: each unknown-email try is compared with the wrong-password try right after it, so a
    // burst of load from the test file running beside this one (two workers) slows both of a pair,
    // not one kind; the median of the pairs' relative differences ignores the bursts themselves.
    const relativeDifferences: number[] = [];
    const bodies = new Set<string>();
    const timedLogin = async (address: string) => {
      await db.execute(sql`delete from auth_throttles`);
      const started = performance.now();
      const res = await login(address, 'not the password', { 'x-forwarded-for': ip() });
      const elapsed = performance.now() - started;
      expect(res.status).toBe(401);
      const { instance: _instance, ...stable } = res.json;
      bodies.add(JSON.stringify(stable));
      return elapsed;
    };
    for (let i = 0; i < 100; i++) {
      const unknown = await timedLogin(`nobody-${i}@example.com`);
      const wrong = await timedLogin(email);
      relativeDifferences.push((wrong - unknown) / Math.max(wrong, unknown));
    }
    expect(bodies.size).toBe(1);
    const sorted = [...relativeDifferences].sort((x, y) => x - y);
    expect(Math.abs(sorted[50]!)).toBeLessThan(0.1);
  });
});

describe('Origin checks on cookie-authenticated state changes', () => {
  it('refuses a foreign Origin and Origin: null, accepts the app origin, exempts bearer requests', async () => {
    const { res } = await signup();
    const token = res.json.session.token as string;
    const logout = (headers: Record<string, string>) => call(logoutRoute.POST, '/api/sip/auth/logout', { method: 'POST', headers });
    for (const origin of ['https://evil.example', 'null']) {
      const refused = await logout({ cookie: `reprise_session=${token}`, origin });
      expect(refused.status).toBe(403);
      expect(refused.json.code).toBe('forbidden');
    }
    expect((await logout({ cookie: `reprise_session=${token}` })).status).toBe(403); // no Origin, no Sec-Fetch-Site
    expect((await logout({ authorization: `Bearer ${token}`, origin: 'https://evil.example' })).status).toBe(204);
    const second = await signup();
    const ok = await logout({ cookie: `reprise_session=${second.res.json.session.token}`, origin: ORIGIN });
    expect(ok.status).toBe(204);
  });
});
