import { describe, expect, it } from 'vitest';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { NextRequest } from 'next/server';
import * as labelRoute from '@/app/api/sip/orders/[id]/label.pdf/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { PAGE } from '@/lib/documents/pdf-layout';
import { BASE, call } from '../helpers/http';
import { bearer, CUSTOMER, readyCart } from '../helpers/booking';
import { pdfPagesText } from '../helpers/pdf-text';

const LONDON = { ...CUSTOMER, givenName: 'Amelia', familyName: 'Hart', phone: '+447911123456', address: { address: '3 Neal Street', secondAddress: '', city: 'London', state: '', zipCode: 'WC2H 9PU', country: 'GB', deliveryNotes: '' } };
const NEW_YORK = { ...CUSTOMER, givenName: 'Maya', familyName: 'Cohen', phone: '+12125550199', address: { address: '55 Grand Street', secondAddress: 'Apt 3', city: 'New York', state: 'NY', zipCode: '10013', country: 'US', deliveryNotes: '' } };

async function placeOrder(options: Parameters<typeof readyCart>[0], headers: Record<string, string> = {}) {
  const { id } = await readyCart({ ...options, headers });
  const res = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId: id, paymentMethod: 'pay_on_collection' }, headers });
  if (res.status !== 201) throw new Error(res.text);
  return res.json as { id: string; orderNumber: string };
}

async function label(id: string, query = '', headers: Record<string, string> = {}) {
  const req = new NextRequest(new URL(`/api/sip/orders/${id}/label.pdf${query}`, BASE), { headers });
  const res = await labelRoute.GET(req, { params: Promise.resolve({ id }) });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('GET /api/sip/orders/{id}/label.pdf', () => {
  it.each([
    ['Colissimo (fr)', { optionKind: 'postal_label', cartBody: { language: 'fr' } }, ['Atelier Montorgueil', '12 rue Montorgueil', '75002 Paris', 'FRANCE', 'EXPÉDITEUR', 'Léa Martin', '75011 Paris', 'Colissimo', 'pas un affranchissement', 'Colissimo (affranchissement et suivi)']],
    ['Royal Mail (en)', { optionKind: 'postal_label', identifier: 'mmr-coat-zip-large', customer: LONDON, cartBody: { currency: 'GBP', language: 'en', zipCode: 'WC2H 9PU', country: 'GB' } }, ['The Marylebone Mending Room', '41 Marylebone High Street', 'London', 'W1U 5HE', 'UNITED KINGDOM', 'FROM', 'Amelia Hart', 'This is not postage', 'add the Royal Mail shipping label']],
    ['UPS (en, US)', { optionKind: 'postal_label', identifier: 'bss-t-shirt-repair-hole', customer: NEW_YORK, cartBody: { currency: 'USD', language: 'en', zipCode: '10013', country: 'US' } }, ['Bowery Stitch & Sole', '219 Bowery', 'New York, NY 10002', 'UNITED STATES', 'New York, NY 10013', 'UPS']],
  ])('a postal order’s label — %s — names the order, the atelier’s address and the sender', async (_name, options, expected) => {
    const order = await placeOrder(options);
    const { res, bytes } = await label(order.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const [text] = await pdfPagesText(bytes);
    expect(text).toContain(order.orderNumber);
    for (const line of expected) expect(text).toContain(line);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize().width).toBeCloseTo(PAGE.a6[0], 1);
    // The Code 128 barcode and the QR code are images on the page.
    expect(doc.getPage(0).node.Resources()!.lookup(PDFName.of('XObject'), PDFDict).keys()).toHaveLength(2);
  });

  it('prints on A4 with the label in a quarter, on request', async () => {
    const order = await placeOrder({ optionKind: 'postal_label', cartBody: { language: 'fr' } });
    const { res, bytes } = await label(order.id, '?format=a4');
    expect(res.status).toBe(200);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPage(0).getSize()).toMatchObject({ width: expect.closeTo(PAGE.a4[0], 1), height: expect.closeTo(PAGE.a4[1], 1) });
    expect((await pdfPagesText(bytes))[0]).toContain('Découpez');
  });

  it('is 404 no_label for an option without one, 404 for a foreign order and for an unknown one', async () => {
    const dropOff = await placeOrder({ optionKind: 'store_drop_off', cartBody: { storeId: undefined, source: 'store' } }, await bearer('staff.paris@reprise.demo', 'demo-staff-paris'));
    const none = await label(dropOff.id, '', await bearer('staff.paris@reprise.demo', 'demo-staff-paris'));
    expect(none.res.status).toBe(404);
    expect(JSON.parse(new TextDecoder().decode(none.bytes)).code).toBe('no_label');
    const postal = await placeOrder({ optionKind: 'postal_label' });
    const foreign = await label(postal.id, '', await bearer('staff.london@reprise.demo', 'demo-staff-london'));
    expect(foreign.res.status).toBe(404);
    expect(JSON.parse(new TextDecoder().decode(foreign.bytes)).code).toBe('not_found');
    expect((await label('no-such-order-id-000000')).res.status).toBe(404);
  });
});

describe('the label is linked where the customer looks for it', () => {
  it('the booking e-mail of a postal order links its label; an in-store one does not', async () => {
    const { getOrder } = await import('@/lib/orders/read');
    const { emailContent } = await import('@/lib/notifications/emails/content');
    const postal = await placeOrder({ optionKind: 'postal_label', cartBody: { language: 'fr' } });
    const mail = emailContent('confirmation', await getOrder(postal.id, null), { locale: 'fr', trackUrl: 'https://reprise.example/fr/track/t0ken' });
    expect(mail.actions).toContainEqual({ label: 'Imprimer l’étiquette (A6)', href: `https://reprise.example/api/sip/orders/${postal.id}/label.pdf` });
    const staff = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
    const inStore = await placeOrder({ optionKind: 'store_drop_off' }, staff);
    const other = emailContent('confirmation', await getOrder(inStore.id, null), { locale: 'fr', trackUrl: 'https://reprise.example/fr/track/t0ken' });
    expect(other.actions.some((a) => a.href.includes('label.pdf'))).toBe(false);
  });
});
