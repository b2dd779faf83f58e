import { describe, expect, it } from 'vitest';
import * as uploadsRoute from '@/app/api/sip/orders/[id]/provider-uploads/route';
import { call } from '../helpers/http';
import { bearer } from '../helpers/booking';
import { getOrder, placeOrder, STAFF_ONLINE, transition } from '../helpers/order-life';
import { photo, tempUploadsFolder, upload } from '../api/photos-helpers';
import { ATELIER_MONTORGUEIL, newAtelier } from './helpers';

tempUploadsFolder();

type Headers = Record<string, string>;
const jpeg = async (name: string) => ({ name, type: 'image/jpeg', bytes: await photo(640, 480) });
const attach = (id: string, body: unknown, headers: Headers, extra: Headers = {}) =>
  call(uploadsRoute.POST, '/x', { method: 'POST', body, params: { id }, headers: { ...headers, ...extra } });

describe('bench photos (docs/atelier.md#photos)', () => {
  it('go through the photo pipeline, onto the atelier’s order, tagged, and show in providerUploads for staff, atelier and the customer’s id', async () => {
    const own = await bearer(...ATELIER_MONTORGUEIL);
    const staff = await bearer(...STAFF_ONLINE);
    const { orderId } = await placeOrder();
    await transition(orderId, 'in_transit', staff);
    await transition(orderId, 'received', own);
    const uploaded = await upload([await jpeg('front.jpg'), await jpeg('seam.jpg')], {}, own);
    expect(uploaded.status, uploaded.text).toBe(201);
    const keys = (uploaded.json.images as { key: string }[]).map((i) => i.key);

    // Another atelier can neither attach to this order nor reach it.
    const foreign = await newAtelier();
    expect((await attach(orderId, { keys, tag: 'intake' }, foreign.headers)).status).toBe(404);

    // A stale version is refused; the current one is taken.
    const before = await getOrder(orderId, own);
    expect((await attach(orderId, { keys, tag: 'intake' }, own, { 'if-match': '"1"' })).status).toBe(412);
    const attached = await attach(orderId, { keys, tag: 'intake' }, own, { 'if-match': before.headers.get('etag')! });
    expect(attached.status, attached.text).toBe(201);
    expect(attached.json.providerUploads.map((u: { key: string; tag: string; role: string }) => [u.key, u.tag, u.role])).toEqual(keys.map((k) => [k, 'intake', 'atelier']));

    // Attached once: again → 422, naming the photo.
    const again = await attach(orderId, { keys: [keys[0]], tag: 'issue' }, own);
    expect(again.status).toBe(422);
    expect(again.json.errors[0].path).toBe('keys.0');
    // Someone else's photo (staff's own upload) is not the atelier's to attach.
    const staffPhoto = await upload([await jpeg('desk.jpg')], {}, staff);
    const notMine = await attach(orderId, { keys: [staffPhoto.json.images[0].key], tag: 'issue' }, own);
    expect(notMine.status).toBe(422);

    // Everyone who reaches the order sees them: staff, the atelier, the guest customer by the order's id.
    for (const headers of [staff, own, {}]) {
      const read = await getOrder(orderId, headers);
      expect(read.status).toBe(200);
      expect(read.json.providerUploads.map((u: { key: string }) => u.key)).toEqual(keys);
    }
  });
});
