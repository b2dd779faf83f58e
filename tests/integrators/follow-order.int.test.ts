import { createServer, type Server } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { beforeAll, describe, expect, it } from 'vitest';
import * as keysRoute from '@/app/api/sip/admin/api-keys/route';
import { getDb } from '@/db/client';
import { runNotificationsRound } from '@/lib/notifications/worker';
import { bookRepair } from '../../.ci/api/booking';
import { apiClient, eventProblems, orderEvents, orderVersion, step, subscribe, type WebhookEvent } from '../../.ci/api/follow';
import { bearer } from '../helpers/booking';
import { call } from '../helpers/http';
import { inProcessFetch } from '../helpers/in-process-fetch';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';
import { allowPrivateWebhooksInThisFile } from '../helpers/private-webhooks';

await switchToOwnPostgresDatabase(); // its worker rounds take every event of the database

/** A receiver on 127.0.0.1 that is down (503) until `up` is set, and keeps what it accepted. */
async function startReceiver() {
  const accepted: { id: string; body: string; headers: Record<string, string> }[] = [];
  const state = { up: false, refused: 0 };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (!state.up) {
        state.refused++;
        res.statusCode = 503;
      } else {
        accepted.push({ id: String(req.headers['webhook-id']), body, headers: req.headers as Record<string, string> });
        res.statusCode = 204;
      }
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { accepted, state, url: `http://127.0.0.1:${port}/hooks`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let apiKey: string;
allowPrivateWebhooksInThisFile();
beforeAll(async () => {
  const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
  // A test key (docs/integrators.md#test-mode): what an integrator builds against before going live.
  const key = await call(keysRoute.POST, '/x', { method: 'POST', body: { name: 'Brand integration', livemode: false }, headers: admin });
  expect(key.status, key.text).toBe(201);
  expect(key.json.secret).toMatch(/^rk_test_/);
  apiKey = key.json.secret;
}, 120_000);

describe('a brand follows an order from the OpenAPI document only (issue #32, docs/integrators.md#webhooks)', () => {
  it('books with a test key, follows the order by webhook and by GET /api/sip/events: every payload is its event’s state, in sequence, same ids; a receiver down 24 h catches up', async () => {
    const api = apiClient('http://localhost:3000', apiKey, inProcessFetch);
    const receiver = await startReceiver();
    const endpoint = await subscribe(api, receiver.url);
    const orderId = await bookRepair('http://localhost:3000', apiKey, inProcessFetch);
    let version = await orderVersion(api, orderId);
    const db = await getDb();
    let now = Date.now();
    const round = (at: number) => runNotificationsRound(db, { now: new Date(at), sender: null });
    await round(now); // order.created dispatched and tried while the receiver is down
    // The order moves on to completed before the worker sees its steps: no webhook may show a later state than its event's.
    for (const to of ['in_transit', 'received', 'in_repair', 'repaired', 'returning', 'completed'] as const) version = await step(api, orderId, to, version);
    // 24 hours down, the clock moving on with the retry schedule; then back.
    const dayLater = now + 24 * 3600_000;
    while (now < dayLater) await round((now += 1_800_000));
    expect(receiver.state.refused).toBeGreaterThan(3);
    expect(receiver.accepted).toEqual([]);
    receiver.state.up = true;
    for (let i = 0; i < 40 && receiver.accepted.length < 7; i++) await round((now += 3 * 3600_000));

    const verifier = new Webhook(endpoint.secret);
    const hooked = receiver.accepted.map((hit) => {
      expect(() => verifier.verify(hit.body, hit.headers)).not.toThrow();
      const event: WebhookEvent = JSON.parse(hit.body);
      expect(hit.id).toBe(`msg_${event.id}`);
      return event;
    }).filter((e) => e.data.order.id === orderId);
    expect(hooked.map((e) => e.type)).toEqual(['order.created', ...Array(6).fill('order.status_changed')]);
    expect(eventProblems(hooked)).toEqual([]);
    expect(hooked.map((e) => e.data.order.status)).toEqual(['booked', 'in_transit', 'received', 'in_repair', 'repaired', 'returning', 'completed']);
    expect(hooked.every((e) => e.livemode === false)).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 1_100)); // the feed lists events a second old (docs/integrators.md#events)
    const fed = await orderEvents(api, orderId);
    expect(eventProblems(fed)).toEqual([]);
    // The feed and the webhooks: the same events, byte for byte.
    expect(fed.map((e) => JSON.stringify(e))).toEqual(receiver.accepted.filter((h) => JSON.parse(h.body).data.order.id === orderId).map((h) => h.body));
    await receiver.close();
  }, 300_000);
});
