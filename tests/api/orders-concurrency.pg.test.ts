import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../helpers/db';
import { readyCart } from '../helpers/booking';
import { call } from '../helpers/http';
import * as ordersRoute from '@/app/api/sip/orders/route';

// Real Postgres only: PGlite runs one query at a time and would hide every race.
const ROUNDS = 50;
const PARALLEL = 20;

const order = (cartId: string, headers: Record<string, string> = {}) =>
  call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId }, headers });

describe('one cart, one order, under concurrency (Postgres)', () => {
  it(`${PARALLEL} simultaneous creations per cart → 1 order and ${PARALLEL - 1}× 409, over ${ROUNDS} carts`, async () => {
    const tally = { created: 0, conflict: 0, other: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const { id } = await readyCart();
      const answers = await Promise.all(Array.from({ length: PARALLEL }, () => order(id)));
      const created = answers.filter((a) => a.status === 201);
      const conflicts = answers.filter((a) => a.status === 409);
      tally.created += created.length;
      tally.conflict += conflicts.length;
      tally.other += answers.length - created.length - conflicts.length;
      expect(created, `round ${round}`).toHaveLength(1);
      for (const c of conflicts) expect(c.json).toMatchObject({ code: 'cart_already_ordered', orderId: created[0]!.json.id });
    }
    expect(tally).toEqual({ created: ROUNDS, conflict: ROUNDS * (PARALLEL - 1), other: 0 });
    const duplicates = await queryRows(sql`select cart_id from orders group by cart_id having count(*) > 1`);
    expect(duplicates).toEqual([]);
  });

  it('the same Idempotency-Key in flight: one order; the others wait their turn (409 request_in_progress) or get the replay', async () => {
    for (let round = 0; round < 10; round++) {
      const { id } = await readyCart();
      const key = { 'idempotency-key': `k-${crypto.randomUUID()}` };
      const answers = await Promise.all(Array.from({ length: PARALLEL }, () => order(id, key)));
      const statuses = answers.map((a) => a.status);
      expect(statuses.every((s) => s === 201 || s === 409), statuses.join(',')).toBe(true);
      for (const a of answers.filter((x) => x.status === 409)) expect(a.json.code).toBe('request_in_progress');
      const ids = new Set(answers.filter((a) => a.status === 201).map((a) => a.json.id));
      expect(ids.size).toBe(1);
      const rows = await queryRows<{ n: number }>(sql`select count(*)::int as n from orders where cart_id = ${id}`);
      expect(rows[0]!.n).toBe(1);
    }
  });
});
