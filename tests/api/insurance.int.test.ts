// Declared value and insurance (docs/insurance.md): the customer declares the item's value with a
// postal or pick-up option; above the option's threshold insurance is required and priced by the rule;
// the premium is its own line in the basket, the commissions and the invoice; the parcel gets its id
// when the label is first generated, printed on it. Bad declarations are 422 and change nothing.
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import * as labelRoute from '@/app/api/sip/orders/[id]/label.pdf/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as chooseRoute from '@/app/api/sip/shopping-cart/[id]/logistic-option/route';
import * as cartRoute from '@/app/api/sip/shopping-cart/[id]/route';
import type { InvoiceView } from '@/lib/invoices/read';
import { BASE, call } from '../helpers/http';
import { bearer, readyCart } from '../helpers/booking';
import { getOrder } from '../helpers/counter';
import { completeOrder, getInvoices, STAFF_ONLINE } from '../helpers/invoices';
import { pdfPagesText } from '../helpers/pdf-text';

const choose = (id: string, body: Record<string, unknown>) => call(chooseRoute.POST, `/api/sip/shopping-cart/${id}/logistic-option`, { method: 'POST', body, params: { id }, headers: { 'accept-language': 'en' } });
const readCart = (id: string) => call(cartRoute.GET, `/api/sip/shopping-cart/${id}`, { params: { id } });

async function label(id: string) {
  const req = new NextRequest(new URL(`/api/sip/orders/${id}/label.pdf`, BASE));
  const res = await labelRoute.GET(req, { params: Promise.resolve({ id }) });
  return { status: res.status, text: (await pdfPagesText(new Uint8Array(await res.arrayBuffer())))[0]! };
}

describe('declared value and insurance', () => {
  it('€2,000 sent by post must be insured: €30.00 (1.5 %) in the cart, the order, the commissions, on the label and the invoice', async () => {
    const { id, cart, option } = await readyCart({ optionKind: 'postal_label', cartBody: { language: 'fr' }, choice: { estimatedItemPrice: 2000 } });
    expect(cart.insurance).toEqual({ status: 'insured', estimatedItemPrice: 2000, price: 30 });
    const cost = cart.pricing.basket.costToUser;
    expect(cost.insurance).toBe(30);
    // The premium adds to the total, and carries no VAT.
    const uninsured = (await choose(id, { logisticOption: option.id })).json;
    expect(uninsured.insurance).toEqual({ status: 'no_insurance', estimatedItemPrice: null, price: null });
    expect(cost.total - uninsured.pricing.basket.costToUser.total).toBeCloseTo(30, 2);
    expect(cost.vatAmount).toBe(uninsured.pricing.basket.costToUser.vatAmount);
    await choose(id, { logisticOption: option.id, estimatedItemPrice: 2000 });

    const placed = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId: id, paymentMethod: 'pay_on_collection' } });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json.insurance).toEqual({ status: 'insured', estimatedItemPrice: 2000, price: 30, parcelId: null });
    expect(placed.json.pricing.baskets[0].costToUser.insurance).toBe(30);
    expect(placed.json.pricing.comissions.insuranceFee).toBe(30);
    const orderId = placed.json.id as string;
    const staff = await bearer(...STAFF_ONLINE);
    const list = await call(ordersRoute.GET, '/api/sip/orders', { headers: staff });
    expect(list.json.find((o: { id: string }) => o.id === orderId).estimatedPrice.insuranceFee).toBe(30);

    // The label gives the parcel its id, once, and prints it with the insured value.
    const first = await label(orderId);
    expect(first.status).toBe(200);
    const parcelId = (await getOrder(orderId, staff)).json.insurance.parcelId as string;
    expect(parcelId).toMatch(/^P-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(first.text).toContain(`Colis ${parcelId}`);
    expect(first.text).toContain('valeur déclarée 2 000,00');
    expect((await label(orderId)).text).toContain(`Colis ${parcelId}`);
    expect((await getOrder(orderId, staff)).json.insurance.parcelId).toBe(parcelId);

    // The invoice: the premium on a line of its own, exempt from VAT.
    await completeOrder(orderId, staff);
    const [invoice] = (await getInvoices(orderId, staff)).json as InvoiceView[];
    const line = invoice!.document.lines.find((l) => l.kind === 'insurance');
    expect(line).toMatchObject({ amountMinor: 3000, vatRateBp: 0 });
    expect(invoice!.document.totals.totalMinor).toBe(Math.round(placed.json.pricing.baskets[0].costToUser.total * 100));
  });

  it('at or below the threshold insurance is the customer’s choice; above it, it cannot be declined', async () => {
    const { id, cart, option } = await readyCart({ optionKind: 'postal_label', choice: { estimatedItemPrice: 300 } });
    expect(cart.insurance).toEqual({ status: 'no_insurance', estimatedItemPrice: 300, price: null });
    expect(cart.pricing.basket.costToUser.insurance).toBe(0);
    expect((await choose(id, { logisticOption: option.id, estimatedItemPrice: 300, insurance: true })).json.insurance).toEqual({ status: 'insured', estimatedItemPrice: 300, price: 4.5 });
    // €8,000 is insured up to the carrier's €5,000 cover.
    expect((await choose(id, { logisticOption: option.id, estimatedItemPrice: 8000 })).json.insurance).toEqual({ status: 'insured', estimatedItemPrice: 8000, price: 75 });
    const declined = await choose(id, { logisticOption: option.id, estimatedItemPrice: 600, insurance: false });
    expect(declined.status).toBe(422);
    expect(declined.json.errors).toEqual([{ path: 'insurance', message: 'Above €500.00, insurance is required for this option.' }]);
    expect((await readCart(id)).json.insurance.estimatedItemPrice).toBe(8000);
  });

  it('a negative, absurd or sub-cent value, or one declared for an in-store option, is 422 and changes nothing', async () => {
    const { id, option } = await readyCart({ optionKind: 'postal_label', choice: { estimatedItemPrice: 700 } });
    for (const estimatedItemPrice of [-1, 100_000.01, 1e12, 12.345, 'lots']) {
      const res = await choose(id, { logisticOption: option.id, estimatedItemPrice });
      expect(res.status, String(estimatedItemPrice)).toBe(422);
      expect(res.json.errors[0].path).toBe('estimatedItemPrice');
    }
    expect((await choose(id, { logisticOption: option.id, insurance: true })).status).toBe(422);
    expect((await readCart(id)).json.insurance).toEqual({ status: 'insured', estimatedItemPrice: 700, price: 10.5 });

    const staff = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
    const counter = await readyCart({ optionKind: 'store_drop_off', headers: staff });
    const res = await call(chooseRoute.POST, `/api/sip/shopping-cart/${counter.id}/logistic-option`, { method: 'POST', body: { logisticOption: counter.option.id, estimatedItemPrice: 900 }, params: { id: counter.id }, headers: { ...staff, 'accept-language': 'en' } });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual([{ path: 'estimatedItemPrice', message: 'A value can only be declared for a postal or home pick-up option.' }]);
  });
});
