import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import * as loginRoute from '@/app/api/sip/auth/login/route';
import * as meRoute from '@/app/api/sip/auth/me/route';
import * as exportRoute from '@/app/api/sip/auth/me/export/route';
import * as addressesRoute from '@/app/api/sip/auth/me/addresses/route';
import * as erasuresRoute from '@/app/api/sip/admin/account-erasures/route';
import * as auditRoute from '@/app/api/sip/admin/audit-log/route';
import * as adminOrderRoute from '@/app/api/sip/admin/orders/[id]/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { getDb } from '@/db/client';
import { AccountExportSchema } from '@/lib/schemas/account';
import { accountMessages, ip, newCustomer, PASSWORD } from '../helpers/accounts';
import { bearer, CUSTOMER, readyCart } from '../helpers/booking';
import { call } from '../helpers/http';
import { editContact } from '../helpers/counter';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';
import { photo, tempUploadsFolder, upload } from '../api/photos-helpers';

await switchToOwnPostgresDatabase(); // it runs the outbox's dispatch (tests/helpers/own-database.ts)
const uploads = tempUploadsFolder();

const ADMIN = ['admin@reprise.demo', 'demo-admin-reprise'] as const;
const STAFF = ['staff.online@reprise.demo', 'demo-staff-online'] as const;
const rows = async (query: ReturnType<typeof sql>) => {
  const result = (await (await getDb()).execute(query)) as unknown as Record<string, unknown>[] | { rows: Record<string, unknown>[] };
  return Array.isArray(result) ? result : result.rows;
};

/** A customer with a saved address, an uploaded photo and one order placed with the account. */
async function customerWithHistory() {
  const customer = await newCustomer();
  const details = { ...CUSTOMER, email: customer.email, phone: `+336${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` };
  const saved = await call(addressesRoute.POST, '/api/sip/auth/me/addresses', { method: 'POST', body: { label: 'Home', givenName: 'Inès', familyName: 'Roy', phone: details.phone, address: details.address }, headers: customer.headers });
  expect(saved.status, saved.text).toBe(201);
  const photoRes = await upload([{ name: 'sleeve.jpg', type: 'image/jpeg', bytes: await photo(320, 240) }], {}, customer.headers);
  expect(photoRes.status, photoRes.text).toBe(201);
  const { id: cartId } = await readyCart({ headers: customer.headers, customer: details });
  const order = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId, paymentMethod: 'pay_on_collection', requestType: 'repair', language: 'fr', source: 'web' }, headers: customer.headers });
  expect(order.status, order.text).toBe(201);
  await accountMessages(customer.id); // the confirmation e-mail is rendered and kept
  return { ...customer, phone: details.phone, order: order.json as { id: string; orderNumber: string } };
}

beforeEach(async () => {
  await (await getDb()).execute(sql`delete from auth_throttles`);
});

