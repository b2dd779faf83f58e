import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as bulkRoute from '@/app/api/sip/admin/orders/bulk/route';
import * as transitionsRoute from '@/app/api/sip/orders/[id]/transitions/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { BulkOrdersResultSchema } from '@/lib/schemas/bulk';
import { bearer, readyCart } from '../helpers/booking';
import { queryRows } from '../helpers/db';
import { call } from '../helpers/http';
import { signUp } from '../helpers/accounts';

// Bulk actions of the staff table (issue 20, docs/counter.md#bulk-actions): 50 orders in mixed
// statuses, one request, each moved or refused with its reason, nothing half-done.
type Headers = Record<string, string>;
let paris: Headers;
let london: Headers;
let customer: Headers;
const ids: string[] = [];

const bulk = (body: unknown, headers: Headers) => call(bulkRoute.POST, '/api/sip/admin/orders/bulk', { method: 'POST', body, headers });
const transition = (id: string, to: string, headers: Headers) =>
  call(transitionsRoute.POST, `/api/sip/orders/${id}/transitions`, { method: 'POST', body: { to }, params: { id }, headers });

beforeAll(async () => {
  [paris, london] = [await bearer('staff.paris@reprise.demo', 'demo-staff-paris'), await bearer('staff.london@reprise.demo', 'demo-staff-london')];
  const signup = await signUp({ body: { email: `bulk-${crypto.randomUUID()}@example.com`, password: 'a fine long passphrase', givenName: 'Bulk', familyName: 'Test' } });
  customer = { authorization: `Bearer ${signup.json.session.token}` };
  for (let i = 0; i < 50; i++) {
    const { id } = await readyCart({ headers: customer });
    const res = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId: id }, headers: customer });
    if (res.status !== 201) throw new Error(res.text);
    ids.push(res.json.id);
  }
  // Mixed: 0–19 booked, 20–39 in transit, 40–49 received.
  for (const id of ids.slice(20)) expect((await transition(id, 'in_transit', paris)).status).toBe(200);
  for (const id of ids.slice(40)) expect((await transition(id, 'received', paris)).status).toBe(200);
}, 300_000);

const statuses = async () =>
  new Map((await queryRows<{ id: string; status: string }>(sql`select id, status from orders where id in ${ids}`)).map((r) => [r.id, r.status]));

describe('POST /api/sip/admin/orders/bulk', () => {
  it('moves the orders whose status allows it and refuses the others, each with its reason', async () => {
    const before = await statuses();
    const res = await bulk({ ids: [...ids, 'no-such-order'], action: 'transition', to: 'received', note: 'Colis du jour' }, { ...paris, 'accept-language': 'fr' });
    expect(res.status, res.text).toBe(200);
    const answer = BulkOrdersResultSchema.parse(res.json);
    expect(answer.results.map((r) => r.id)).toEqual([...ids, 'no-such-order']);
    expect(answer.done).toBe(20);
    expect(answer.refused).toBe(31);
    const after = await statuses();
    for (const [i, id] of ids.entries()) {
      const outcome = answer.results[i]!;
      if (before.get(id) === 'in_transit') {
        expect(outcome).toMatchObject({ ok: true, status: 'received' });
        expect(after.get(id)).toBe('received');
      } else {
        expect(outcome.ok).toBe(false);
        expect(outcome.problem).toMatchObject({ code: 'invalid_transition', status: 409, from: before.get(id), to: 'received' });
        expect(outcome.problem!.detail).toMatch(/\p{L}/u);
        // Named by its number, as people call it (issue #35.9).
        expect(outcome.orderNumber).toMatch(/^R-\d{4}-\d{6}$/);
        expect(after.get(id)).toBe(before.get(id)); // untouched
      }
    }
    expect(answer.results.at(-1)).toMatchObject({ ok: false, orderNumber: null, problem: { code: 'not_found', status: 404 } });
    // Each moved order's history says who moved it, with the note.
    const histories = await queryRows<{ n: number }>(sql`select count(*)::int as n from order_histories where order_id in ${ids} and status = 'received' and note = 'Colis du jour'`);
    expect(histories[0]!.n).toBe(20);
  });

  it('does not overwrite a colleague’s change made after the table was read', async () => {
    const [seen] = ids.slice(40); // received when the table was read
    expect((await transition(seen!, 'in_repair', paris)).status).toBe(200); // a colleague, meanwhile
    const res = await bulk({ ids: [seen], action: 'transition', to: 'in_repair' }, paris);
    expect(res.json.results[0]).toMatchObject({ ok: false, problem: { code: 'invalid_transition', from: 'in_repair' } });
    const rows = await queryRows<{ n: number }>(sql`select count(*)::int as n from order_histories where order_id = ${seen!} and status = 'in_repair'`);
    expect(rows[0]!.n).toBe(1);
  });

  it('archives and unarchives; another store’s staff reach none of them', async () => {
    const some = ids.slice(0, 3);
    const elsewhere = BulkOrdersResultSchema.parse((await bulk({ ids: some, action: 'archive' }, london)).json);
    expect(elsewhere.results.every((r) => !r.ok && r.problem?.code === 'not_found')).toBe(true);
    const archived = BulkOrdersResultSchema.parse((await bulk({ ids: some, action: 'archive' }, paris)).json);
    expect(archived.results.every((r) => r.ok && r.isArchived)).toBe(true);
    expect((await queryRows<{ n: number }>(sql`select count(*)::int as n from orders where id in ${some} and is_archived`))[0]!.n).toBe(3);
    await bulk({ ids: some, action: 'unarchive' }, paris);
    expect((await queryRows<{ n: number }>(sql`select count(*)::int as n from orders where id in ${some} and is_archived`))[0]!.n).toBe(0);
  });

  it('is for staff, and checks its body', async () => {
    expect((await bulk({ ids: ids.slice(0, 1), action: 'archive' }, customer)).status).toBe(403);
    expect((await bulk({ ids: ids.slice(0, 1), action: 'archive' }, {})).status).toBe(401);
    expect((await bulk({ ids: ids.slice(0, 1), action: 'transition' }, paris)).status).toBe(422);
    expect((await bulk({ ids: [], action: 'archive' }, paris)).status).toBe(422);
  });
});
