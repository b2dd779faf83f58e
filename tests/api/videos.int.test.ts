// The item's video of the damage (docs/videos.md): MP4 or WebM made here with ffmpeg (lavfi testsrc),
// sniffed and probed, a poster frame extracted; returned as `video` in the cart and the order, for
// staff and the atelier. Too long or too large → 413, not a video → 415, nothing stored either way.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as videoRoute from '@/app/api/sip/shopping-cart/[id]/items/[itemId]/video/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as photoRoute from '@/app/api/sip/photos/[key]/[variant]/route';
import { getDb } from '@/db/client';
import { photos } from '@/db/schema';
import { bearer, readyCart } from '../helpers/booking';
import { getOrder } from '../helpers/counter';
import { call } from '../helpers/http';

const dir = mkdtempSync(path.join(tmpdir(), 'reprise-video-test-'));
/** A test pattern video of `seconds`, encoded by Debian's ffmpeg. */
function testVideo(seconds: number, format: 'mp4' | 'webm'): Uint8Array {
  const out = path.join(dir, `t-${seconds}.${format}`);
  const codec = format === 'mp4' ? ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-preset', 'ultrafast'] : ['-c:v', 'libvpx', '-b:v', '200k', '-deadline', 'realtime'];
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=320x240:rate=5`, ...codec, '-y', out]);
  return new Uint8Array(readFileSync(out));
}

const put = (id: string, itemId: string, bytes: Uint8Array, headers: Record<string, string> = {}) =>
  call(videoRoute.PUT, `/api/sip/shopping-cart/${id}/items/${itemId}/video`, { method: 'PUT', rawBody: new Uint8Array(bytes), params: { id, itemId }, headers: { 'content-type': 'application/octet-stream', 'accept-language': 'en', ...headers } });
const storedFor = async (cartId: string) => (await getDb()).select().from(photos).where(and(eq(photos.cartId, cartId), like(photos.originalName, 'damage-video%')));

describe('video of the damage', () => {
  let mp4: Uint8Array;
  let webm: Uint8Array;
  beforeAll(() => {
    mp4 = testVideo(3, 'mp4');
    webm = testVideo(2, 'webm');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('an MP4 comes back as the item’s video with its poster frame, in the cart, the order, for staff and the atelier', async () => {
    const { id, cart } = await readyCart({ optionKind: 'postal_label' });
    const itemId = cart.items[0].id as string;
    const res = await put(id, itemId, mp4);
    expect(res.status, res.text).toBe(200);
    const video = res.json.items[0].video;
    expect(video).toMatchObject({ mimeType: 'video/mp4', bytes: mp4.length, width: 320, height: 240, durationSeconds: 3 });
    expect(video.poster).toMatchObject({ mimeType: 'image/jpeg', width: 320, height: 240 });
    // The poster is a real frame of the test pattern: colourful, not a blank image.
    const poster = await photoRoute.GET(new NextRequest(video.poster.url), { params: Promise.resolve({ key: video.poster.key, variant: 'full' }) });
    const stats = await sharp(Buffer.from(await poster.arrayBuffer())).stats();
    expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(40);
    const served = await photoRoute.GET(new NextRequest(video.url), { params: Promise.resolve({ key: video.key, variant: 'full' }) });
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(mp4);

    const placed = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId: id, paymentMethod: 'pay_on_collection' } });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json.items[0].video).toEqual(video);
    const staff = await bearer('staff.online@reprise.demo', 'demo-staff-online');
    expect((await getOrder(placed.json.id, staff)).json.items[0].video).toEqual(video);
    const atelier = await bearer('atelier.montorgueil@reprise.demo', 'demo-atelier-montorgueil');
    expect((await getOrder(placed.json.id, atelier)).json.items[0].video).toEqual(video);
  });

  it('a WebM is accepted and replaces the last video', async () => {
    const { id, cart } = await readyCart();
    const itemId = cart.items[0].id as string;
    await put(id, itemId, mp4);
    const res = await put(id, itemId, webm);
    expect(res.status, res.text).toBe(200);
    expect(res.json.items[0].video).toMatchObject({ mimeType: 'video/webm', durationSeconds: 2 });
  });

  it('refuses a video too long (413), too large (413) or not a video (415), storing nothing', async () => {
    const { id, cart } = await readyCart();
    const itemId = cart.items[0].id as string;
    const long = await put(id, itemId, testVideo(31, 'mp4'));
    expect(long.status).toBe(413);
    expect(long.json.errors).toEqual([{ path: 'file', message: 'The video is longer than 30 seconds. Send a shorter clip.' }]);
    const big = new Uint8Array(50 * 1024 * 1024 + 1);
    big.set(mp4.subarray(0, 64));
    expect((await put(id, itemId, big)).status).toBe(413);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).png().toBuffer();
    for (const bytes of [new Uint8Array(png), new Uint8Array(Buffer.from('not a video at all')), mp4.subarray(0, 2048)]) {
      const res = await put(id, itemId, bytes);
      expect(res.status).toBe(415);
      expect(res.json.errors).toEqual([{ path: 'file', message: 'The video must be a readable MP4 or WebM file.' }]);
    }
    expect(await storedFor(id)).toEqual([]);
    expect((await put(id, 'no-such-item', mp4)).status).toBe(404);
    expect(await storedFor(id)).toEqual([]);
  });
});