describe('GET /api/sip/auth/me/export', () => {
  it('gives the account, its addresses, its orders with their history, the messages and photo links, as a file', async () => {
    const customer = await customerWithHistory();
    const res = await call(exportRoute.GET, '/api/sip/auth/me/export', { headers: customer.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="reprise-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = AccountExportSchema.parse(res.json);
    expect(data.account.email).toBe(customer.email);
    expect(data.addresses).toMatchObject([{ label: 'Home', isDefault: true }]);
    expect(data.orders.map((o) => o.orderNumber)).toEqual([customer.order.orderNumber]);
    expect(data.orders[0]!.histories.map((h) => h.status)).toEqual(['booked']);
    expect(data.messages.some((m) => m.orderId === customer.order.id && m.kind === 'confirmation')).toBe(true);
    expect(data.photos).toHaveLength(1);
    expect(data.photos[0]!.links[0]).toMatch(/^\/api\/sip\/photos\/[\w-]+\/(small|medium|large)$/);
    expect((await call(exportRoute.GET, '/api/sip/auth/me/export')).status).toBe(401);
  });
});

describe('erasure', () => {
  it('asks the password, ends every session, deletes the account, addresses and photos, and pseudonymizes the orders', async () => {
    const customer = await customerWithHistory();
    const before = await rows(sql`select total_minor, order_date, status from orders where id = ${customer.order.id}`);
    const key = String((await rows(sql`select key from photos where account_id = ${customer.id}`))[0]?.key);
    const filesOf = (photoKey: string) => readdirSync(uploads, { recursive: true }).map(String).filter((f) => f.includes(photoKey));
    expect(filesOf(key).length).toBeGreaterThan(0);
    // Staff corrected the phone after booking: the correction keeps the old one (docs/counter.md#contact-edits).
    const corrected = await editContact(customer.order.id, await bearer(...ADMIN), { phone: '+33799999999' });
    expect(corrected.status, corrected.text).toBe(200);
    // Staff listed it: the list keeps the item, with the person in it (docs/performance.md#list-documents).
    const listed = await call(ordersRoute.GET, `/api/sip/orders?q=${encodeURIComponent(customer.email)}`, { headers: await bearer(...ADMIN) });
    expect(listed.text).toContain('+33799999999');
    expect(await rows(sql`select 1 from order_list_documents where order_id = ${customer.order.id} and body like '%+33799999999%'`)).toHaveLength(1);
    const wrong = await call(meRoute.DELETE, '/api/sip/auth/me', { method: 'DELETE', body: { password: 'not the password' }, headers: customer.headers });
    expect(wrong.status).toBe(403);
    expect(wrong.json.code).toBe('wrong_password');
    const gone = await call(meRoute.DELETE, '/api/sip/auth/me', { method: 'DELETE', body: { password: PASSWORD }, headers: customer.headers });
    expect(gone.status, gone.text).toBe(204);

    expect((await call(meRoute.GET, '/api/sip/auth/me', { headers: customer.headers })).status).toBe(401);
    const relogin = await call(loginRoute.POST, '/api/sip/auth/login', { method: 'POST', body: { email: customer.email, password: PASSWORD }, headers: { 'x-forwarded-for': ip() } });
    expect(relogin.status).toBe(401);
    // Nothing in the database names the person any more (e-mail, phone, family name)…
    for (const needle of [customer.email, customer.phone, '+33799999999', 'Roy']) {
      const found = await rows(sql`select 1 from accounts a where a.email = ${needle}
        union all select 1 from customers c where c.email = ${needle} or c.phone = ${needle} or c.family_name = ${needle}
        union all select 1 from orders o where o.customer::text like ${'%' + needle + '%'} or o.customer_email = ${needle} or o.address::text like ${'%' + needle + '%'}
        union all select 1 from email_messages m where m.to_address = ${needle} or m.text like ${'%' + needle + '%'} or m.html like ${'%' + needle + '%'}
        union all select 1 from account_addresses s where s.phone = ${needle}
        union all select 1 from order_contact_changes x where x.changes::text like ${'%' + needle + '%'}
        union all select 1 from order_list_documents d where d.body like ${'%' + needle + '%'}`);
      expect(found, needle).toEqual([]);
    }
    // …while the order keeps its amounts, dates and services for the store's accounts.
    const after = await rows(sql`select total_minor, order_date, status, customer_email, customer->>'givenName' as given, address->>'country' as country,
      (select count(*)::int from order_items i where i.order_id = orders.id) as items from orders where id = ${customer.order.id}`);
    expect(after[0]).toMatchObject({ ...before[0], customer_email: expect.stringMatching(/^erased-[0-9a-f]{12}@erased\.invalid$/), given: expect.stringMatching(/^Erased [0-9a-f]{12}$/), country: 'FR', items: 1 });
    const admin = await bearer(...ADMIN);
    const seen = await call(adminOrderRoute.GET, `/api/sip/admin/orders/${customer.order.id}`, { params: { id: customer.order.id }, headers: admin });
    expect(seen.status).toBe(200);
    expect(JSON.stringify(seen.json)).not.toContain(customer.email);
    expect(await rows(sql`select 1 from photos where key = ${key}`)).toEqual([]);
    expect(filesOf(key)).toEqual([]);
    const audit = await rows(sql`select actor_account_id, actor_role, action, detail from audit_log where subject_account_id = ${customer.id}`);
    expect(audit).toEqual([{ actor_account_id: customer.id, actor_role: 'customer', action: 'account.erased', detail: expect.objectContaining({ orders: 1, photos: 1 }) }]);
  });

  it('lets an admin erase a customer on request, recorded in the audit log; not staff, not an unknown address', async () => {
    const customer = await customerWithHistory();
    const staff = await bearer(...STAFF);
    const admin = await bearer(...ADMIN);
    const body = { email: customer.email, reason: 'Letter of 2026-11-20, ticket GDPR-42' };
    expect((await call(erasuresRoute.POST, '/api/sip/admin/account-erasures', { method: 'POST', body, headers: staff })).status).toBe(403);
    expect((await call(erasuresRoute.POST, '/api/sip/admin/account-erasures', { method: 'POST', body: { ...body, email: 'nobody@example.com' }, headers: admin })).status).toBe(404);
    const done = await call(erasuresRoute.POST, '/api/sip/admin/account-erasures', { method: 'POST', body, headers: admin });
    expect(done.status, done.text).toBe(201);
    expect(done.json).toMatchObject({ accountId: customer.id, orders: 1, photos: 1 });
    expect((await call(meRoute.GET, '/api/sip/auth/me', { headers: customer.headers })).status).toBe(401);
    const log = await call(auditRoute.GET, '/api/sip/admin/audit-log', { headers: admin });
    const adminId = (await call(meRoute.GET, '/api/sip/auth/me', { headers: admin })).json.account.id;
    expect(log.json.find((e: { subjectAccountId: string }) => e.subjectAccountId === customer.id)).toMatchObject({
      actorAccountId: adminId, actorRole: 'admin', action: 'account.erased', detail: { reason: body.reason, orders: 1, photos: 1 },
    });
    expect((await call(auditRoute.GET, '/api/sip/admin/audit-log', { headers: staff })).status).toBe(404);
    expect(await rows(sql`select 1 from orders where customer_email = ${customer.email}`)).toEqual([]);
  });
});
