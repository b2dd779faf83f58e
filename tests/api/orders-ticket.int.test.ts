import { beforeAll, describe, expect, it } from 'vitest';
import * as ticketRoute from '@/app/api/sip/admin/orders/[id]/ticket/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { bearer, CUSTOMER, readyCart } from '../helpers/booking';
import { call, BASE } from '../helpers/http';
import { readPdf } from '../helpers/pdf';
import { getOrder } from '../helpers/counter';
import { NextRequest } from 'next/server';

// The garment ticket and tags (issue 20, docs/counter.md#garment-ticket): a PDF whose text says
// the order number, with an A6 ticket and a tag per garment whose QR opens the staff order page.
let paris: Record<string, string>;
let order: { id: string; orderNumber: string };

beforeAll(async () => {
  paris = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
  const { id } = await readyCart({ headers: paris, customer: { ...CUSTOMER, givenName: 'Zoë', familyName: 'Łukasiewicz' } });
  const res = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId: id, source: 'store' }, headers: paris });
  if (res.status !== 201) throw new Error(res.text);
  order = { id: res.json.id, orderNumber: res.json.orderNumber };
}, 60_000);

async function ticket(id: string, headers: Record<string, string>, query = '') {
  const req = new NextRequest(new URL(`/api/sip/admin/orders/${id}/ticket${query}`, BASE), { headers });
  return ticketRoute.GET(req, { params: Promise.resolve({ id }) });
}

describe('GET /api/sip/admin/orders/{id}/ticket', () => {
  it('is a PDF with the order number, an A6 ticket and a QR tag per garment opening the staff order page', async () => {
    const res = await ticket(order.id, paris, '?lang=fr');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`ticket-${order.orderNumber}.pdf`);
    const pdf = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.subject).toBe(order.orderNumber);
    expect(pdf.pages).toHaveLength(2); // the ticket, one garment's tag
    expect(Math.round(pdf.pages[0]!.width / (72 / 25.4))).toBe(105); // A6
    expect(Math.round(pdf.pages[0]!.height / (72 / 25.4))).toBe(148);
    expect(pdf.text).toContain(order.orderNumber);
    expect(pdf.text).toContain('Prévue le : '); // in French, as asked (the no-break space reads back as a space)
    expect(pdf.text).toContain('Zoë Łukasiewicz'); // as written (docs/decisions.md#printed-scripts)
    expect(pdf.qrs.length).toBeGreaterThan(0);
    // The staff order page (ticket and tag), and the garment's future certificate (docs/certificates.md#page).
    const [item] = (await getOrder(order.id, paris)).json.items as { id: string }[];
    expect(new Set(pdf.qrs)).toEqual(new Set([expect.stringMatching(new RegExp(`/fr/admin/orders/${order.id}$`)), expect.stringMatching(new RegExp(`/fr/certificates/${item!.id}$`))]));
  });

  it('is for the order’s store and admins only', async () => {
    expect((await ticket(order.id, await bearer('staff.london@reprise.demo', 'demo-staff-london'))).status).toBe(404);
    expect((await ticket(order.id, {})).status).toBe(401);
    expect((await ticket(order.id, await bearer('admin@reprise.demo', 'demo-admin-reprise'))).status).toBe(200);
  });
});
