import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import * as loginRoute from '@/app/api/sip/auth/login/route';
import * as meRoute from '@/app/api/sip/auth/me/route';
import * as resetRoute from '@/app/api/sip/auth/password-reset/route';
import * as confirmRoute from '@/app/api/sip/auth/password-reset/confirm/route';
import { getDb } from '@/db/client';
import { pruneExpired } from '@/db/maintenance';
import { resetPassword } from '@/lib/account/reset';
import { accountMessages, ip, newCustomer, PASSWORD, resetTokenIn } from '../helpers/accounts';
import { call } from '../helpers/http';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';

await switchToOwnPostgresDatabase(); // it runs the outbox's dispatch (tests/helpers/own-database.ts)

const NEW_PASSWORD = 'another quite long phrase';
const ask = (email: string, headers: Record<string, string> = {}, language?: string) =>
  call(resetRoute.POST, '/api/sip/auth/password-reset', { method: 'POST', body: { email, ...(language ? { language } : {}) }, headers: { 'x-forwarded-for': ip(), ...headers } });
const confirm = (token: string, password = NEW_PASSWORD) => call(confirmRoute.POST, '/api/sip/auth/password-reset/confirm', { method: 'POST', body: { token, password } });
const me = (headers: Record<string, string>) => call(meRoute.GET, '/api/sip/auth/me', { headers });
const login = (email: string, password: string) => call(loginRoute.POST, '/api/sip/auth/login', { method: 'POST', body: { email, password }, headers: { 'x-forwarded-for': ip() } });

async function linkFor(customer: { email: string; id: string }, language?: string) {
  expect((await ask(customer.email, {}, language)).status).toBe(202);
  const messages = await accountMessages(customer.id);
  const token = resetTokenIn(messages.at(-1)!.text);
  expect(token).toBeDefined();
  return { token: token!, message: messages.at(-1)! };
}

beforeEach(async () => {
  await (await getDb()).execute(sql`delete from auth_throttles`);
});

describe('password reset by e-mailed link', () => {
  it('answers alike whether or not the address has an account, and mails only an owner', async () => {
    const customer = await newCustomer();
    const known = await ask(customer.email);
    const unknown = await ask(`nobody-${crypto.randomUUID()}@example.com`);
    const shape = (r: typeof known) => ({ status: r.status, body: r.text, cookies: r.headers.getSetCookie(), type: r.headers.get('content-type') });
    expect(shape(known)).toEqual(shape(unknown));
    expect(known.status).toBe(202);
    const events = (await (await getDb()).execute(sql`select count(*)::int as n from outbox_events where type = 'account.password_reset' and dispatched_at is null`)) as unknown as { n: number }[] | { rows: { n: number }[] };
    expect(Number((Array.isArray(events) ? events : events.rows)[0]!.n)).toBe(1);
  });

  it('sends the link in the asked language; the link works once, ends every session and the new password signs in', async () => {
    const customer = await newCustomer();
    const other = await login(customer.email, PASSWORD); // a second device
    const otherHeaders = { authorization: `Bearer ${other.json.session.token}` };
    const { token, message } = await linkFor(customer, 'de');
    expect(message.kind).toBe('password_reset');
    expect(message.locale).toBe('de');
    expect(message.subject).toBe('Ihr Reprise-Passwort zurücksetzen');
    expect(message.toAddress).toBe(customer.email);
    expect(message.html).toContain('<html lang="de">');
    expect(message.status).toBe('kept');
    // The stored token is only a hash: the link's token appears nowhere in the table.
    const stored = await (await getDb()).execute(sql`select token_hash from password_reset_tokens`);
    expect(JSON.stringify(stored)).not.toContain(token);

    const weak = await confirm(token, 'password123');
    expect(weak.status).toBe(422); // refused before the token is used: it still works below
    const done = await confirm(token);
    expect(done.status, done.text).toBe(204);
    expect((await me(customer.headers)).status).toBe(401);
    expect((await me(otherHeaders)).status).toBe(401);
    expect((await login(customer.email, PASSWORD)).status).toBe(401);
    expect((await login(customer.email, NEW_PASSWORD)).status).toBe(200);

    const again = await confirm(token, 'yet another long phrase');
    expect(again.status).toBe(400);
    expect(again.json.code).toBe('reset_link_invalid');
    expect((await confirm('x'.repeat(43))).json.code).toBe('reset_link_invalid');
  });

  it('refuses a link after an hour, and a second link once the first was used', async () => {
    const customer = await newCustomer();
    const first = await linkFor(customer);
    const second = await linkFor(customer);
    await expect(resetPassword(first.token, NEW_PASSWORD, 'en', new Date(Date.now() + 61 * 60_000))).rejects.toMatchObject({ code: 'reset_link_invalid' });
    await resetPassword(first.token, NEW_PASSWORD, 'en', new Date(Date.now() + 59 * 60_000));
    const late = await confirm(second.token, 'yet another long phrase');
    expect(late.json.code).toBe('reset_link_invalid');
  });

  it('lets exactly one of two simultaneous uses of a link through', async () => {
    const customer = await newCustomer();
    const { token } = await linkFor(customer);
    const results = await Promise.all([confirm(token, 'first concurrent phrase'), confirm(token, 'second concurrent phrase')]);
    expect(results.map((r) => r.status).sort()).toEqual([204, 400]);
  });

  it('limits requests per address, for known and unknown addresses alike', async () => {
    const customer = await newCustomer();
    const unknown = `nobody-${crypto.randomUUID()}@example.com`;
    for (const email of [customer.email, unknown]) {
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await ask(email)).status);
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    }
  });
});

describe('retention of reset links', () => {
  it('deletes a link a day after it expired, and keeps a live one', async () => {
    const customer = await newCustomer();
    const old = await linkFor(customer);
    const live = await linkFor(customer);
    const db = await getDb();
    await db.execute(sql`update password_reset_tokens set expires_at = now() - interval '25 hours' where account_id = ${customer.id} and created_at = (select min(created_at) from password_reset_tokens where account_id = ${customer.id})`);
    const { removed } = await pruneExpired(db);
    expect(removed.resetTokens).toBe(1);
    expect((await confirm(old.token)).json.code).toBe('reset_link_invalid');
    expect((await confirm(live.token)).status).toBe(204);
  });
});
