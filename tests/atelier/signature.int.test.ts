// The customer's signature when the atelier receives a store drop-off (docs/atelier.md#signature):
// the order's atelier takes it once, as the counter does; another atelier gets 404 and stores
// nothing; a booking sent by post is not signed at the bench.
import { beforeAll, describe, expect, it } from 'vitest';
import * as signatureRoute from '@/app/api/sip/orders/[id]/signature/route';
import { bearer } from '../helpers/booking';
import { getOrder, inStoreOrder } from '../helpers/counter';
import { call } from '../helpers/http';
import { placeOrder } from '../helpers/invoices';
import { drawnSignature } from '../helpers/signature';
import { ATELIER_MONTORGUEIL, newAtelier } from './helpers';

type Headers = Record<string, string>;
const sign = (id: string, image: string, headers: Headers) => call(signatureRoute.PUT, `/api/sip/orders/${id}/signature`, { method: 'PUT', body: { image }, params: { id }, headers });

describe('the atelier takes the signature of a store drop-off', () => {
  let paris: Headers;
  let montorgueil: Headers;
  beforeAll(async () => {
    paris = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
    montorgueil = await bearer(...ATELIER_MONTORGUEIL);
  });

  it('the order’s atelier signs a store drop-off once; the signature is the order’s customerSignature', async () => {
    const id = (await inStoreOrder(paris)).json.id as string;
    const signed = await sign(id, await drawnSignature(), montorgueil);
    expect(signed.status, signed.text).toBe(200);
    expect(signed.json.customerSignature).toMatchObject({ mimeType: 'image/png', width: 600, height: 200 });
    expect((await getOrder(id, paris)).json.customerSignature.key).toBe(signed.json.customerSignature.key);
    expect((await sign(id, await drawnSignature(), montorgueil)).status).toBe(409);
  });

  it('another atelier gets 404 and nothing is stored; a postal booking is not signed at the bench (422)', async () => {
    const id = (await inStoreOrder(paris)).json.id as string;
    const other = await newAtelier();
    expect((await sign(id, await drawnSignature(), other.headers)).status).toBe(404);
    expect((await getOrder(id, paris)).json.customerSignature).toBeNull();
    const web = await placeOrder();
    const refused = await sign(web.id, await drawnSignature(), montorgueil);
    expect(refused.status, refused.text).toBe(422);
    expect(refused.json.errors[0].path).toBe('image');
  });
});
