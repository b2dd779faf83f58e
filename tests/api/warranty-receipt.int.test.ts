// A warranty booking's proof of purchase (docs/counter.md#warranty-proof): the reference given at
// booking is the item's `receipt`; staff attach a photo (re-encoded) or a PDF (as sent, once known to
// carry no JavaScript, Launch action or embedded file); anything else is 415, past 5 MB 413, on a paid
// booking 422, and nothing is stored for a refused file.
import { deflateSync } from 'node:zlib';
import { like } from 'drizzle-orm';
import sharp from 'sharp';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import * as receiptRoute from '@/app/api/sip/orders/[id]/receipt/route';
import * as claimRoute from '@/app/api/sip/orders/[id]/warranty-claim/route';
import * as answerRoute from '@/app/api/sip/orders/[id]/quote-answer/route';
import * as photoRoute from '@/app/api/sip/photos/[key]/[variant]/route';
import { getDb } from '@/db/client';
import { photos } from '@/db/schema';
import { bearer, WARRANTY } from '../helpers/booking';
import { getOrder } from '../helpers/counter';
import { call } from '../helpers/http';
import { placeOrder, STAFF_ONLINE, transition } from '../helpers/invoices';

type Headers = Record<string, string>;
const enc = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));
const put = (id: string, bytes: Uint8Array, headers: Headers, type = 'application/octet-stream') =>
  call(receiptRoute.PUT, `/api/sip/orders/${id}/receipt`, { method: 'PUT', rawBody: new Uint8Array(bytes), params: { id }, headers: { ...headers, 'content-type': type, 'accept-language': 'en' } });
