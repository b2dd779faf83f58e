import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as bulkRoute from '@/app/api/sip/admin/orders/bulk/route';
import * as transitionsRoute from '@/app/api/sip/orders/[id]/transitions/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { bearer, readyCart } from '../helpers/booking';
import { queryRows } from '../helpers/db';
import { call } from '../helpers/http';

// A bulk step racing a colleague's single change on one of its orders (docs/counter.md#bulk-actions):
// whichever takes the order's row lock first wins, the other is refused — never both applied,
// never one silently overwriting the other.
type Headers = Record<string, string>;
let paris: Headers;

async function bookedOrders(n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { id } = await readyCart({ headers: paris, cartBody: { bookingType: 'paid' } });
    const res = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId: id, source: 'store' }, headers: paris });
    if (res.status !== 201) throw new Error(res.text);
    ids.push(res.json.id);
  }
  return ids;
}

beforeAll(async () => {
  paris = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
}, 60_000);

describe('bulk against a concurrent single change (Postgres)', () => {
  it('one of the two wins on the contested order; the other is refused', async () => {
    for (let round = 0; round < 4; round++) {
      const ids = await bookedOrders(8);
      const contested = ids[round + 2]!;
      const [bulk, single] = await Promise.all([
        call(bulkRoute.POST, '/api/sip/admin/orders/bulk', { method: 'POST', body: { ids, action: 'transition', to: 'in_transit' }, headers: paris }),
        call(transitionsRoute.POST, `/api/sip/orders/${contested}/transitions`, { method: 'POST', body: { to: 'cancelled', note: 'client au comptoir' }, params: { id: contested }, headers: paris }),
      ]);
      expect(bulk.status, bulk.text).toBe(200);
      const outcome = bulk.json.results.find((r: { id: string }) => r.id === contested);
      const [row] = await queryRows<{ status: string }>(sql`select status from orders where id = ${contested}`);
      const steps = await queryRows<{ status: string }>(sql`select status from order_histories where order_id = ${contested} and status <> 'booked'`);
      if (single.status === 200) {
        expect(outcome).toMatchObject({ ok: false, problem: { code: 'invalid_transition', from: 'cancelled' } });
        expect(row!.status).toBe('cancelled');
        expect(steps.map((s) => s.status)).toEqual(['cancelled']);
      } else {
        expect(single.status).toBe(409);
        expect(outcome).toMatchObject({ ok: true, status: 'in_transit' });
        expect(row!.status).toBe('in_transit');
        expect(steps.map((s) => s.status)).toEqual(['in_transit']);
      }
      expect(bulk.json.done).toBe(single.status === 200 ? 7 : 8);
    }
  });
});
