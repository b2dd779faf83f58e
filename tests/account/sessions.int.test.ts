import { describe, expect, it } from 'vitest';
import * as revokeRoute from '@/app/api/sip/auth/sessions/revoke-others/route';
import * as meRoute from '@/app/api/sip/auth/me/route';
import * as loginRoute from '@/app/api/sip/auth/login/route';
import { signUp } from '../helpers/accounts';
import { call } from '../helpers/http';

const PASSWORD = 'a fine long passphrase';

async function signIn(email: string, ip: string) {
  const res = await call(loginRoute.POST, '/x', { method: 'POST', body: { email, password: PASSWORD }, headers: { 'x-forwarded-for': ip } });
  expect(res.status, res.text).toBe(200);
  return { authorization: `Bearer ${res.json.session.token as string}` };
}

describe('POST /api/sip/auth/sessions/revoke-others (docs/decisions.md#sessions-revoke-others)', () => {
  it('ends every other session of the account, keeps the caller’s, and touches no one else’s', async () => {
    const email = `r-${crypto.randomUUID()}@example.com`;
    const signup = await signUp({ body: { email, password: PASSWORD, givenName: 'Zoé', familyName: 'Blanc' } });
    const first = { authorization: `Bearer ${signup.json.session.token as string}` };
    const phone = await signIn(email, '10.1.0.1');
    const laptop = await signIn(email, '10.1.0.2');
    const stranger = `o-${crypto.randomUUID()}@example.com`;
    const otherAccount = { authorization: `Bearer ${(await signUp({ body: { email: stranger, password: PASSWORD, givenName: 'Léa', familyName: 'Noir' } })).json.session.token as string}` };

    const res = await call(revokeRoute.POST, '/api/sip/auth/sessions/revoke-others', { method: 'POST', headers: laptop });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ ended: 2 });
    for (const gone of [first, phone]) expect((await call(meRoute.GET, '/x', { headers: gone })).status).toBe(401);
    expect((await call(meRoute.GET, '/x', { headers: laptop })).status).toBe(200);
    expect((await call(meRoute.GET, '/x', { headers: otherAccount })).status).toBe(200);
    expect((await call(revokeRoute.POST, '/x', { method: 'POST', headers: laptop })).json).toEqual({ ended: 0 });
  });

  it('needs a session', async () => {
    expect((await call(revokeRoute.POST, '/x', { method: 'POST' })).status).toBe(401);
    expect((await call(revokeRoute.GET, '/x')).status).toBe(405);
  });
});
