// A customer's own warranty booking on the web (docs/counter.md#web-warranty, #33 item 3): the cart
// carries the reason and a proof of purchase (the brand's order reference, or the receipt's photo or
// PDF, judged as staff's are: lib/warranty/receipt-file.ts); the order needs one or the other; both
// come back as the items' `receipt` in the cart and the order. Staff decide the claim; a rejection is
// a quote the customer must accept before the booking is paid.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import * as warrantyRoute from '@/app/api/sip/shopping-cart/[id]/warranty/route';
import * as cartReceiptRoute from '@/app/api/sip/shopping-cart/[id]/receipt/route';
import * as cartRoute from '@/app/api/sip/shopping-cart/[id]/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as claimRoute from '@/app/api/sip/orders/[id]/warranty-claim/route';
import * as answerRoute from '@/app/api/sip/orders/[id]/quote-answer/route';
import * as photoRoute from '@/app/api/sip/photos/[key]/[variant]/route';
import { getDb } from '@/db/client';
import { orderRequestFromCart } from '@/lib/client/order-request';
import { CartSchema } from '@/lib/schemas/cart';
import { photos } from '@/db/schema';
import { newCustomer } from '../helpers/accounts';
import { bearer, readyCart } from '../helpers/booking';
import { call } from '../helpers/http';
import { ADMIN, transition } from '../helpers/invoices';

