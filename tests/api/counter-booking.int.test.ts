import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as exportRoute from '@/app/api/sip/orders/export/route';
import * as ticketRoute from '@/app/api/sip/admin/orders/[id]/ticket/route';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { pdfText } from '../helpers/pdf-text';
import { AdminOrderDetailSchema } from '@/lib/schemas/admin';
import { OrderSchema } from '@/lib/schemas/orders';
import { NextRequest } from 'next/server';
import { bearer, CUSTOMER, PARIS_ADDRESS, WARRANTY } from '../helpers/booking';
import { addGarment, choose, getAdminOrder, getOrder, inStoreOrder, NO_ADDRESS_CUSTOMER, newCart, options, placeOrder, setCustomer } from '../helpers/counter';
import { queryRows } from '../helpers/db';
import { BASE, call } from '../helpers/http';
import { completeOrder, getPdf } from '../helpers/invoices';
import { readPdf } from '../helpers/pdf';

// The counter's bookings (issue 20 point 5, docs/counter.md#counter-booking): no address for an
// in-store drop-off and collection, a warranty's reason and reference.
let paris: Record<string, string>;
beforeAll(async () => {
  paris = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
}, 60_000);

const pathsOf = (json: { errors?: { path: string }[] }) => (json.errors ?? []).map((e) => e.path);

async function ticketPdf(id: string, headers: Record<string, string>) {
  const req = new NextRequest(new URL(`/api/sip/admin/orders/${id}/ticket?lang=en`, BASE), { headers });
  const res = await ticketRoute.GET(req, { params: Promise.resolve({ id }) });
  return { status: res.status, pdf: await readPdf(new Uint8Array(await res.arrayBuffer())) };
}

describe('no address for an in-store drop-off with in-store collection (docs/counter.md#no-address)', () => {
  it('customer first: only the in-store round trip is offered; a postal option is refused 422 naming address', async () => {
    const id = await newCart(paris);
    await addGarment(id, paris);
    const set = await setCustomer(id, paris, NO_ADDRESS_CUSTOMER);
    expect(set.status, set.text).toBe(200);
    expect(set.json.address).toBeNull();
    const offered = await options(id, paris);
    expect(offered.map((o) => o.kind)).toEqual(['store_drop_off']);
    const postal = (await getCatalogue()).logisticOptions.find((o) => o.kind === 'postal_label' && o.countries.includes('FR'))!;
    const refused = await choose(id, paris, postal.id);
    expect(refused.status).toBe(422);
    expect(pathsOf(refused.json)).toEqual(['address']);
    expect(refused.json.errors[0].message).toMatch(/postal address/);
    expect((await choose(id, paris, offered[0]!.id)).status).toBe(200);
  });

  it('logistics first: a customer without address is refused 422 naming address while a postal option is chosen', async () => {
    const id = await newCart(paris);
    await addGarment(id, paris);
    expect((await setCustomer(id, paris, CUSTOMER)).status).toBe(200);
    const postal = (await options(id, paris)).find((o) => o.kind === 'postal_label')!;
    expect((await choose(id, paris, postal.id)).status).toBe(200);
    const refused = await setCustomer(id, paris, NO_ADDRESS_CUSTOMER);
    expect(refused.status).toBe(422);
    expect(pathsOf(refused.json)).toEqual(['address']);
    // The in-store round trip chosen instead: the address may go.
    const dropOff = (await options(id, paris)).find((o) => o.kind === 'store_drop_off')!;
    expect((await choose(id, paris, dropOff.id)).status).toBe(200);
    expect((await setCustomer(id, paris, NO_ADDRESS_CUSTOMER)).status).toBe(200);
  });

  it('placing the order is the last line of defence: a postal option slipped into an address-less cart is refused', async () => {
    const id = await newCart(paris);
    await addGarment(id, paris);
    await setCustomer(id, paris, NO_ADDRESS_CUSTOMER);
    const postal = (await getCatalogue()).logisticOptions.find((o) => o.kind === 'postal_label' && o.countries.includes('FR'))!;
    await queryRows(sql`update carts set logistic_option_id = ${postal.id} where id = ${id}`);
    const refused = await placeOrder(paris, { cartId: id, source: 'store' });
    expect(refused.status).toBe(422);
    expect(pathsOf(refused.json)).toEqual(['address']);
  });

  it('a web customer still gives an address for a postal option', async () => {
    const id = await newCart({}, { zipCode: '75011', country: 'FR' });
    await addGarment(id, {});
    expect((await setCustomer(id, {}, NO_ADDRESS_CUSTOMER)).status).toBe(200);
    // The online store has no counter: nothing it offers goes without an address.
    expect(await options(id, {})).toEqual([]);
    expect((await setCustomer(id, {}, { ...NO_ADDRESS_CUSTOMER, address: PARIS_ADDRESS })).status).toBe(200);
    expect((await options(id, {})).length).toBeGreaterThan(0);
  });

  it('two garments, no address: the order, the staff and customer views, the ticket and the invoice all do without one', async () => {
    const placed = await inStoreOrder(paris, { garments: 2 });
    const order = OrderSchema.parse(placed.json);
    expect(order.address).toBeNull();
    expect(order.attributes.receivingEntity.shippingAddress).toBeNull();
    expect(order.items).toHaveLength(2);
    expect(order.logisticOption.kind).toBe('store_drop_off');
    expect(order.store.country).toBe('FR');
    // The customer's own view (a guest order: whoever holds its id) and the staff detail.
    expect((await getOrder(order.id, {})).json.address).toBeNull();
    expect(AdminOrderDetailSchema.parse((await getAdminOrder(order.id, paris)).json).order.address).toBeNull();
    const ticket = await ticketPdf(order.id, paris);
    expect(ticket.status).toBe(200);
    expect(ticket.pdf.text).toContain(order.orderNumber);
    expect(ticket.pdf.pages).toHaveLength(3); // the ticket, a tag per garment
    await completeOrder(order.id, paris);
    const invoice = await getPdf(order.id, paris);
    expect(invoice.status).toBe(200);
    const text = (await pdfText(invoice.bytes)).join('\n');
    expect(text).toContain('Inès Comptoir');
    expect(text).toContain(order.orderNumber);
  }, 60_000);
});

