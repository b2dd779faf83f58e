// The S3 driver against a real S3-compatible server: s3rver (npm, in this process,
// signature-checking). Runs in the Postgres project; fails if the server cannot start.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPhoto, newCart, photo, upload } from './photos-helpers';
import { getStorage, type PhotoStorage } from '@/lib/photos/storage';
import { UploadPhotosResponseSchema } from '@/lib/schemas/photos';

type S3rverInstance = { run(): Promise<{ address: string; port: number }>; close(): Promise<void> };
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

const BUCKET = 'reprise-photos';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }; // s3rver's built-in account

const dir = mkdtempSync(path.join(tmpdir(), 'reprise-s3rver-'));
let server: S3rverInstance | null = null;
let endpoint = '';

/**
 * Starts s3rver, retrying (a port taken between choosing and binding, a slow first import on a
 * loaded CI box). It must start: if it cannot, the suite fails instead of skipping silently.
 */
async function startS3(attempts = 3): Promise<void> {
  // @ts-expect-error s3rver ships no type declarations (S3rverClass above says what is used)
  const { default: S3rver } = (await import('s3rver')) as { default: S3rverClass };
  let last: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: BUCKET }] });
      const { port } = await server.run();
      endpoint = `http://127.0.0.1:${port}`;
      return;
    } catch (error) {
      last = error;
      await server?.close().catch(() => {});
      server = null;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`the S3-compatible test server (s3rver) could not start: ${(last as Error)?.message}`);
}
await startS3();

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const saved: Record<string, string | undefined> = {};
const S3_ENV = {
  S3_BUCKET: BUCKET,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
  S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
  S3_FORCE_PATH_STYLE: 'true',
};

describe('S3-compatible storage driver', () => {
  let storage: PhotoStorage;
  let raw: S3Client;

  beforeAll(async () => {
    for (const [name, value] of Object.entries({ ...S3_ENV, S3_ENDPOINT: endpoint })) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    storage = await getStorage();
    raw = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  });

  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    raw?.destroy();
  });

  it('is chosen when S3_BUCKET is set, and puts, gets and deletes objects with their type', async () => {
    expect(storage.constructor.name).toBe('S3Storage');
    expect(storage.bucket).toBe(BUCKET);
    const bytes = Buffer.from('not really an image');
    await storage.put('photos/test-key/full', bytes, 'image/jpeg');
    expect(await storage.get('photos/test-key/full')).toEqual({ bytes, contentType: 'image/jpeg' });
    expect(await storage.get('photos/other-key/full')).toBeNull();
    await storage.delete('photos/test-key/full');
    expect(await storage.get('photos/test-key/full')).toBeNull();
    await expect(storage.put('../escape', bytes, 'image/jpeg')).rejects.toThrow(/key/);
  });

  it('stores uploads in the bucket and serves them back through the photos route', async () => {
    const cartId = await newCart();
    const res = await upload([{ name: 'tear.jpg', type: 'image/jpeg', bytes: await photo(900, 600) }], { cartId });
    expect(res.status, res.text).toBe(201);
    const [image] = UploadPhotosResponseSchema.parse(res.json).images;
    expect(image!.bucket).toBe(BUCKET);

    // Straight from the server: the object is there, typed, and its ETag is the one reported.
    const object = await raw.send(new GetObjectCommand({ Bucket: BUCKET, Key: `photos/${image!.key}/full` }));
    expect(object.ContentType).toBe('image/jpeg');
    expect(object.ETag).toBe(image!.ETag);
    const stored = Buffer.from(await object.Body!.transformToByteArray());
    expect((await sharp(stored).metadata()).width).toBe(900);

    for (const variant of ['full', 'small', 'medium', 'large']) {
      const served = await fetchPhoto(image!.key, variant);
      expect(served.status, variant).toBe(200);
      expect(served.headers.get('content-type')).toBe(variant === 'full' ? 'image/jpeg' : 'image/webp');
      expect((await sharp(served.bytes).metadata()).exif).toBeUndefined();
    }
    expect(await fetchPhoto(image!.key, 'full').then((r) => r.bytes.equals(stored))).toBe(true);
  });

  it('still serves photos stored in the local folder before the switch to S3, from there', async () => {
    const uploads = mkdtempSync(path.join(tmpdir(), 'reprise-before-s3-'));
    const before = { bucket: process.env.S3_BUCKET, uploads: process.env.UPLOADS_DIR };
    try {
      delete process.env.S3_BUCKET;
      process.env.UPLOADS_DIR = uploads;
      const res = await upload([{ name: 'old.jpg', type: 'image/jpeg', bytes: await photo(64, 48) }], { cartId: await newCart() });
      expect(res.status, res.text).toBe(201);
      const [image] = UploadPhotosResponseSchema.parse(res.json).images;
      expect(image!.bucket).toBe('local');

      process.env.S3_BUCKET = before.bucket;
      expect((await getStorage()).bucket).toBe(BUCKET);
      const served = await fetchPhoto(image!.key, 'small');
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    } finally {
      process.env.S3_BUCKET = before.bucket;
      if (before.uploads === undefined) delete process.env.UPLOADS_DIR;
      else process.env.UPLOADS_DIR = before.uploads;
      rmSync(uploads, { recursive: true, force: true });
    }
  });
});