type Headers = Record<string, string>;
const enc = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));
const pdf = (catalogue: string) => enc(`%PDF-1.7\n1 0 obj << /Type /Catalog ${catalogue} >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const putReceipt = (id: string, bytes: Uint8Array, headers: Headers, locale = 'en') =>
  call(cartReceiptRoute.PUT, '/x', { method: 'PUT', rawBody: new Uint8Array(bytes), params: { id }, headers: { ...headers, 'content-type': 'application/octet-stream', 'accept-language': locale } });
const putWarranty = (id: string, body: unknown, headers: Headers) => call(warrantyRoute.PUT, '/x', { method: 'PUT', body, params: { id }, headers: { ...headers, 'accept-language': 'en' } });
const place = (cartId: string, headers: Headers, locale = 'en') => call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId }, headers: { ...headers, 'accept-language': locale } });
const storedFor = async (cartId: string) => (await getDb()).select().from(photos).where(eq(photos.cartId, cartId));
const pending = { status: 'pending', decidedAt: null, note: '' };

describe('a customer’s warranty booking with proof of purchase', () => {
  let customer: { headers: Headers };
  let staff: Headers;
  beforeAll(async () => {
    customer = await newCustomer();
    // An admin: a bearer customer's cart is an API booking, served by the store the catalogue picks for it.
    staff = await bearer(...ADMIN);
  });

  it('the receipt’s PDF uploaded on the cart is every item’s receipt in the cart and the order, served as sent', async () => {
    const { id } = await readyCart({ headers: customer.headers, cartBody: { bookingType: 'warranty' }, optionKind: 'postal_label' });
    const reason = await putWarranty(id, { reason: 'manufacturing_defect', details: 'The zip came apart after a week' }, customer.headers);
    expect(reason.status, reason.text).toBe(200);
    expect(reason.json.items[0].receipt).toEqual({ reference: '', file: null, claim: pending });
    const bytes = pdf('/Pages 2 0 R');
    const res = await putReceipt(id, bytes, customer.headers);
    expect(res.status, res.text).toBe(200);
    const file = res.json.items[0].receipt.file;
    expect(file).toMatchObject({ mimeType: 'application/pdf', bytes: bytes.length, name: 'receipt.pdf' });
    expect((await call(cartRoute.GET, '/x', { params: { id }, headers: customer.headers })).json.items[0].receipt.file).toEqual(file);
    const served = await photoRoute.GET(new NextRequest(file.url), { params: Promise.resolve({ key: file.key, variant: 'full' }) });
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    const placed = await place(id, customer.headers);
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json).toMatchObject({ bookingType: 'warranty', paymentMethod: 'none', warranty: { reason: 'manufacturing_defect', reference: '' } });
    expect(placed.json.items[0].receipt).toEqual({ reference: '', file, claim: pending });
  });

  it('a photo of the receipt is re-encoded; the brand’s order reference alone is proof too', async () => {
    const { id } = await readyCart({ headers: customer.headers, cartBody: { bookingType: 'warranty' }, optionKind: 'postal_label' });
    const png = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#f4f1ea' } }).png().toBuffer();
    const photo = await putReceipt(id, png, customer.headers);
    expect(photo.status, photo.text).toBe(200);
    expect(photo.json.items[0].receipt.file).toMatchObject({ mimeType: 'image/jpeg', name: 'receipt.jpg' });

    const byReference = await readyCart({ cartBody: { bookingType: 'warranty' }, optionKind: 'postal_label' }); // a guest
    expect((await putWarranty(byReference.id, { reason: 'previous_repair_failed', reference: 'BRAND-ORDER-9912' }, {})).status).toBe(200);
    const placed = await place(byReference.id, {});
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json.items[0].receipt).toEqual({ reference: 'BRAND-ORDER-9912', file: null, claim: pending });
  });

  it('the site’s own order request (the prices the review showed) places a warranty cart: no line price is a price change', async () => {
    const { id } = await readyCart({ cartBody: { bookingType: 'warranty' }, optionKind: 'postal_label' }); // a guest
    expect((await putWarranty(id, { reason: 'manufacturing_defect', reference: 'BRAND-ORDER-4410' }, {})).status).toBe(200);
    const cart = CartSchema.parse((await call(cartRoute.GET, '/x', { params: { id } })).json);
    const body = orderRequestFromCart(cart, 'pay_on_collection', 'en');
    expect(body.items[0]!.subServices[0]!.price.EUR).toBe(0);
    const placed = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body, headers: { 'accept-language': 'en' } });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json).toMatchObject({ bookingType: 'warranty', paymentMethod: 'none' });
  });

  it('refuses a PDF with JavaScript or embedded files (415), anything else (415), too large (413), storing nothing; a paid cart takes no receipt (422)', async () => {
    const { id } = await readyCart({ headers: customer.headers, cartBody: { bookingType: 'warranty' }, optionKind: 'postal_label' });
    for (const [bytes, feature] of [[pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'), 'JavaScript'], [pdf('/Names << /EmbeddedFiles 4 0 R >>'), 'EmbeddedFiles']] as const) {
      const res = await putReceipt(id, bytes, customer.headers);
      expect(res.status).toBe(415);
      expect(res.json.errors).toEqual([{ path: 'file', message: `This PDF holds active content (${feature}) and is not accepted. Send a photo or a plain PDF.` }]);
    }
    const french = await putReceipt(id, pdf('/AA << /JS (x) >>'), customer.headers, 'fr');
    expect(french.status).toBe(415);
    expect(french.json.errors[0].message).toContain('PDF');
    expect((await putReceipt(id, enc('Receipt T-58213, paid 420 EUR'), customer.headers)).status).toBe(415);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(pdf(''));
    expect((await putReceipt(id, big, customer.headers)).status).toBe(413);
    expect(await storedFor(id)).toEqual([]);
    expect((await call(cartRoute.GET, '/x', { params: { id }, headers: customer.headers })).json.items[0].receipt).toEqual({ reference: '', file: null, claim: pending });

    const paid = await readyCart({ headers: customer.headers, optionKind: 'postal_label' });
    const refused = await putReceipt(paid.id, pdf(''), customer.headers);
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual([{ path: 'file', message: 'Only a warranty booking takes a proof of purchase.' }]);
    expect(await storedFor(paid.id)).toEqual([]);
    expect((await putWarranty(paid.id, { reason: 'manufacturing_defect', reference: 'X-1' }, customer.headers)).status).toBe(422);
    expect(paid.cart.items[0].receipt).toBeNull();
    // Someone else's cart: 404, nothing stored.
    const other = await newCustomer();
    expect((await putReceipt(id, pdf(''), other.headers)).status).toBe(404);
    expect(await storedFor(id)).toEqual([]);
  });

  it('the details step’s switch: a paid cart becomes a warranty one (priced 0, its receipt to give) and back, dropping what was given', async () => {
    const { id, cart } = await readyCart({ headers: customer.headers, optionKind: 'postal_label' });
    expect(cart.items[0].receipt).toBeNull();
    const patch = (body: unknown) => call(cartRoute.PATCH, '/x', { method: 'PATCH', body, params: { id }, headers: customer.headers });
    const asked = await patch({ bookingType: 'warranty' });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.json).toMatchObject({ bookingType: 'warranty' });
    expect(asked.json.items[0].receipt).toEqual({ reference: '', file: null, claim: pending });
    expect((await putWarranty(id, { reason: 'manufacturing_defect', reference: 'BRAND-1' }, customer.headers)).json.items[0].receipt.reference).toBe('BRAND-1');
    const back = await patch({ bookingType: 'paid' });
    expect(back.json).toMatchObject({ bookingType: 'paid' });
    expect(back.json.items[0].receipt).toBeNull();
    expect((await patch({ bookingType: 'warranty' })).json.items[0].receipt.reference).toBe('');
  });

  it('no proof, no order: 422 naming warranty.reference, in the customer’s language', async () => {
    const { id } = await readyCart({ headers: customer.headers, cartBody: { bookingType: 'warranty' }, optionKind: 'postal_label' });
    expect((await place(id, customer.headers)).json.errors).toEqual([{ path: 'warranty', message: expect.any(String) }]);
    expect((await putWarranty(id, { reason: 'other' }, customer.headers)).status).toBe(422); // `other` says what
    expect((await putWarranty(id, { reason: 'manufacturing_defect' }, customer.headers)).status).toBe(200);
    const res = await place(id, customer.headers, 'de');
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual([{ path: 'warranty.reference', message: 'Geben Sie die Bestellnummer der Marke an oder laden Sie den Kaufbeleg hoch (Foto oder PDF).' }]);
  });

  it('staff reject the claim: the paid price becomes a quote, and the booking is paid only once the customer accepts it', async () => {
    const { id } = await readyCart({ headers: customer.headers, cartBody: { bookingType: 'warranty' }, optionKind: 'postal_label' });
    await putWarranty(id, { reason: 'manufacturing_defect', reference: 'BRAND-7781' }, customer.headers);
    const placed = await place(id, customer.headers);
    expect(placed.status, placed.text).toBe(201);
    const order = placed.json;
    for (const to of ["in_transit", "received"]) {
      const moved = await transition(order.id, to, staff);
      expect(moved.status, moved.text).toBe(200);
    }
    const rejected = await call(claimRoute.POST, '/x', { method: 'POST', body: { decision: 'rejected', note: 'Wear and tear, not a defect' }, params: { id: order.id }, headers: staff });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.json).toMatchObject({ status: 'quote_pending', bookingType: 'warranty' });
    expect(rejected.json.items[0].receipt).toMatchObject({ reference: 'BRAND-7781', claim: { status: 'rejected', note: 'Wear and tear, not a defect' } });
    const accepted = await call(answerRoute.POST, '/x', { method: 'POST', body: { answer: 'accepted' }, params: { id: order.id }, headers: customer.headers });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json).toMatchObject({ status: 'in_repair', bookingType: 'paid', warrantyStatus: 'no_warranty' });
    expect(accepted.json.pricing.baskets.at(-1).costToUser.total).toBeGreaterThan(0);
  });
});
