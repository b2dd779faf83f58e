import { describe, expect, it } from 'vitest';
import * as loginRoute from '@/app/api/sip/auth/login/route';
import * as cartRoute from '@/app/api/sip/shopping-cart/[id]/route';
import * as createCartRoute from '@/app/api/sip/shopping-cart/route';
import { DISCOUNT_CODE_THROTTLE } from '@/lib/auth/throttle';
import { LOGIN_THROTTLE } from '@/lib/auth/policy';
import { call } from '../helpers/http';
import { signUp } from '../helpers/accounts';

let n = 0;
const ip = () => `198.51.${Math.floor(n / 250) % 250}.${(n++ % 250) + 1}`;

async function newAccount(password: string) {
  const email = `throttle-${crypto.randomUUID()}@example.com`;
  const res = await signUp({ body: { email, password, givenName: 'Ana', familyName: 'Lima' }, headers: { 'x-forwarded-for': ip() } });
  expect(res.status, res.text).toBeLessThan(300);
  return email;
}

describe('login throttle under concurrency (real Postgres)', () => {
  it(`30 simultaneous wrong passwords on one account verify at most its ${LOGIN_THROTTLE.freeFailures} free tries (was 22)`, async () => {
    const email = await newAccount('the right passphrase');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => call(loginRoute.POST, '/api/sip/auth/login', { method: 'POST', body: { email, password: 'a wrong passphrase' }, headers: { 'x-forwarded-for': ip() } })),
    );
    const statuses = answers.map((a) => a.status);
    // A 401 is an answer after a real verification; a 429 was decided before any.
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_THROTTLE.freeFailures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LOGIN_THROTTLE.freeFailures);
    const retryAfter = answers.find((a) => a.status === 429)!.headers.get('retry-after');
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('50 simultaneous tries from one address verify at most the limit across accounts', async () => {
    const address = ip();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => call(loginRoute.POST, '/api/sip/auth/login', { method: 'POST', body: { email: `nobody-${i}-${crypto.randomUUID()}@example.com`, password: 'whatever-pass' }, headers: { 'x-forwarded-for': address } })),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(LOGIN_THROTTLE.ipMaxFailures);
  });

  it('a successful sign-in does not use up the address', async () => {
    const address = ip();
    const email = await newAccount('the right passphrase');
    for (let i = 0; i < LOGIN_THROTTLE.ipMaxFailures + 3; i++) {
      const res = await call(loginRoute.POST, '/api/sip/auth/login', { method: 'POST', body: { email, password: 'the right passphrase' }, headers: { 'x-forwarded-for': address } });
      expect(res.status).toBe(200);
    }
  });
});

describe('discount codes are throttled per cart and per address', () => {
  it(`answers the ${DISCOUNT_CODE_THROTTLE.perCart + 1}th code tried on one cart with 429`, async () => {
    const created = await call(createCartRoute.POST, '/api/sip/shopping-cart', { method: 'POST', body: {} });
    const id = created.json.id as string;
    const tryCode = (code: string, address = ip()) => call(cartRoute.PATCH, `/api/sip/shopping-cart/${id}`, { method: 'PATCH', body: { discountCode: code }, params: { id }, headers: { 'x-forwarded-for': address } });
    const answers = await Promise.all(Array.from({ length: DISCOUNT_CODE_THROTTLE.perCart + 5 }, (_, i) => tryCode(`GUESS${i}`)));
    expect(answers.filter((a) => a.status === 422)).toHaveLength(DISCOUNT_CODE_THROTTLE.perCart);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
    // Other settings of the cart stay usable.
    const language = await call(cartRoute.PATCH, `/api/sip/shopping-cart/${id}`, { method: 'PATCH', body: { language: 'de' }, params: { id } });
    expect(language.status).toBe(200);
  });

  it(`limits one address to ${DISCOUNT_CODE_THROTTLE.perIp} checks across carts`, async () => {
    const address = ip();
    let limited = 0;
    for (let i = 0; i < DISCOUNT_CODE_THROTTLE.perIp + 2; i++) {
      const created = await call(createCartRoute.POST, '/api/sip/shopping-cart', { method: 'POST', body: {} });
      const id = created.json.id as string;
      const res = await call(cartRoute.PATCH, `/api/sip/shopping-cart/${id}`, { method: 'PATCH', body: { discountCode: `X${i}` }, params: { id }, headers: { 'x-forwarded-for': address } });
      if (res.status === 429) limited++;
    }
    expect(limited).toBe(2);
  });
});
