import { describe, expect, it } from 'vitest';
import * as capacityRoute from '@/app/api/sip/ateliers/[id]/capacity/route';
import { call } from '../helpers/http';
import { bearer } from '../helpers/booking';
import { ADMIN, placeOrder, STAFF_ONLINE } from '../helpers/order-life';
import { ATELIER_MONTORGUEIL, MONTORGUEIL_ID, newAtelier } from './helpers';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';

// It changes Atelier Montorgueil's capacity, which every booking beside it on the run's shared
// database would be promised by, and reads its whole queue, which theirs would fill.
await switchToOwnPostgresDatabase();

type Headers = Record<string, string>;
const read = (id: string, headers: Headers) => call(capacityRoute.GET, '/x', { params: { id }, headers });
const put = (id: string, body: unknown, headers: Headers, version?: number) =>
  call(capacityRoute.PUT, '/x', { method: 'PUT', body, params: { id }, headers: { ...headers, ...(version === undefined ? {} : { 'if-match': `"${version}"` }) } });
const DAY = 86_400_000;

// docs/atelier.md#capacity
describe('an atelier’s capacity and the promised date', () => {
  it('the atelier reads and sets its own only; admins any; staff are refused', { timeout: 120_000 }, async () => {
    const own = await bearer(...ATELIER_MONTORGUEIL);
    const foreign = await newAtelier();
    const seen = await read(MONTORGUEIL_ID, own);
    expect(seen.status).toBe(200);
    expect(seen.json).toMatchObject({ providerId: MONTORGUEIL_ID, workingDays: [1, 2, 3, 4, 5], weeklyCapacity: null, closures: [], queueDelayDays: 0 });
    expect((await read(MONTORGUEIL_ID, foreign.headers)).status).toBe(404);
    expect((await put(MONTORGUEIL_ID, { workingDays: [1], weeklyCapacity: 1, closures: [] }, foreign.headers, seen.json.version)).status).toBe(404);
    expect((await read(MONTORGUEIL_ID, await bearer(...STAFF_ONLINE))).status).toBe(403);
    expect((await read(MONTORGUEIL_ID, await bearer(...ADMIN))).status).toBe(200);
    // A stale version writes nothing.
    const stale = await put(MONTORGUEIL_ID, { workingDays: [1], weeklyCapacity: 1, closures: [] }, own, seen.json.version + 5);
    expect(stale.status).toBe(412);
    expect((await read(MONTORGUEIL_ID, own)).json.weeklyCapacity).toBeNull();
  });

  it('a full queue moves a new booking’s date later; capacity 0 refuses the booking (409 atelier_full)', { timeout: 180_000 }, async () => {
    const own = await bearer(...ATELIER_MONTORGUEIL);
    await placeOrder();
    const before = await placeOrder();
    const unlimited = Date.parse(before.order.estimatedCompletionDate);

    const set = await put(MONTORGUEIL_ID, { workingDays: [1, 2, 3, 4, 5], weeklyCapacity: 1, closures: [] }, own, (await read(MONTORGUEIL_ID, own)).json.version);
    expect(set.status).toBe(200);
    const queue = set.json.queueLength as number;
    expect(queue).toBeGreaterThanOrEqual(2);
    // One order a week over five days: each order ahead is five bench days, each at least a calendar day.
    expect(set.json.queueDelayDays).toBe(queue * 5);
    const after = await placeOrder();
    expect(Date.parse(after.order.estimatedCompletionDate) - unlimited).toBeGreaterThanOrEqual(queue * 5 * DAY - DAY);

    // Capacity 0 between choosing the option and booking: a clear refusal, nothing booked.
    let refused: { status: number; code: unknown } | null = null;
    await expect(
      placeOrder({
        beforeOrder: async () => {
          const zero = await put(MONTORGUEIL_ID, { workingDays: [1, 2, 3, 4, 5], weeklyCapacity: 0, closures: [] }, own, (await read(MONTORGUEIL_ID, own)).json.version);
          refused = { status: zero.status, code: null };
        },
      }),
    ).rejects.toThrow(/atelier_full/);
    expect(refused).toMatchObject({ status: 200 });
    expect((await read(MONTORGUEIL_ID, own)).json).toMatchObject({ queueLength: queue + 1, queueDelayDays: null });

    // Back to no limit for whatever runs next.
    expect((await put(MONTORGUEIL_ID, { workingDays: [1, 2, 3, 4, 5], weeklyCapacity: null, closures: [] }, own, (await read(MONTORGUEIL_ID, own)).json.version)).status).toBe(200);
  });
});
