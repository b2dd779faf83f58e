// The expensive limits, run once (Postgres project: a PGlite worker alone is ~450 MB): decompression bombs against the
// process's memory, an oversize file against how much of the body is read, and the
// time a phone-sized photo takes.
import { crc32, createDeflate } from 'node:zlib';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE } from '../helpers/http';
import { heldPhotos, newCart, photo, photoRows, send, upload, tempUploadsFolder } from './photos-helpers';
import { MAX_FILE_BYTES, MAX_GUEST_CART_PHOTOS, MAX_REQUEST_BYTES } from '@/lib/photos/limits';
import { UploadPhotosResponseSchema } from '@/lib/schemas/photos';

const MB = 1024 * 1024;
let cartId: string;

tempUploadsFolder();

beforeAll(async () => {
  cartId = await newCart();
});

/**
 * A greyscale PNG of width × height black pixels, deflated row by row so the test
 * itself never holds the pixels: 14000×14000 is 196 MB of pixels in ~200 KB of file.
 */
async function blackPng(width: number, height: number): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter method, no interlace
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (b: Buffer) => parts.push(b));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(width + 1); // filter byte 0 + black pixels
  for (let y = 0; y < height; y++) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', Buffer.concat(parts)), chunk('IEND', Buffer.alloc(0))]);
}

/** Peak resident memory of this process while `work` runs, sampled every 2 ms. */
async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number; beforeMb: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 2);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, peakMb: Math.round(peak / MB), beforeMb: Math.round(before / MB) };
  } finally {
    clearInterval(timer);
  }
}

describe('decompression bombs', () => {
  it('refuses a 14000×14000 PNG of a few hundred KB from its header, the process staying under 400 MB', async () => {
    const bomb = await blackPng(14_000, 14_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { result: res, peakMb, beforeMb } = await peakRss(() => upload([{ name: 'bomb.png', type: 'image/png', bytes: bomb }], { cartId }));
    console.info(`[photos] PNG bomb 14000×14000 (${Math.round(bomb.length / 1024)} KB): ${res.status}, RSS ${beforeMb} → peak ${peakMb} MB`);
    expect(res.status, res.text).toBe(422);
    expect(res.json).toMatchObject({ code: 'image_rejected', errors: [{ path: 'files.0' }] });
    expect(res.json.detail).toContain('196');
    expect(peakMb).toBeLessThan(400);
  });

  it('accepts a 39.7-megapixel mostly empty PNG just under the limit, still under 400 MB', async () => {
    const big = await blackPng(6_300, 6_300);
    const started = Date.now();
    const { result: res, peakMb, beforeMb } = await peakRss(() => upload([{ name: 'big.png', type: 'image/png', bytes: big }], { cartId }));
    console.info(`[photos] PNG 6300×6300 (${Math.round(big.length / 1024)} KB): ${res.status} in ${Date.now() - started} ms, RSS ${beforeMb} → peak ${peakMb} MB`);
    expect(res.status, res.text).toBe(201);
    expect(res.json.images[0]).toMatchObject({ width: 6300, height: 6300 });
    expect(peakMb).toBeLessThan(400);
  });
  it('rotates a 40-megapixel JPEG (EXIF orientation 6) under 400 MB', async () => {
    const rotated = await photo(7_740, 5_160, { format: 'jpeg', orientation: 6 });
    const started = Date.now();
    const { result: res, peakMb, beforeMb } = await peakRss(() => upload([{ name: 'pano.jpg', type: 'image/jpeg', bytes: rotated }], { cartId }));
    console.info(`[photos] JPEG 7740×5160 orientation 6 (${(rotated.length / MB).toFixed(1)} MB): ${res.status} in ${Date.now() - started} ms, RSS ${beforeMb} → peak ${peakMb} MB`);
    expect(res.status, res.text).toBe(201);
    expect(res.json.images[0]).toMatchObject({ width: 5160, height: 7740 });
    expect(peakMb).toBeLessThan(400);
  });
});

describe('size limits', () => {
  /** A multipart body whose one file is `fileBytes` long, pulled 64 KB at a time; counts what was pulled. */
  function streamedUpload(fileBytes: number, headers: Record<string, string> = {}, cart = cartId) {
    const boundary = '----reprise-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="cartId"\r\n\r\n${cart}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
    const stats = { pulled: 0, cancelled: false };
    let sentFile = 0;
    let stage: 'head' | 'file' | 'tail' | 'done' = 'head';
    const chunk = Buffer.alloc(64 * 1024, 0x55);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        let out: Buffer;
        if (stage === 'head') {
          out = Buffer.concat([head, jpegStart]);
          sentFile = jpegStart.length;
          stage = 'file';
        } else if (stage === 'file') {
          out = chunk.subarray(0, Math.min(chunk.length, fileBytes - sentFile));
          sentFile += out.length;
          if (sentFile >= fileBytes) stage = 'tail';
        } else if (stage === 'tail') {
          out = tail;
          stage = 'done';
        } else {
          controller.close();
          return;
        }
        stats.pulled += out.length;
        controller.enqueue(new Uint8Array(out));
      },
      cancel() {
        stats.cancelled = true;
      },
    });
    const req = new NextRequest(new URL('/api/sip/photos', BASE), {
      method: 'POST',
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
      duplex: 'half',
    } as ConstructorParameters<typeof NextRequest>[1]);
    return { req, stats };
  }

  // A refused body is read to its end and dropped (bounded by the request limit and 15 s), never
  // parsed or kept: a client that sends everything before reading (Node's fetch, curl) then reads
  // the answer instead of a reset connection (lib/photos/multipart.ts, drain).
  it('answers 413 for a file past 15 MB: refused at the limit, nothing kept, the rest drained', async () => {
    const before = (await photoRows({ cartId })).length;
    const { req, stats } = streamedUpload(40 * MB);
    const res = await send(req);
    console.info(`[photos] 40 MB file: ${res.status} after pulling ${(stats.pulled / MB).toFixed(2)} MB of the body`);
    expect(res.status, res.text).toBe(413);
    expect(res.json).toMatchObject({ code: 'payload_too_large', errors: [{ path: 'files.0' }] });
    expect(res.json.detail).toContain('15 MB');
    expect(stats.pulled).toBeGreaterThan(40 * MB); // drained to the end…
    expect(stats.pulled).toBeLessThan(MAX_REQUEST_BYTES); // …which the request limit bounds
    expect((await photoRows({ cartId })).length).toBe(before);
  });

  it('decodes no file for a cart it cannot use: 404, the body drained', async () => {
    const { req, stats } = streamedUpload(10 * MB, {}, 'no-such-cart-aaaaaaaaaa');
    const res = await send(req);
    expect(res.status, res.text).toBe(404);
    expect(stats.pulled).toBeGreaterThan(10 * MB);
  });

  it('answers 413 from Content-Length alone, before reading anything', async () => {
    const { req, stats } = streamedUpload(10 * MB, { 'content-length': String(MAX_REQUEST_BYTES + 1) });
    const res = await send(req);
    expect(res.status, res.text).toBe(413);
    expect(res.json.detail).toContain('150 MB');
    expect(stats.pulled).toBeLessThanOrEqual(64 * 1024 * 2); // at most what the stream buffered ahead on its own
  });

  it('accepts a file just under the limit (the refusal is about size, not about streaming)', async () => {
    const image = await photo(3000, 2000, { format: 'png' });
    expect(image.length).toBeLessThan(MAX_FILE_BYTES);
    const res = await upload([{ name: 'under.png', type: 'image/png', bytes: image }], { cartId });
    expect(res.status, res.text).toBe(201);
  });
});

