import { describe, expect, it } from 'vitest';
import * as signupRoute from '@/app/api/sip/auth/signup/route';
import { accountMessages, ip, newCustomer, resetTokenIn } from '../helpers/accounts';
import { call } from '../helpers/http';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';

await switchToOwnPostgresDatabase(); // it runs the outbox's dispatch (tests/helpers/own-database.ts)

const again = (email: string, language = 'es') =>
  call(signupRoute.POST, '/api/sip/auth/signup', { method: 'POST', body: { email, password: 'someone else’s phrase', givenName: 'X', familyName: 'Y' }, headers: { 'x-forwarded-for': ip(), 'accept-language': language } });

describe('sign-up with an address that has an account', () => {
  it('tells the owner by e-mail through the outbox, in the request’s language, with a way to sign in or reset; at most 3 an hour', async () => {
    const owner = await newCustomer();
    expect((await again(owner.email)).status).toBe(409);
    const [notice] = await accountMessages(owner.id);
    expect(notice).toMatchObject({ kind: 'signup_attempt', locale: 'es', toAddress: owner.email, subject: 'Su cuenta de Reprise ya existe' });
    expect(resetTokenIn(notice!.text)).toBeDefined();
    expect(notice!.text).toContain('/es/account/sign-in');
    for (let i = 0; i < 4; i++) await again(owner.email);
    expect((await accountMessages(owner.id)).length).toBe(3);
  });
});
