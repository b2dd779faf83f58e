// The request log (docs/operations.md#logs): one JSON line per API request with its id, route
// pattern, status, duration and kind of caller; the id is the problem's `instance`; and nothing
// planted in a request (a password, a bearer token, a card-like number, an e-mail, an address)
// ever reaches a line, not even through an error message that quotes it.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/sip/auth/login/route';
import { GET as me } from '@/app/api/sip/auth/me/route';
import { api } from '@/lib/http/handler';
import { createLogger, setLogger } from '@/lib/observability/log';
import { routePattern } from '@/lib/observability/request';
import { scrub } from '@/lib/observability/redact';
import { call } from '@/tests/helpers/http';

const PASSWORD = 'Hunter2-Planted-Secret!';
const EMAIL = 'planted.person@example.org';
const TOKEN = 'rps_Zq9vXbT3kLw8mN2pRt7yUi4oPa6sDf1gHj5kL0zXc';
const CARD = '4111 1111 1111 1111';
const ADDRESS = '17 Planted Street';
const PLANTED = [PASSWORD, EMAIL, 'planted.person', TOKEN, CARD, '4111111111111111', ADDRESS];

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(() => setLogger(createLogger(sink, 'debug')));
afterAll(() => setLogger(undefined));

describe('request log', () => {
  it('writes one line per request, and never what the request carried', async () => {
    lines.length = 0;
    const wrong = await call(login, '/api/sip/auth/login', {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'x-card': CARD },
      body: { email: EMAIL, password: PASSWORD, address: ADDRESS, card: CARD },
    });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    const expired = await call(me, '/api/sip/auth/me', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(expired.status).toBe(401);
    // An unexpected failure whose message quotes everything: the worst case, logged in full.
    const leaky = api(async ({ body }) => {
      const input = (await body((await import('zod')).z.record((await import('zod')).z.string(), (await import('zod')).z.string()))) as Record<string, string>;
      throw new Error(`insert failed for ${input.email} (${input.password}) card ${input.card} at ${input.address}, token Bearer ${TOKEN}, url postgres://app:${input.password}@db/reprise`);
    });
    const crash = await call(leaky, '/api/x', { method: 'POST', body: { email: EMAIL, password: PASSWORD, card: CARD, address: ADDRESS } });
    expect(crash.status).toBe(500);

    const text = lines.join('\n');
    for (const secret of PLANTED) expect(text, secret).not.toContain(secret);
    expect(text).not.toMatch(/\d{4}[ -]?\d{4}[ -]?\d{4}[ -]?\d{4}/);

    const requests = records().filter((r) => r.msg === 'request');
    expect(requests).toHaveLength(3);
    expect(requests[0]).toMatchObject({ level: 'info', method: 'POST', route: '/api/sip/auth/login', status: wrong.status, principal: 'anonymous', service: 'reprise' });
    expect(typeof requests[0]!.durationMs).toBe('number');
    expect(requests[1]).toMatchObject({ method: 'GET', route: '/api/sip/auth/me', status: 401 });
    expect(requests[2]).toMatchObject({ level: 'error', route: '/api/x', status: 500 });
    // The error's line and the request's line carry the id the client was given as `instance`.
    for (const [res, line] of [[wrong, requests[0]], [expired, requests[1]], [crash, requests[2]]] as const) {
      expect(res.json.instance).toBe(`urn:uuid:${line!.requestId}`);
      expect(res.headers.get('x-request-id')).toBe(line!.requestId);
    }
    const error = records().find((r) => r.msg === 'unhandled error')!;
    expect(error).toMatchObject({ level: 'error', incident: requests[2]!.requestId, requestId: requests[2]!.requestId });
    expect(JSON.stringify(error.error)).toContain('insert failed for [input] ([input])');
  });

  it('names the kind of caller, never the account', async () => {
    const ok = await call(login, '/api/sip/auth/login', { method: 'POST', body: { email: 'staff.paris@reprise.demo', password: 'demo-staff-paris' } });
    expect(ok.status).toBe(200);
    lines.length = 0;
    const res = await call(me, '/api/sip/auth/me', { headers: { authorization: `Bearer ${ok.json.session.token}` } });
    expect(res.status).toBe(200);
    const [line] = records().filter((r) => r.msg === 'request');
    expect(line).toMatchObject({ route: '/api/sip/auth/me', status: 200, principal: 'staff' });
    expect(lines.join('\n')).not.toContain(ok.json.session.token);
    expect(lines.join('\n')).not.toContain('staff.paris');
  });

  it('labels a request by its route pattern, not its ids', () => {
    expect(routePattern('/api/sip/orders/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b/status', { id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b' })).toBe('/api/sip/orders/[id]/status');
    expect(routePattern('/api/no/such/thing', { path: ['no', 'such', 'thing'] })).toBe('/api/[...path]');
    expect(routePattern('/v1/services', {})).toBe('/v1/services');
  });
});

describe('scrub', () => {
  it('drops the values of secret-named keys and secret-looking text anywhere', () => {
    expect(scrub({ password: 'x', nested: { Authorization: 'Bearer y', toAddress: 'a@b.co' }, note: `mail ${EMAIL} card 4111-1111-1111-1111` })).toEqual({
      password: '[redacted]',
      nested: { Authorization: '[redacted]', toAddress: '[redacted]' },
      note: 'mail [email] card [number]',
    });
    // Request and row ids survive: they are what the log is for.
    expect(scrub({ requestId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b' })).toEqual({ requestId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b' });
  });
});
