import { describe, expect, it } from 'vitest';
import * as commentsRoute from '@/app/api/sip/orders/[id]/comments/route';
import * as uploadsRoute from '@/app/api/sip/orders/[id]/provider-uploads/route';
import { MAX_COMMENT_IMAGES } from '@/lib/schemas/constants';
import { call } from '../helpers/http';
import { bearer } from '../helpers/booking';
import { getOrder, placeOrder, STAFF_ONLINE } from '../helpers/order-life';
import { photo, tempUploadsFolder, upload } from '../api/photos-helpers';
import { ATELIER_MONTORGUEIL, newAtelier } from './helpers';

tempUploadsFolder();

type Headers = Record<string, string>;
type Comment = { text: string; role: string; images: { key: string; url: string; mimeType: string; dimensions: unknown[] }[] };
const jpeg = async (name: string) => ({ name, type: 'image/jpeg', bytes: await photo(640, 480) });
const post = (id: string, body: unknown, headers: Headers = {}) => call(commentsRoute.POST, '/x', { method: 'POST', body, params: { id }, headers });
const keysOf = (res: { json: { images: { key: string }[] } }) => res.json.images.map((i) => i.key);

// docs/atelier.md#message-images
describe('photos in the order thread', () => {
  it('a message carries the author’s own photos, in the image shape, read by every party of the order and no one else', async () => {
    const atelier = await bearer(...ATELIER_MONTORGUEIL);
    const staff = await bearer(...STAFF_ONLINE);
    const { orderId } = await placeOrder();

    const uploaded = await upload([await jpeg('seam.jpg'), await jpeg('lining.jpg')], {}, atelier);
    expect(uploaded.status, uploaded.text).toBe(201);
    const keys = keysOf(uploaded);
    const sent = await post(orderId, { text: 'The lining is torn here <b>too</b>', images: keys }, atelier);
    expect(sent.status, sent.text).toBe(201);
    const comment = (sent.json.comments as Comment[]).at(-1)!;
    expect(comment.images.map((i) => i.key)).toEqual(keys);
    expect(comment.images[0]).toMatchObject({ mimeType: 'image/jpeg', url: expect.stringContaining(keys[0]!) });
    expect(comment.images[0]!.dimensions.length).toBeGreaterThan(0);

    // The parties read them: the store's staff, the atelier, the guest customer by the order's id.
    for (const headers of [staff, atelier, {}]) {
      const read = await getOrder(orderId, headers);
      expect(read.status).toBe(200);
      expect((read.json.comments as Comment[]).at(-1)!.images.map((i) => i.key)).toEqual(keys);
    }
    // Another atelier reaches neither the order nor its thread, photos or not.
    const foreign = await newAtelier();
    expect((await getOrder(orderId, foreign.headers)).status).toBe(404);
    const theirs = await upload([await jpeg('other.jpg')], {}, foreign.headers);
    expect((await post(orderId, { text: 'hello', images: keysOf(theirs) }, foreign.headers)).status).toBe(404);

    // A photo goes with one message, once: again, or as a bench photo, it is refused naming it.
    const again = await post(orderId, { text: 'same photo', images: [keys[1]] }, atelier);
    expect(again.status).toBe(422);
    expect(again.json.errors[0].path).toBe('images.0');
    const bench = await call(uploadsRoute.POST, '/x', { method: 'POST', body: { keys: [keys[0]], tag: 'issue' }, params: { id: orderId }, headers: atelier });
    expect(bench.status).toBe(422);
    // Someone else's photo is not the author's to send; nothing is written.
    const staffPhoto = await upload([await jpeg('desk.jpg')], {}, staff);
    const notMine = await post(orderId, { text: 'look', images: keysOf(staffPhoto) }, atelier);
    expect(notMine.status).toBe(422);
    expect(notMine.json.errors[0].path).toBe('images.0');
    // A guest has no photo of its own: its message goes as text only.
    const guest = await post(orderId, { text: 'mine', images: keysOf(staffPhoto) });
    expect(guest.status).toBe(422);
    expect((await getOrder(orderId, staff)).json.comments).toHaveLength(1);

    // The staff's own photo goes with the staff's message.
    const fromStaff = await post(orderId, { text: 'Noted, see the ticket', images: keysOf(staffPhoto) }, staff);
    expect(fromStaff.status, fromStaff.text).toBe(201);
    expect((fromStaff.json.comments as Comment[]).map((c) => c.images.length)).toEqual([2, 1]);
  });

  it('at most four photos a message (422); a file that is not an image is refused by the pipeline (415)', async () => {
    const atelier = await bearer(...ATELIER_MONTORGUEIL);
    const { orderId } = await placeOrder();
    const five = await upload(await Promise.all(Array.from({ length: MAX_COMMENT_IMAGES + 1 }, (_, i) => jpeg(`p${i}.jpg`))), {}, atelier);
    expect(five.status, five.text).toBe(201);
    const tooMany = await post(orderId, { text: 'many', images: keysOf(five) }, atelier);
    expect(tooMany.status).toBe(422);
    expect(tooMany.json.errors[0].path).toBe('images');
    expect((await post(orderId, { text: 'four', images: keysOf(five).slice(0, MAX_COMMENT_IMAGES) }, atelier)).status).toBe(201);

    const text = await upload([{ name: 'note.jpg', type: 'image/jpeg', bytes: new TextEncoder().encode('not a picture at all') }], {}, atelier);
    expect(text.status).toBe(415);
  });
});
