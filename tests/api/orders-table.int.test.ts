import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as adminOrdersRoute from '@/app/api/sip/admin/orders/route';
import * as exportRoute from '@/app/api/sip/orders/export/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { parseCsv } from '@/lib/admin/csv';
import { AdminOrderPageSchema } from '@/lib/schemas/admin';
import { bearer, CUSTOMER, readyCart } from '../helpers/booking';
import { queryRows } from '../helpers/db';
import { call } from '../helpers/http';
import { signUp } from '../helpers/accounts';

// The staff table (issue 20, docs/counter.md#staff-table): several statuses at once, the total,
// due dates with the overdue flag and filter, the sort by due date across pages.
type Headers = Record<string, string>;
const tag = `t${crypto.randomUUID().slice(0, 8)}`;
let paris: Headers;
const ids: string[] = [];
const DAY = 86_400_000;
// Due dates relative to now (days) and statuses of the five orders.
const PLAN: [number, string][] = [[-3, 'received'], [-1, 'completed'], [2, 'in_transit'], [-10, 'booked'], [5, 'received']];

beforeAll(async () => {
  paris = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
  const signup = await signUp({ body: { email: `${tag}@example.com`, password: 'a fine long passphrase', givenName: 'Table', familyName: tag } });
  const headers = { authorization: `Bearer ${signup.json.session.token}` };
  for (const [days, status] of PLAN) {
    const { id } = await readyCart({ headers, customer: { ...CUSTOMER, email: `${tag}@example.com`, familyName: tag } });
    const res = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId: id }, headers });
    ids.push(res.json.id);
    await queryRows(sql`update orders set status = ${status}, estimated_completion_date = ${new Date(Date.now() + days * DAY).toISOString()}::timestamptz where id = ${res.json.id}`);
  }
}, 120_000);

const table = async (query: string) => {
  const res = await call(adminOrdersRoute.GET, `/api/sip/admin/orders?q=${tag}&${query}`, { headers: paris });
  expect(res.status, res.text).toBe(200);
  return AdminOrderPageSchema.parse(res.json);
};

describe('the staff table', () => {
  it('filters by several statuses at once, comma-separated or repeated, and counts the matches', async () => {
    const all = await table('limit=2');
    expect(all.total).toBe(5);
    expect(all.orders).toHaveLength(2);
    for (const query of ['status=received,in_transit', 'status=received&status=in_transit']) {
      const page = await table(query);
      expect(page.orders.map((o) => o.id).sort()).toEqual([ids[0], ids[2], ids[4]].sort());
      expect(page.total).toBe(3);
    }
    expect((await call(adminOrdersRoute.GET, '/api/sip/admin/orders?status=received,nope', { headers: paris })).status).toBe(422);
  });

  it('gives each row its due date and overdue flag, and filters the overdue ones', async () => {
    const page = await table('limit=10');
    const byId = new Map(page.orders.map((o) => [o.id, o]));
    expect(PLAN.map((_, i) => byId.get(ids[i]!)!.isOverdue)).toEqual([true, false, false, true, false]);
    expect(Math.abs(Date.parse(byId.get(ids[3]!)!.dueDate) - (Date.now() - 10 * DAY))).toBeLessThan(60_000);
    const overdue = await table('overdue=true');
    expect(new Set(overdue.orders.map((o) => o.id))).toEqual(new Set([ids[0], ids[3]]));
    expect(overdue.total).toBe(2);
  });

  it('sorts by due date, soonest first, across pages both ways, and exports in that order', async () => {
    const expected = PLAN.map(([days], i) => [days, ids[i]!] as const).sort((a, b) => a[0] - b[0]).map(([, id]) => id);
    const first = await table('sort=due&limit=2');
    const second = await table(`sort=due&limit=2&cursor=${first.nextCursor}`);
    const third = await table(`sort=due&limit=2&cursor=${second.nextCursor}`);
    expect([...first.orders, ...second.orders, ...third.orders].map((o) => o.id)).toEqual(expected);
    expect(third.nextCursor).toBeNull();
    const back = await table(`sort=due&limit=2&cursor=${second.prevCursor}`);
    expect(back.orders.map((o) => o.id)).toEqual(expected.slice(0, 2));
    const csv = await call(exportRoute.GET, `/api/sip/orders/export?q=${tag}&sort=due`, { headers: paris });
    const [, ...rows] = parseCsv(csv.text);
    expect(rows.map((r) => r.at(-1))).toEqual(expected);
  });
});