describe('a phone photo', () => {
  it('processes a 12-megapixel JPEG into the promised variants in reasonable time', async () => {
    const twelve = await photo(4000, 3000, { format: 'jpeg', grain: true });
    expect(twelve.length).toBeGreaterThan(2 * MB); // like a phone's, not a flat test card
    const timings: number[] = [];
    let images;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const res = await upload([{ name: 'IMG_1234.JPG', type: 'image/jpeg', bytes: twelve }], { cartId });
      timings.push(performance.now() - started);
      expect(res.status, res.text).toBe(201);
      images = UploadPhotosResponseSchema.parse(res.json).images;
    }
    const [image] = images!;
    const sizes = Object.fromEntries(image!.dimensions.map((d) => [d.type, `${d.width}×${d.height}`]));
    console.info(
      `[photos] 12 MP JPEG (${(twelve.length / MB).toFixed(1)} MB): ${timings.map((t) => `${Math.round(t)} ms`).join(', ')}; variants ${JSON.stringify(sizes)}`,
    );
    expect(sizes).toEqual({ small: '320×240', medium: '800×600', large: '1600×1200' });
    expect([image!.width, image!.height]).toEqual([4000, 3000]);
    expect(Math.min(...timings)).toBeLessThan(10_000);
  });
});

describe('the cart quota under concurrency', () => {
  it('lets one of ten simultaneous uploads take a cart’s last place, over 5 carts', async () => {
    const jpeg = await photo(64, 48);
    for (let round = 0; round < 5; round++) {
      const cart = await newCart();
      await heldPhotos({ cartId: cart }, MAX_GUEST_CART_PHOTOS - 1);
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => upload([{ name: `p${i}.jpg`, type: 'image/jpeg', bytes: jpeg }], { cartId: cart })));
      expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(422)]);
      expect(await photoRows({ cartId: cart })).toHaveLength(MAX_GUEST_CART_PHOTOS);
    }
  });
});
