import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import '../helpers/http'; // the postgres project's database URL
import { BASE } from '../helpers/http';
import { timed } from '../helpers/timed';
import { customer, newCart, photo, photoRows, send, tempUploadsFolder, upload, type Part } from '../api/photos-helpers';
import * as uploadRoute from '@/app/api/sip/photos/route';
import { anonymousDecodeBudget, MAX_PIXELS } from '@/lib/photos/limits';

tempUploadsFolder();
vi.setConfig({ testTimeout: 120_000 }); // the first upload migrates PGlite

/** A single-colour PNG of `width`×`height`: a few KB that would cost seconds of CPU to decode. */
const flatPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#a0a0a0' } }).png({ compressionLevel: 9 }).toBuffer();

let bomb: Buffer; // 40 MP, exactly at the limit: it passes the header checks and would be decoded
let jpeg: Buffer;

beforeAll(async () => {
  bomb = await flatPng(8000, 5000);
  jpeg = await photo(64, 48);
});

const bombs = (n: number): Part[] => Array.from({ length: n }, (_, i) => ({ name: `b${i}.png`, type: 'image/png', bytes: bomb }));

describe('uploads: who may upload is settled before any file is decoded', () => {
  it('answers an anonymous upload without a cart 401 at the first file, decoding nothing', async () => {
    const { result, ms } = await timed(() => upload(bombs(10)));
    expect(result.status).toBe(401);
    expect(ms).toBeLessThan(3000); // decoding the ten 40 MP images took 5.6 s
  });

  it('does not wait for a cartId sent after the files: anonymous → 401 at the first file, nothing decoded', async () => {
    const { result, ms } = await timed(() => send(multipartWithCartLast(bombs(10), 'no-such-cart', {})));
    expect(result.status).toBe(401);
    expect(ms).toBeLessThan(3000); // decoding before learning the cart was unknown took 8.5 s
  });

  it('refuses a cartId after the files from a signed-in client (the files would have gone to the account)', async () => {
    const { auth, accountId } = await customer();
    const res = await send(multipartWithCartLast([{ name: 'a.jpg', type: 'image/jpeg', bytes: jpeg }], await newCart(), auth));
    expect(res.status).toBe(422);
    expect(res.json.errors[0].path).toBe('cartId');
    expect(await photoRows({ accountId })).toHaveLength(0);
  });

  it('takes the cart from the query string and refuses an unknown one before reading the body', async () => {
    const cartId = await newCart();
    const ok = await send(new NextRequest(new URL(`/api/sip/photos?cartId=${cartId}`, BASE), { method: 'POST', body: form([{ name: 'a.jpg', type: 'image/jpeg', bytes: jpeg }]) }));
    expect(ok.status, ok.text).toBe(201);
    expect(await photoRows({ cartId })).toHaveLength(1);
    const { result, ms } = await timed(() => send(new NextRequest(new URL('/api/sip/photos?cartId=unknown-cart', BASE), { method: 'POST', body: form(bombs(10)) })));
    expect(result.status).toBe(404);
    expect(ms).toBeLessThan(3000);
  });

  it('refuses a PNG declaring more pixels than allowed at its header', async () => {
    const cartId = await newCart();
    const header = Buffer.from(bomb.subarray(0, 33));
    header.writeUInt32BE(20_000, 16);
    header.writeUInt32BE(20_001, 20); // 400 MP declared in 33 bytes
    const res = await upload([{ name: 'huge.png', type: 'image/png', bytes: header }], { cartId });
    expect(res.status).toBe(422);
    expect(res.json.code).toBe('image_rejected');
    expect(20_000 * 20_001).toBeGreaterThan(MAX_PIXELS);
  });
});

