import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../helpers/db';
import { itemFor, readyCart } from '../helpers/booking';
import { call } from '../helpers/http';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as cartRoute from '@/app/api/sip/shopping-cart/[id]/route';
import * as itemsRoute from '@/app/api/sip/shopping-cart/[id]/items/route';

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

  it('an edit racing the order is never lost: the order holds every item the cart answered 200 for', async () => {
    const { body } = await itemFor('mtg-coat-zip-large');
    const outcomes = { editFirst: 0, orderFirst: 0 };
    for (let round = 0; round < 30; round++) {
      const { id } = await readyCart();
      const [placed, edit] = await Promise.all([order(id), call(itemsRoute.POST, `/api/sip/shopping-cart/${id}/items`, { method: 'POST', body, params: { id } })]);
      // Either the edit came first (the order, priced afresh, has both items; a stale price check
      // would have said price_changed, but this body sends none) or the order did (the edit gets 409).
      expect(placed.status, placed.text).toBe(201);
      expect([200, 409]).toContain(edit.status);
      expect(placed.json.items).toHaveLength(edit.status === 200 ? 2 : 1);
      outcomes[edit.status === 200 ? 'editFirst' : 'orderFirst']++;
    }
    expect(outcomes.editFirst + outcomes.orderFirst).toBe(30);
  });

  it('the last use of a discount code goes to one order; the others are refused and write nothing', async () => {
    const code = `LAST${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
    await queryRows(sql`insert into discount_codes (id, code, type, percentage, max_uses) values (${code}, ${code}, 'percentage', 10, 1)`);
    const carts = await Promise.all(Array.from({ length: 8 }, () => readyCart()));
    for (const { id } of carts) {
      const coded = await call(cartRoute.PATCH, `/api/sip/shopping-cart/${id}`, { method: 'PATCH', body: { discountCode: code }, params: { id } });
      expect(coded.status, coded.text).toBe(200);
    }
    const answers = await Promise.all(carts.map(({ id }) => order(id)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(422);
      expect(refused.json.errors[0].path).toBe('discountCode');
    }
    const [use] = await queryRows<{ used: number; orders: number; open: number }>(sql`select
      (select used_count from discount_codes where code = ${code}) as used,
      (select count(*)::int from orders where discount_code = ${code}) as orders,
      (select count(*)::int from carts where discount_code = ${code} and status = 'open') as open`);
    expect(use).toEqual({ used: 1, orders: 1, open: 7 });
  });
});