describe('warranty reason and reference (docs/counter.md#warranty)', () => {
  const warrantyCart = async () => {
    const id = await newCart(paris, { bookingType: 'warranty' });
    await addGarment(id, paris);
    await setCustomer(id, paris, CUSTOMER);
    await choose(id, paris, (await options(id, paris)).find((o) => o.kind === 'store_drop_off')!.id);
    return id;
  };

  it('is required on a warranty booking, `other` needs its details, and a paid booking takes none', async () => {
    const id = await warrantyCart();
    const missing = await placeOrder(paris, { cartId: id, source: 'store' });
    expect(missing.status).toBe(422);
    expect(pathsOf(missing.json)).toEqual(['warranty']);
    const noReference = await placeOrder(paris, { cartId: id, source: 'store', warranty: { reason: 'manufacturing_defect', reference: ' ' } });
    expect(noReference.status).toBe(422);
    expect(pathsOf(noReference.json)).toEqual(['warranty.reference']);
    const otherBare = await placeOrder(paris, { cartId: id, source: 'store', warranty: { reason: 'other', reference: 'T-1' } });
    expect(pathsOf(otherBare.json)).toEqual(['warranty.details']);
    const paidId = await newCart(paris);
    await addGarment(paidId, paris);
    await setCustomer(paidId, paris, CUSTOMER);
    await choose(paidId, paris, (await options(paidId, paris))[0]!.id);
    const onPaid = await placeOrder(paris, { cartId: paidId, source: 'store', warranty: WARRANTY });
    expect(onPaid.status).toBe(422);
    expect(pathsOf(onPaid.json)).toEqual(['warranty']);
  });

  it('is stored on the order and shown in the order, the staff detail, the ticket and the CSV export', async () => {
    const id = await warrantyCart();
    const placed = await placeOrder(paris, { cartId: id, source: 'store', warranty: { ...WARRANTY, reference: `  T-${id.slice(0, 6)} ` } });
    expect(placed.status, placed.text).toBe(201);
    const reference = `T-${id.slice(0, 6)}`;
    const expected = { reason: 'manufacturing_defect', details: WARRANTY.details, reference };
    expect(OrderSchema.parse(placed.json).warranty).toEqual(expected);
    expect(AdminOrderDetailSchema.parse((await getAdminOrder(placed.json.id, paris)).json).order.warranty).toEqual(expected);
    const ticket = await ticketPdf(placed.json.id, paris);
    expect(ticket.pdf.text.replace(/\s+/g, ' ')).toContain(`Under warranty: Manufacturing defect (${WARRANTY.details}), ref. ${reference}`);
    const csv = await call(exportRoute.GET, `/api/sip/orders/export?q=${placed.json.orderNumber}&lang=en`, { headers: paris });
    const [header, row] = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header).toContain('Warranty reason,Warranty reference');
    expect(row).toContain(`Manufacturing defect: ${WARRANTY.details},${reference}`);
  });
});