const pdf = (catalogue: string) => enc(`%PDF-1.7\n1 0 obj << /Type /Catalog ${catalogue} >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const storedFor = async (orderNumber: string) => (await getDb()).select().from(photos).where(like(photos.originalName, `receipt-${orderNumber}.%`));

describe('warranty proof of purchase', () => {
  let staff: Headers;
  let order: { id: string; orderNumber: string };
  beforeAll(async () => {
    staff = await bearer(...STAFF_ONLINE);
    order = await placeOrder({ headers: staff, cartBody: { bookingType: 'warranty' } });
  });

  it('the reference given at booking is every item’s receipt; a PDF attached is served as sent', async () => {
    const before = await getOrder(order.id, staff);
    expect(before.json.items[0].receipt).toEqual({ reference: WARRANTY.reference, file: null, claim: { status: 'pending', decidedAt: null, note: '' } });
    const bytes = pdf('/Pages 2 0 R');
    const res = await put(order.id, bytes, staff, 'application/pdf');
    expect(res.status, res.text).toBe(200);
    const file = res.json.items[0].receipt.file;
    expect(file).toMatchObject({ mimeType: 'application/pdf', bytes: bytes.length, name: `receipt-${order.orderNumber}.pdf` });
    expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
    const served = await photoRoute.GET(new NextRequest(file.url), { params: Promise.resolve({ key: file.key, variant: 'full' }) });
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    expect((await getOrder(order.id, staff)).json.items[0].receipt.file).toEqual(file);
  });

  it('a photo replaces it, re-encoded as JPEG whatever its type', async () => {
    const png = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#f4f1ea' } }).png().toBuffer();
    const res = await put(order.id, png, staff, 'image/png');
    expect(res.status, res.text).toBe(200);
    expect(res.json.items[0].receipt).toMatchObject({ reference: WARRANTY.reference, file: { mimeType: 'image/jpeg', name: `receipt-${order.orderNumber}.jpg` } });
  });

  it('refuses a PDF that can act, anything not a photo or a PDF, and an oversized file, storing nothing', async () => {
    const stored = (await storedFor(order.orderNumber)).length;
    const deflated = enc(`%PDF-1.7\n1 0 obj << /Type /ObjStm /Filter /FlateDecode >>\nstream\n${Buffer.from(deflateSync(Buffer.from('<< /OpenAction << /S /Launch /F (calc.exe) >> >>'))).toString('latin1')}endstream\nendobj\n%%EOF\n`);
    for (const [bytes, feature] of [[pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'), 'JavaScript'], [pdf('/Names << /J#61vaScript 3 0 R >>'), 'JavaScript'], [pdf('/Names << /EmbeddedFiles 4 0 R >>'), 'EmbeddedFiles'], [deflated, 'Launch']] as const) {
      const res = await put(order.id, bytes, staff, 'application/pdf');
      expect(res.status).toBe(415);
      expect(res.json.errors).toEqual([{ path: 'file', message: `This PDF holds active content (${feature}) and is not accepted. Send a photo or a plain PDF.` }]);
    }
    const text = await put(order.id, enc('Receipt T-58213, paid 420 EUR'), staff, 'application/pdf');
    expect(text.status).toBe(415);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(pdf(''));
    expect((await put(order.id, big, staff, 'application/pdf')).status).toBe(413);
    expect((await storedFor(order.orderNumber)).length).toBe(stored);
  });

  it('a paid booking takes no receipt (422); a customer may not attach one', async () => {
    const paid = await placeOrder({ headers: staff });
    const res = await put(paid.id, pdf(''), staff);
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual([{ path: 'file', message: 'Only a warranty booking takes a proof of purchase.' }]);
    expect((await storedFor(paid.orderNumber)).length).toBe(0);
    expect((await getOrder(paid.id, staff)).json.items[0].receipt).toBeNull();
    const camille = await bearer('camille@reprise.demo', 'demo-customer-camille');
    expect((await put(order.id, pdf(''), camille)).status).toBe(403);
  });
});

describe('the warranty claim (docs/counter.md#warranty-claim)', () => {
  let staff: Headers;
  beforeAll(async () => {
    staff = await bearer(...STAFF_ONLINE);
  });
  const decide = (id: string, body: Record<string, unknown>) => call(claimRoute.POST, '/x', { method: 'POST', body, params: { id }, headers: { ...staff, 'accept-language': 'en' } });
  const answer = (id: string, to: 'accepted' | 'declined') => call(answerRoute.POST, '/x', { method: 'POST', body: { answer: to, note: 'Customer agreed on the phone', channel: 'phone' }, params: { id }, headers: staff });
  async function receivedWarranty() {
    const order = await placeOrder({ headers: staff, cartBody: { bookingType: 'warranty' } });
    for (const to of ['in_transit', 'received']) expect((await transition(order.id, to, staff)).status).toBe(200);
    return order;
  }

  it('accepted once: recorded on the receipt, the repair stays free; a second decision is 409', async () => {
    const order = await placeOrder({ headers: staff, cartBody: { bookingType: 'warranty' } });
    const res = await decide(order.id, { decision: 'accepted' });
    expect(res.status, res.text).toBe(200);
    expect(res.json.items[0].receipt.claim).toMatchObject({ status: 'accepted', note: '' });
    expect(res.json.bookingType).toBe('warranty');
    expect((await decide(order.id, { decision: 'rejected', note: 'Wear and tear' })).status).toBe(409);
  });

  it('rejected: a quote at the paid prices that makes the booking paid only when the customer accepts it', async () => {
    const order = await receivedWarranty();
    expect((await decide(order.id, { decision: 'rejected' })).status).toBe(422);
    const res = await decide(order.id, { decision: 'rejected', note: 'Wear and tear, not a defect' });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ status: 'quote_pending', bookingType: 'warranty', warrantyStatus: 'under_warranty' });
    const quote = res.json.pricing.baskets.at(-1);
    expect(quote).toMatchObject({ step: 'quote', isValidated: false });
    expect(quote.costToUser.total).toBeGreaterThan(0);
    const accepted = await answer(order.id, 'accepted');
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json).toMatchObject({ status: 'in_repair', bookingType: 'paid', warrantyStatus: 'no_warranty', paymentMethod: 'pay_on_collection' });
    expect(accepted.json.items[0].subServices[0].price.EUR).toBeGreaterThan(0);
  });

  it('rejected and declined: the garment comes back, nothing to pay, still a warranty booking', async () => {
    const order = await receivedWarranty();
    expect((await decide(order.id, { decision: 'rejected', note: 'Outside the warranty period' })).status).toBe(200);
    const declined = await answer(order.id, 'declined');
    expect(declined.status, declined.text).toBe(200);
    expect(declined.json).toMatchObject({ status: 'returning', bookingType: 'warranty' });
    expect(declined.json.pricing.baskets.at(-1).costToUser.total).toBe(0);
  });
});
