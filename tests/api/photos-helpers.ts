// Shared by the photos tests: a corpus made with sharp at test time (no binary fixture
// is committed), multipart requests, and the carts and accounts they upload for.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { afterAll } from 'vitest';
import { BASE } from '../helpers/http';
import * as uploadRoute from '@/app/api/sip/photos/route';
import * as photoRoute from '@/app/api/sip/photos/[key]/[variant]/route';
import { insertAccount } from '@/db/accounts';
import { getDb } from '@/db/client';
import { carts, photos } from '@/db/schema';
import { issueSession } from '@/lib/auth/session';
import { newId, newSecretId } from '@/lib/ids';

/** A fresh upload folder for this test file (removed after it), set before the first upload picks its storage. */
export function tempUploadsFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'reprise-uploads-'));
  process.env.UPLOADS_DIR = dir;
  delete process.env.S3_BUCKET;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export type Part = { name: string; type: string; bytes: Uint8Array; field?: string };

/** A photo-like image: a smooth colour field with some texture, so encoders work as on photos. */
export async function photo(
  width: number,
  height: number,
  options: { format?: 'jpeg' | 'png' | 'webp'; exif?: Record<string, Record<string, string>>; orientation?: number; alpha?: boolean; grain?: boolean } = {},
): Promise<Buffer> {
  const seedW = Math.max(2, Math.ceil(width / 64));
  const seedH = Math.max(2, Math.ceil(height / 64));
  const channels = options.alpha ? 4 : 3;
  const seed = Buffer.alloc(seedW * seedH * channels);
  for (let i = 0; i < seed.length; i++) seed[i] = (i * 97 + (i % 7) * 31) & 0xff;
  if (options.alpha) for (let i = 3; i < seed.length; i += 4) seed[i] = 128;
  let image = sharp(seed, { raw: { width: seedW, height: seedH, channels } }).resize(width, height, { fit: 'fill', kernel: 'cubic' });
  if (options.grain) {
    // Sensor-like noise, so a 12 MP JPEG weighs what a phone's does (a few MB), not 1 MB.
    const smooth = await image.png({ compressionLevel: 0 }).toBuffer();
    const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    image = sharp(smooth).composite([{ input: noise, blend: 'soft-light' }]);
  }
  const format = options.format ?? 'jpeg';
  image = format === 'png' ? image.png() : format === 'webp' ? image.webp({ quality: 85 }) : image.jpeg({ quality: 88 });
  if (options.exif || options.orientation) {
    image = image.withMetadata({ ...(options.orientation ? { orientation: options.orientation } : {}), ...(options.exif ? { exif: options.exif } : {}) });
  }
  return image.toBuffer();
}

/** EXIF with a camera and a GPS position (Paris), as a phone writes it. */
export const GPS_EXIF = {
  IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Copyright: 'Customer' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2964/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 4008/100' },
};

export function multipartRequest(parts: Part[], fields: Record<string, string> = {}, headers: Record<string, string> = {}): NextRequest {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const part of parts) form.append(part.field ?? 'files', new File([part.bytes as Uint8Array<ArrayBuffer>], part.name, { type: part.type }));
  return new NextRequest(new URL('/api/sip/photos', BASE), { method: 'POST', body: form, headers });
}

export async function send(req: NextRequest) {
  const res = await uploadRoute.POST(req, { params: Promise.resolve({}) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: (text ? JSON.parse(text) : undefined) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export const upload = (parts: Part[], fields: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  send(multipartRequest(parts, fields, headers));

export async function fetchPhoto(key: string, variant: string, headers: Record<string, string> = {}) {
  const req = new NextRequest(new URL(`/api/sip/photos/${encodeURIComponent(key)}/${encodeURIComponent(variant)}`, BASE), { headers });
  const res = await photoRoute.GET(req, { params: Promise.resolve({ key, variant }) });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

export async function newCart(values: Partial<typeof carts.$inferInsert> = {}): Promise<string> {
  const id = newSecretId();
  await (await getDb()).insert(carts).values({ id, currency: 'EUR', ...values });
  return id;
}

/** A customer account with a live session: its id and a Bearer header. */
export async function customer(): Promise<{ accountId: string; auth: Record<string, string> }> {
  const db = await getDb();
  const account = await insertAccount(db, {
    id: newId(),
    email: `photos-${crypto.randomUUID()}@example.com`,
    passwordHash: 'not-a-real-hash',
    givenName: 'Ana',
    familyName: 'Lima',
  });
  const session = await issueSession(account!, { ip: '127.0.0.1', userAgent: 'vitest' });
  return { accountId: account!.id, auth: { authorization: `Bearer ${session.token}` } };
}

export async function photoRows(where: { cartId?: string; accountId?: string }) {
  const db = await getDb();
  if (where.cartId) return db.select().from(photos).where(eq(photos.cartId, where.cartId));
  return db.select().from(photos).where(eq(photos.accountId, where.accountId!));
}

/** `n` photo rows (no stored objects) already held by a cart or an account, as earlier uploads leave them. */
export async function heldPhotos(owner: { cartId?: string; accountId?: string }, n: number, createdAt = new Date()): Promise<void> {
  const rows = Array.from({ length: n }, (_, i) => ({
    id: newId(),
    key: newSecretId(),
    cartId: owner.cartId ?? null,
    accountId: owner.accountId ?? null,
    originalName: `held-${i}.jpg`,
    mimeType: 'image/jpeg',
    width: 64,
    height: 48,
    bytes: 1000,
    etag: '"held"',
    bucket: 'test',
    createdAt,
  }));
  await (await getDb()).insert(photos).values(rows);
}
