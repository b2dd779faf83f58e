import { beforeAll, describe, expect, it } from 'vitest';
import * as adminOrdersRoute from '@/app/api/sip/admin/orders/route';
import { AdminOrderDetailSchema } from '@/lib/schemas/admin';
import { OrderSchema } from '@/lib/schemas/orders';
import { bearer, CUSTOMER, readyCart } from '../helpers/booking';
import { editContact, getAdminOrder, getOrder, inStoreOrder, placeOrder } from '../helpers/counter';
import { call } from '../helpers/http';
import { transition } from '../helpers/order-life';

// Staff correct the customer's contact details after booking (docs/counter.md#contact-edits):
// the cart customer's schema, If-Match like every change, and a history of who changed what.
let paris: Record<string, string>;
let parisId: string;
beforeAll(async () => {
  paris = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
  parisId = (await getAdminOrder((await inStoreOrder(paris)).json.id, paris)).json.order.staff;
}, 60_000);

describe('PATCH /api/sip/orders/{id}/customer', () => {
  it('changes the phone with the current version: new version, the customer sees it, the staff history says who, when, old → new', async () => {
    const placed = (await inStoreOrder(paris)).json;
    const before = OrderSchema.parse(placed);
    const res = await editContact(before.id, paris, { phone: '+33 7 00 11 22 33' }, `"${before.version}"`);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('etag')).toBe(`"${before.version + 1}"`);
    expect(res.json).toMatchObject({ version: before.version + 1, customer: { phone: '+33700112233', email: before.customer.email } });
    // The customer's own view (the guest order's id) shows the new phone.
    expect((await getOrder(before.id, {})).json.customer.phone).toBe('+33700112233');
    const detail = AdminOrderDetailSchema.parse((await getAdminOrder(before.id, paris)).json);
    expect(detail.contactChanges).toHaveLength(1);
    expect(detail.contactChanges[0]).toMatchObject({ by: parisId, role: 'staff', changes: [{ field: 'phone', from: before.customer.phone, to: '+33700112233' }] });
    expect(Date.now() - Date.parse(detail.contactChanges[0]!.date)).toBeLessThan(60_000);
    expect(detail.people[parisId]?.email).toBe('staff.paris@reprise.demo');
    // Never in the customer's answer: a wrong e-mail's holder must not read the right one.
    expect(JSON.stringify((await getOrder(before.id, {})).json)).not.toContain(before.customer.phone);
  });

  it('renames: the search finds the new name at once; unchanged fields are no change', async () => {
    const before = OrderSchema.parse((await inStoreOrder(paris)).json);
    const res = await editContact(before.id, paris, { givenName: before.customer.givenName, familyName: 'Lefèvre-Duplantier', email: 'Corrige@Example.com' });
    expect(res.status, res.text).toBe(200);
    expect(res.json.customer).toMatchObject({ familyName: 'Lefèvre-Duplantier', email: 'corrige@example.com', name: `${before.customer.givenName} Lefèvre-Duplantier` });
    const detail = AdminOrderDetailSchema.parse((await getAdminOrder(before.id, paris)).json);
    expect(detail.contactChanges[0]!.changes.map((c) => c.field)).toEqual(['familyName', 'email']);
    const found = await call(adminOrdersRoute.GET, '/api/sip/admin/orders?q=lefevre-duplantier', { headers: paris });
    expect(found.json.orders.map((o: { id: string }) => o.id)).toContain(before.id);
    // The same details again: nothing written, the version stays.
    const again = await editContact(before.id, paris, { familyName: 'Lefèvre-Duplantier' });
    expect(again.json.version).toBe(res.json.version);
    expect(AdminOrderDetailSchema.parse((await getAdminOrder(before.id, paris)).json).contactChanges).toHaveLength(1);
  });

  it('corrects the address of an order that has one; refuses one on an order booked without', async () => {
    const { id } = await readyCart({ headers: paris });
    const withAddress = OrderSchema.parse((await placeOrder(paris, { cartId: id, source: 'store' })).json);
    const moved = { ...CUSTOMER.address, address: '3 rue de Turenne', zipCode: '75004' };
    const res = await editContact(withAddress.id, paris, { address: moved });
    expect(res.status, res.text).toBe(200);
    expect(res.json.address).toMatchObject({ address: '3 rue de Turenne', zipCode: '75004' });
    const change = AdminOrderDetailSchema.parse((await getAdminOrder(withAddress.id, paris)).json).contactChanges[0]!.changes[0]!;
    expect(change).toMatchObject({ field: 'address', from: { address: CUSTOMER.address.address }, to: { address: '3 rue de Turenne' } });
    const none = (await inStoreOrder(paris)).json;
    const refused = await editContact(none.id, paris, { address: moved });
    expect(refused.status).toBe(422);
    expect(refused.json.errors.map((e: { path: string }) => e.path)).toEqual(['address']);
  });

  it('validates with the cart customer’s schema', async () => {
    const { id } = (await inStoreOrder(paris)).json;
    for (const body of [{ phone: '0612' }, { email: 'not-an-email' }, { givenName: '' }, {}, { address: { city: 'Paris' } }]) {
      const res = await editContact(id, paris, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
  });

  it('a stale If-Match is 412 with the order as it is now; nothing written', async () => {
    const before = OrderSchema.parse((await inStoreOrder(paris)).json);
    expect((await transition(before.id, 'in_transit', paris)).status).toBe(200);
    const stale = await editContact(before.id, paris, { phone: '+33700000001' }, `"${before.version}"`);
    expect(stale.status).toBe(412);
    expect(stale.json).toMatchObject({ code: 'stale_order', currentVersion: before.version + 1, order: { status: 'in_transit', customer: { phone: before.customer.phone } } });
    expect(AdminOrderDetailSchema.parse((await getAdminOrder(before.id, paris)).json).contactChanges).toEqual([]);
  });

  it('is for staff of the order’s store and admins', async () => {
    const { id } = (await inStoreOrder(paris)).json;
    expect((await editContact(id, await bearer('staff.london@reprise.demo', 'demo-staff-london'), { phone: '+33700000002' })).status).toBe(404);
    expect((await editContact(id, {}, { phone: '+33700000002' })).status).toBe(401);
    expect((await editContact(id, await bearer('camille@reprise.demo', 'demo-customer-camille'), { phone: '+33700000002' })).status).toBe(403);
    const admin = await editContact(id, await bearer('admin@reprise.demo', 'demo-admin-reprise'), { phone: '+33700000002' });
    expect(admin.status).toBe(200);
    expect(AdminOrderDetailSchema.parse((await getAdminOrder(id, paris)).json).contactChanges[0]!.role).toBe('admin');
  });
});
