import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as chooseRoute from '@/app/api/sip/shopping-cart/[id]/logistic-option/route';
import * as optionsRoute from '@/app/api/sip/shopping-cart/[id]/logistic-options/route';
import { queryRows } from '../helpers/db';
import { readyCart } from '../helpers/booking';
import { call } from '../helpers/http';

// Real Postgres only: PGlite runs one query at a time and would hide the race.
const PARALLEL = 20;

describe('pick-up slot capacity under concurrency (Postgres)', () => {
  it(`${PARALLEL} simultaneous bookings of a slot's last place: exactly one wins, ${PARALLEL - 1}× 409 slot_full`, async () => {
    const first = await readyCart();
    const options = await call(optionsRoute.GET, '/x', { params: { id: first.id } });
    const pickup = options.json.logisticOptions.find((o: { kind: string }) => o.kind === 'home_pickup');
    const { start, end } = pickup.slots[7];
    const choose = (id: string) => call(chooseRoute.POST, '/x', { method: 'POST', body: { logisticOption: pickup.id, slot: { start, end } }, params: { id } });
    // Two of the three places taken first.
    for (let i = 0; i < 2; i++) expect((await choose((await readyCart()).id)).status).toBe(200);
    const carts = await Promise.all(Array.from({ length: PARALLEL }, () => readyCart()));
    const answers = await Promise.all(carts.map((c) => choose(c.id)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(PARALLEL - 1);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.json.code).toBe('slot_full');
    const held = await queryRows<{ n: number }>(sql`select count(*)::int as n from pickup_slot_bookings where logistic_option_id = ${pickup.id} and slot_start = ${start}`);
    expect(held[0]!.n).toBe(3);
  });
});