describe('uploads: the anonymous decode budget (docs/decisions.md#anonymous-decode-budget)', () => {
  it('charges 40 MP images to the address and the cart, and answers 429 with Retry-After before decoding once over', async () => {
    process.env.RATE_LIMITS = 'on';
    process.env.ANONYMOUS_DECODE_MP_PER_MINUTE = '100'; // two 40 MP images a minute
    try {
      expect(anonymousDecodeBudget().megapixels).toBe(100);
      const cartId = await newCart();
      const address = { 'x-forwarded-for': '203.0.113.120' };
      const first = await upload(bombs(2), { cartId }, address);
      expect(first.status, first.text).toBe(201);
      // The third 40 MP image from that address, even in another cart: refused from its header alone.
      const otherCart = await newCart();
      const { result: refused, ms } = await timed(() => upload(bombs(10), { cartId: otherCart }, address));
      expect(refused.status, refused.text).toBe(429);
      expect(refused.json.code).toBe('rate_limited');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(ms).toBeLessThan(3000); // decoding the ten 40 MP images took 5.6 s
      // Refused, the address is answered 429 at once until its window ends: a text file (otherwise
      // 415) shows the body was not even read (bench:anonymous-cpu).
      // The answer is held up to 2 s, so a client that ignores Retry-After costs a timer, not CPU.
      const { result: again, ms: held } = await timed(() => upload([{ name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('not an image') }], { cartId: otherCart }, address));
      expect(again.status, again.text).toBe(429);
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(held).toBeGreaterThanOrEqual(1_900);
      // The same cart from another address: the cart's own budget is spent too.
      expect((await upload(bombs(1), { cartId }, { 'x-forwarded-for': '203.0.113.121' })).status).toBe(429);
      // Refused charges are given back, and other clients keep theirs: a small photo elsewhere passes.
      expect((await upload([{ name: 'p.jpg', type: 'image/jpeg', bytes: jpeg }], { cartId: await newCart() }, { 'x-forwarded-for': '203.0.113.122' })).status).toBe(201);
      expect(await photoRows({ cartId })).toHaveLength(2);
    } finally {
      process.env.RATE_LIMITS = 'off';
      delete process.env.ANONYMOUS_DECODE_MP_PER_MINUTE;
    }
  });
});

describe('uploads: refusals are read by clients that send the whole body first', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    // The route handler behind a plain Node server, as `next start` runs it: the request body
    // is a web stream over the socket, so cancelling it early resets the client's upload.
    server = createServer(async (req, res) => {
      const body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
      const request = new NextRequest(new URL(req.url!, BASE), { method: req.method, headers: req.headers as Record<string, string>, body, duplex: 'half' } as never);
      const answer = await uploadRoute.POST(request, { params: Promise.resolve({}) });
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/sip/photos`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('a Node fetch sending 11 files (and an anonymous one sending 10 MB) reads the 4xx, not "fetch failed"', async () => {
    const big: Part[] = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.jpg`, type: 'image/jpeg', bytes: Buffer.concat([jpeg, Buffer.alloc(1024 * 1024)]) }));
    const anonymous = await fetch(url, { method: 'POST', body: form(big) });
    expect(anonymous.status).toBe(401);
    const cartId = await newCart();
    const eleven = await fetch(`${url}?cartId=${cartId}`, { method: 'POST', body: form(Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.jpg`, type: 'image/jpeg', bytes: jpeg }))) });
    expect(eleven.status).toBe(422);
    expect((await eleven.json()).errors[0].path).toBe('files');
    expect(await photoRows({ cartId })).toHaveLength(0);
  });
});

function form(parts: Part[]): FormData {
  const data = new FormData();
  for (const part of parts) data.append('files', new File([part.bytes as Uint8Array<ArrayBuffer>], part.name, { type: part.type }));
  return data;
}

function multipartWithCartLast(parts: Part[], cartId: string, headers: Record<string, string>): NextRequest {
  const data = form(parts);
  data.append('cartId', cartId);
  return new NextRequest(new URL('/api/sip/photos', BASE), { method: 'POST', body: data, headers });
}
