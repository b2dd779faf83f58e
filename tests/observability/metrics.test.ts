// The metrics endpoint (docs/operations.md#metrics): its own port, 404 without the bearer token or
// with a wrong one, Prometheus text with the app's series when the token is right.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as live } from '@/app/api/health/live/route';
import { POST as login } from '@/app/api/sip/auth/login/route';
import { metricsAuthorized, startMetricsServer } from '@/lib/operations/metrics-server';
import { call } from '@/tests/helpers/http';

const TOKEN = 'metrics-token-for-the-test';
let server: Server;
let url: string;

beforeAll(async () => {
  server = startMetricsServer({ METRICS_PORT: '0', METRICS_TOKEN: TOKEN })!;
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('metrics endpoint', () => {
  it('is not found without the token, with a wrong one, or elsewhere than GET /metrics', async () => {
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
    expect((await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(404);
    expect((await fetch(`${url}/metrics`, { headers: { authorization: `Basic ${TOKEN}` } })).status).toBe(404);
    expect((await fetch(`${url}/other`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    expect((await fetch(`${url}/metrics`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    expect(metricsAuthorized(`Bearer ${TOKEN}`, undefined)).toBe(false);
    expect(metricsAuthorized(`Bearer ${TOKEN}`, '')).toBe(false);
  });

  it('serves the request, login, outbox, pool and process series with the token', async () => {
    expect((await call(live, '/api/health/live')).status).toBe(200);
    expect((await call(login, '/api/sip/auth/login', { method: 'POST', body: { email: 'nobody@reprise.demo', password: 'wrong-password' } })).status).toBe(401);
    const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/reprise_http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status="200"\} [1-9]/);
    expect(text).toMatch(/reprise_failed_logins_total [1-9]/);
    expect(text).toMatch(/^reprise_database_up 1$/m);
    expect(text).toMatch(/^reprise_outbox_backlog \d+$/m);
    expect(text).toMatch(/^reprise_outbox_oldest_age_seconds [\d.e+-]+$/m);
    expect(text).toMatch(/^reprise_db_pool_max_connections 1$/m); // PGlite: one connection
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });
});
