// The customer's signature at intake (docs/counter.md#signature): a counter order is signed once
// with a real PNG, returned as customerSignature and served like a photo; an empty, oversized or
// non-PNG signature is 422, a web booking cannot be signed, and a second signature is 409.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import * as signatureRoute from '@/app/api/sip/orders/[id]/signature/route';
import * as photoRoute from '@/app/api/sip/photos/[key]/[variant]/route';
import { bearer } from '../helpers/booking';
import { getOrder, inStoreOrder } from '../helpers/counter';
import { call } from '../helpers/http';
import { placeOrder } from '../helpers/invoices';
import { drawnSignature } from '../helpers/signature';

type Headers = Record<string, string>;
const sign = (id: string, image: string, headers: Headers) => call(signatureRoute.PUT, `/api/sip/orders/${id}/signature`, { method: 'PUT', body: { image }, params: { id }, headers });

describe('signature at intake', () => {
  let paris: Headers;
  beforeAll(async () => {
    paris = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
  });

  it('a counter order is signed once, and the signature comes back as an image flattened on white', async () => {
    const placed = await inStoreOrder(paris);
    const id = placed.json.id as string;
    expect(placed.json.customerSignature).toBeNull();
    const signed = await sign(id, await drawnSignature(), paris);
    expect(signed.status, signed.text).toBe(200);
    const image = signed.json.customerSignature as { key: string; mimeType: string; width: number; height: number };
    expect(image).toMatchObject({ mimeType: 'image/png', width: 600, height: 200 });
    expect((await getOrder(id, paris)).json.customerSignature.key).toBe(image.key);

    const served = await photoRoute.GET(new (await import('next/server')).NextRequest(`http://localhost:3000/api/sip/photos/${image.key}/full`), { params: Promise.resolve({ key: image.key, variant: 'full' }) });
    expect(served.status).toBe(200);
    const stats = await sharp(Buffer.from(await served.arrayBuffer())).stats();
    expect(stats.isOpaque).toBe(true); // flattened: prints the same on any paper

    const again = await sign(id, await drawnSignature(), paris);
    expect(again.status).toBe(409);
  });

  it('refuses an empty, non-PNG or oversized signature with 422, and stores nothing', async () => {
    const id = (await inStoreOrder(paris)).json.id as string;
    for (const image of [await drawnSignature({ blank: true }), 'data:image/jpeg;base64,/9j/4AAQ', 'not a data url', await drawnSignature({ width: 3000, height: 200 })]) {
      const res = await sign(id, image, paris);
      expect(res.status, image.slice(0, 30)).toBe(422);
      expect(res.json.errors[0].path).toBe('image');
    }
    expect((await getOrder(id, paris)).json.customerSignature).toBeNull();
  });

  it('a web booking is not signed at a counter; a customer cannot sign for staff', async () => {
    const web = await placeOrder();
    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    expect((await sign(web.id, await drawnSignature(), admin)).status).toBe(422);
    const counter = (await inStoreOrder(paris)).json.id as string;
    const customer = await bearer('camille@reprise.demo', 'demo-customer-camille');
    expect([403, 404]).toContain((await sign(counter, await drawnSignature(), customer)).status);
  });
});
