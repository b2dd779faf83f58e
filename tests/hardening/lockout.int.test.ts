import { describe, expect, it, vi } from 'vitest';
import * as loginRoute from '@/app/api/sip/auth/login/route';
import { LOGIN_THROTTLE } from '@/lib/auth/policy';
import { DEVICE_COOKIE, knownDevice, newDeviceCookieValue } from '@/lib/auth/device-cookie';
import { accountMessages, newCustomer, PASSWORD } from '../helpers/accounts';
import { call } from '../helpers/http';

const STRANGER = '203.0.113.66';

function signIn(email: string, password: string, headers: Record<string, string>) {
  return call(loginRoute.POST, '/api/sip/auth/login', { method: 'POST', body: { email, password }, headers: { 'accept-language': 'de', ...headers } });
}

/** The device cookie a successful sign-in set, as a Cookie header. */
function deviceOf(res: { headers: Headers }): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  expect(cookie).toMatch(/; Path=\/api\/sip\/auth; Max-Age=\d+; HttpOnly; SameSite=Lax/);
  return cookie!.split(';')[0]!;
}

describe('sign-in throttling without lockout (docs/decisions.md#login-throttle)', () => {
  it('a stranger’s 50 wrong passwords stop neither the owner on a known device nor another account at the stranger’s address', async () => {
    const owner = await newCustomer();
    const neighbour = await newCustomer();
    const first = await signIn(owner.email, PASSWORD, { 'x-forwarded-for': '192.0.2.10' });
    expect(first.status, first.text).toBe(200);
    const device = deviceOf(first);

    const answers: number[] = [];
    const started = Date.now();
    for (let i = 0; i < 50; i++) answers.push((await signIn(owner.email, `wrong guess ${i}`, { 'x-forwarded-for': STRANGER })).status);
    // Only the free tries reach a password check, then one more each time a doubling delay has
    // passed (1 s, 2 s, 4 s…: the k-th after 2^k − 1 s); the rest are 429, never a lock.
    const extra = Math.floor(Math.log2((Date.now() - started) / LOGIN_THROTTLE.firstDelayMs + 1));
    const checked = answers.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThanOrEqual(LOGIN_THROTTLE.freeFailures);
    expect(checked).toBeLessThanOrEqual(LOGIN_THROTTLE.freeFailures + extra);
    expect(answers.filter((s) => s === 429)).toHaveLength(50 - checked);

    // The owner's known device, from anywhere (here the stranger's own address too).
    const known = await signIn(owner.email, PASSWORD, { 'x-forwarded-for': '192.0.2.10', cookie: device });
    expect(known.status, known.text).toBe(200);
    expect((await signIn(owner.email, PASSWORD, { 'x-forwarded-for': STRANGER, cookie: deviceOf(known) })).status).toBe(200);
    // Another account from the stranger's address.
    const other = await signIn(neighbour.email, PASSWORD, { 'x-forwarded-for': STRANGER });
    expect(other.status, other.text).toBe(200);

    // An unknown device on the owner's account waits the delay (429 with Retry-After), not 15 minutes' lock.
    // The stranger guesses once more first: on a loaded machine the checks above can outlast the
    // current delay, and the unknown device would then rightly get its password checked.
    await signIn(owner.email, 'one more wrong guess', { 'x-forwarded-for': STRANGER });
    const unknown = await signIn(owner.email, PASSWORD, { 'x-forwarded-for': '192.0.2.99' });
    expect(unknown.status).toBe(429);
    expect(Number(unknown.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(unknown.headers.get('retry-after'))).toBeLessThanOrEqual(LOGIN_THROTTLE.maxDelayMs / 1000);

    // The owner is told, once, in the language of the request.
    // On the shared Postgres database another file's outbox round may hold the event a moment.
    const told = await vi.waitFor(async () => {
      const sent = (await accountMessages(owner.id)).filter((m) => m.kind === 'sign_in_failures');
      expect(sent).toHaveLength(1);
      return sent;
    }, { timeout: 15_000, interval: 250 });
    expect(told[0]).toMatchObject({ locale: 'de', toAddress: owner.email, subject: 'Fehlgeschlagene Anmeldungen bei Ihrem Reprise-Konto' });
    expect(told[0]!.text).toMatch(/#token=/);
  }, 120_000);

  it('tries the per-address budget refuses are not counted against the account', async () => {
    const victim = await newCustomer();
    const address = '203.0.113.77';
    // Use up the address's budget on accounts that do not exist (their own delays allow 5 each).
    for (let i = 0; i < LOGIN_THROTTLE.ipMaxFailures; i++) expect((await signIn(`ghost-${Math.floor(i / LOGIN_THROTTLE.freeFailures)}@example.com`, 'nope nope', { 'x-forwarded-for': address })).status).toBe(401);
    for (let i = 0; i < 20; i++) expect((await signIn(victim.email, 'nope nope', { 'x-forwarded-for': address })).status).toBe(429);
    // The victim's own counter never moved: it signs in from a new device, and has no notice.
    expect((await signIn(victim.email, PASSWORD, { 'x-forwarded-for': '192.0.2.55' })).status).toBe(200);
    expect((await accountMessages(victim.id)).filter((m) => m.kind === 'sign_in_failures')).toEqual([]);
  }, 120_000);

  it('a device cookie is bound to its account, its signature and its age', () => {
    const now = new Date();
    const value = newDeviceCookieValue('a@example.com', now);
    expect(knownDevice(value, 'a@example.com', now)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(knownDevice(value, 'b@example.com', now)).toBeNull();
    expect(knownDevice(`${value}x`, 'a@example.com', now)).toBeNull();
    expect(knownDevice(value, 'a@example.com', new Date(now.getTime() + LOGIN_THROTTLE.deviceMs + 2000))).toBeNull();
    expect(knownDevice('garbage', 'a@example.com', now)).toBeNull();
  });
});

