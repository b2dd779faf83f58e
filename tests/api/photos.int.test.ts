import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE } from '../helpers/http'; // also: the postgres project's database URL
import { GPS_EXIF, customer, fetchPhoto, heldPhotos, newCart, photo, photoRows, upload, tempUploadsFolder, type Part } from './photos-helpers';
import { newSecretId } from '@/lib/ids';
import { MAX_ACCOUNT_PHOTOS_PER_DAY, MAX_GUEST_CART_PHOTOS } from '@/lib/photos/limits';
import { openApiDocument } from '@/lib/openapi/document';
import { UploadPhotosResponseSchema, type Image } from '@/lib/schemas/photos';

let cartId: string;
let jpeg: Buffer;

const uploadsDir = tempUploadsFolder();

beforeAll(async () => {
  cartId = await newCart();
  jpeg = await photo(64, 48);
});

const jpegPart = (name = 'photo.jpg', bytes: Uint8Array = jpeg): Part => ({ name, type: 'image/jpeg', bytes });

async function uploadOk(parts: Part[], fields: Record<string, string> = { cartId }, headers: Record<string, string> = {}): Promise<Image[]> {
  const res = await upload(parts, fields, headers);
  expect(res.status, res.text).toBe(201);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return UploadPhotosResponseSchema.parse(res.json).images;
}

const longest = (d: { width: number; height: number }) => Math.max(d.width, d.height);

/** Photo keys present in the upload folder. */
const storedKeys = () => {
  try {
    return readdirSync(path.join(uploadsDir, 'photos'));
  } catch {
    return [];
  }
};

describe('POST /api/sip/photos: what is stored', () => {
  it('strips EXIF and GPS from the full image and every variant, and applies the orientation', async () => {
    const source = await photo(400, 300, { exif: GPS_EXIF, orientation: 6 });
    const before = await sharp(source).metadata();
    expect(before.exif).toBeDefined(); // the corpus really carries EXIF…
    expect(before.exif!.includes(Buffer.from('GPS')) || before.exif!.length > 100).toBe(true);
    expect(before.orientation).toBe(6);

    const [image] = await uploadOk([jpegPart('IMG_0001.JPG', source)]);
    expect(image).toMatchObject({ tag: 'full', mimeType: 'image/jpeg', name: 'IMG_0001.JPG', width: 300, height: 400, bucket: 'local' });
    for (const variant of ['full', 'small', 'medium', 'large'] as const) {
      const res = await fetchPhoto(image!.key, variant);
      expect(res.status).toBe(200);
      const meta = await sharp(res.bytes).metadata();
      expect(meta.exif, variant).toBeUndefined();
      expect(meta.xmp, variant).toBeUndefined();
      expect(meta.iptc, variant).toBeUndefined();
      expect(meta.icc, variant).toBeUndefined();
      expect(meta.orientation ?? 1, variant).toBe(1);
      expect(meta.height, variant).toBeGreaterThan(meta.width!); // upright: the 400×300 landscape sensor image is a portrait
      expect(res.bytes.includes(Buffer.from('PhoneMaker')), variant).toBe(false);
    }
  });

  it('makes small, medium and large WebP variants of the promised sizes, keeping the aspect ratio, never upscaling', async () => {
    const images = await uploadOk([
      { name: 'wide.png', type: 'image/png', bytes: await photo(2000, 1000, { format: 'png' }) },
      { name: 'tiny.webp', type: 'image/webp', bytes: await photo(200, 150, { format: 'webp' }) },
      { name: 'clear.png', type: 'image/png', bytes: await photo(900, 1200, { format: 'png', alpha: true }) },
    ]);
    const [wide, tiny, clear] = images;
    const sizes = (image: Image) => Object.fromEntries(image.dimensions.map((d) => [d.type, [d.width, d.height]]));
    expect(sizes(wide!)).toEqual({ small: [320, 160], medium: [800, 400], large: [1600, 800] });
    expect(sizes(tiny!)).toEqual({ small: [200, 150], medium: [200, 150], large: [200, 150] });
    expect(sizes(clear!)).toEqual({ small: [240, 320], medium: [600, 800], large: [900, 1200] });
    expect([wide!.width, wide!.height, tiny!.width, tiny!.height]).toEqual([2000, 1000, 200, 150]);

    for (const image of images) {
      expect(new URL(image.url).pathname).toBe(`/api/sip/photos/${image.key}/full`);
      for (const d of image.dimensions) {
        // Absolute, from the request's origin (docs/integrators.md#urls): new URL(u) must work.
        expect(d.url).toBe(`${BASE}/api/sip/photos/${image.key}/${d.type}`);
        expect(d.orientation).toBe(1);
        const res = await fetchPhoto(image.key, d.type);
        expect(res.headers.get('content-type')).toBe('image/webp');
        const meta = await sharp(res.bytes).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', d.width, d.height]); // what is said is what is served
        expect(longest(d)).toBeLessThanOrEqual({ small: 320, medium: 800, large: 1600 }[d.type]);
        expect(Math.abs(d.width / d.height - image.width / image.height)).toBeLessThan(0.01);
      }
      const full = await sharp((await fetchPhoto(image.key, 'full')).bytes).metadata();
      expect([full.format, full.width, full.height, full.hasAlpha]).toEqual(['jpeg', image.width, image.height, false]);
    }
  });

  it('records each photo for its cart, in the order sent, with a sanitised original name', async () => {
    const ownCart = await newCart();
    const images = await uploadOk(
      [jpegPart('..\\..\\C:\\evil\u202Egpj.exe.jpg'), jpegPart('<script>x</script>.jpg'), jpegPart('   ')],
      { cartId: ownCart },
    );
    expect(images.map((i) => i.name)).toEqual(['evilgpj.exe.jpg', 'script.jpg', 'photo']);
    const rows = await photoRows({ cartId: ownCart });
    expect(rows).toHaveLength(3);
    for (const image of images) {
      const row = rows.find((r) => r.key === image.key)!;
      expect(row).toMatchObject({ cartId: ownCart, accountId: null, originalName: image.name, mimeType: 'image/jpeg', width: 64, height: 48, etag: image.ETag, bucket: 'local' });
      expect(row.bytes).toBeGreaterThan(0);
      expect(row.variants.map((v) => v.type)).toEqual(['small', 'medium', 'large']);
    }
    // Bytes live under the random key, outside public/, never under the client's name.
    const stored = storedKeys();
    for (const image of images) expect(stored).toContain(image.key);
    expect(readdirSync(path.join(uploadsDir, 'photos', images[0]!.key)).sort()).toEqual(
      ['full', 'full.meta', 'large', 'large.meta', 'medium', 'medium.meta', 'small', 'small.meta'],
    );
  });

  it('gives every photo a random, unguessable key', async () => {
    // Four requests of ten at once: they share the decode semaphore.
    const rounds = await Promise.all(Array.from({ length: 4 }, async () => uploadOk(Array.from({ length: 10 }, (_, i) => jpegPart(`p${i}.jpg`)), { cartId: await newCart() })));
    const keys = rounds.flat().map((i) => i.key);
    expect(keys).toHaveLength(40);
    expect(new Set(keys).size).toBe(40);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{22,}$/); // ≥ 128 bits of base64url
    const many = new Set(Array.from({ length: 20_000 }, () => newSecretId()));
    expect(many.size).toBe(20_000);
  });

  it('re-encodes a JPEG/HTML polyglot: the trailing payload is gone', async () => {
    const polyglot = Buffer.concat([jpeg, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const [image] = await uploadOk([jpegPart('poly.jpg', polyglot)]);
    const full = await fetchPhoto(image!.key, 'full');
    expect(full.bytes.includes(Buffer.from('<script'))).toBe(false);
  });
});

describe('POST /api/sip/photos: refusals', () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.domain)</script></svg>');
  const html = Buffer.from('<!doctype html><html><body><script>fetch("/api/sip/auth/me")</script></body></html>');
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(4), Buffer.from('mif1heic'), Buffer.alloc(64)]);

  it.each([
    ['an SVG with a script', { name: 'damage.svg', type: 'image/svg+xml', bytes: svg }, 'JPEG, PNG or WebP'],
    ['an HTML file named .jpg and sent as image/jpeg', { name: 'damage.jpg', type: 'image/jpeg', bytes: html }, 'JPEG, PNG or WebP'],
    ['a PDF', { name: 'receipt.jpg', type: 'image/jpeg', bytes: pdf }, 'JPEG, PNG or WebP'],
    ['a HEIC photo (no HEVC decoder in this sharp build)', { name: 'IMG_0001.HEIC', type: 'image/heic', bytes: heic }, 'HEIC'],
  ])('refuses %s with 415, whatever its name or type', async (_label, part, message) => {
    const res = await upload([jpegPart('ok.jpg'), part as Part], { cartId });
    expect(res.status, res.text).toBe(415);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.json).toMatchObject({ code: 'unsupported_media_type', errors: [{ path: 'files.1' }] });
    expect(res.json.errors[0].message).toContain(message);
  });

  it('refuses a truncated JPEG with 422 image_rejected, and keeps nothing of the request', async () => {
    const ownCart = await newCart();
    const before = storedKeys().length;
    const truncated = (await photo(400, 300)).subarray(0, 4000);
    const res = await upload([jpegPart('a.jpg'), jpegPart('b.jpg'), jpegPart('c.jpg', truncated), jpegPart('d.jpg')], { cartId: ownCart }, { 'accept-language': 'fr' });
    expect(res.status, res.text).toBe(422);
    expect(res.json).toMatchObject({ code: 'image_rejected', errors: [{ path: 'files.2' }] });
    expect(res.json.detail).toContain('endommagé');
    expect(await photoRows({ cartId: ownCart })).toHaveLength(0);
    expect(storedKeys()).toHaveLength(before); // a.jpg and b.jpg were stored, then removed
  });

  it('wants 1 to 10 files in `files`: 11 → 422, none → 422', async () => {
    const eleven = await upload(Array.from({ length: 11 }, (_, i) => jpegPart(`p${i}.jpg`)), { cartId });
    expect(eleven.status, eleven.text).toBe(422);
    expect(eleven.json).toMatchObject({ code: 'validation_failed', errors: [{ path: 'files' }] });
    expect(eleven.json.errors[0].message).toContain('10');

    const none = await upload([], { cartId });
    expect(none.status, none.text).toBe(422);
    expect(none.json).toMatchObject({ code: 'validation_failed', errors: [{ path: 'files' }] });

    const emptyInput = await upload([{ name: '', type: 'application/octet-stream', bytes: new Uint8Array(0) }], { cartId });
    expect(emptyInput.status, emptyInput.text).toBe(422);

    const wrongField = await upload([{ ...jpegPart(), field: 'photo' }], { cartId });
    expect(wrongField.status).toBe(422);
    expect(wrongField.json.errors[0].path).toBe('photo');
  });

  it('refuses a body that is not multipart with 415', async () => {
    const { NextRequest } = await import('next/server');
    const { send } = await import('./photos-helpers');
    const req = new NextRequest('http://127.0.0.1:3000/api/sip/photos', { method: 'POST', body: JSON.stringify({ files: [] }), headers: { 'content-type': 'application/json' } });
    const res = await send(req);
    expect(res.status).toBe(415);
  });
});

describe('POST /api/sip/photos: whose photos', () => {
  it('answers 404 for a foreign or unknown cart, 409 for an ordered one, and stores nothing', async () => {
    const owner = await customer();
    const other = await customer();
    const foreign = await newCart({ accountId: owner.accountId });
    for (const headers of [{}, other.auth]) {
      const res = await upload([jpegPart()], { cartId: foreign }, headers);
      expect(res.status, res.text).toBe(404);
      expect(res.json.code).toBe('not_found');
    }
    expect((await upload([jpegPart()], { cartId: newSecretId() })).status).toBe(404);
    expect((await upload([jpegPart()], { cartId: '../../etc/passwd' })).status).toBe(404);
    expect(await photoRows({ cartId: foreign })).toHaveLength(0);

    const [mine] = await uploadOk([jpegPart()], { cartId: foreign }, owner.auth);
    expect((await photoRows({ cartId: foreign })).map((r) => [r.key, r.accountId])).toEqual([[mine!.key, owner.accountId]]);

    const ordered = await newCart({ status: 'ordered' });
    const res = await upload([jpegPart()], { cartId: ordered });
    expect(res.status, res.text).toBe(409);
    expect(res.json.code).toBe('cart_already_ordered');
  });

  it('without a cart: 401 when anonymous, the account’s photos when signed in', async () => {
    const before = storedKeys().length;
    const anonymous = await upload([jpegPart(), jpegPart()], {});
    expect(anonymous.status, anonymous.text).toBe(401);
    expect(anonymous.json.code).toBe('unauthorized');
    expect(storedKeys()).toHaveLength(before);

    const me = await customer();
    const [image] = await uploadOk([jpegPart()], {}, me.auth);
    const rows = await photoRows({ accountId: me.accountId });
    expect(rows.map((r) => [r.key, r.cartId])).toEqual([[image!.key, null]]);
  });
});

describe('POST /api/sip/photos: how many', () => {
  it(`keeps a guest cart to ${MAX_GUEST_CART_PHOTOS} photos, keeping nothing of a refused upload`, async () => {
    const full = await newCart();
    await heldPhotos({ cartId: full }, MAX_GUEST_CART_PHOTOS - 1);
    const before = storedKeys().length;
    const two = await upload([jpegPart('a.jpg'), jpegPart('b.jpg')], { cartId: full }, { 'accept-language': 'fr' });
    expect(two.status, two.text).toBe(422);
    expect(two.json).toMatchObject({ code: 'validation_failed', errors: [{ path: 'files', message: `Un panier contient au plus ${MAX_GUEST_CART_PHOTOS} photos.` }] });
    expect(storedKeys()).toHaveLength(before);
    expect(await photoRows({ cartId: full })).toHaveLength(MAX_GUEST_CART_PHOTOS - 1);

    await uploadOk([jpegPart('last.jpg')], { cartId: full });
    expect(await photoRows({ cartId: full })).toHaveLength(MAX_GUEST_CART_PHOTOS);
    const more = await upload([jpegPart('one-more.jpg')], { cartId: full });
    expect(more.status, more.text).toBe(422);
    expect(storedKeys()).toHaveLength(before + 1); // the one accepted
  });

  it(`lets an account upload ${MAX_ACCOUNT_PHOTOS_PER_DAY} photos a day outside a cart`, async () => {
    const me = await customer();
    await heldPhotos({ accountId: me.accountId }, MAX_ACCOUNT_PHOTOS_PER_DAY);
    const refused = await upload([jpegPart()], {}, me.auth);
    expect(refused.status, refused.text).toBe(422);
    expect(refused.json.errors[0].message).toContain(`${MAX_ACCOUNT_PHOTOS_PER_DAY} photos a day`);

    // Yesterday's uploads no longer count; photos on a cart never counted.
    const yesterday = await customer();
    await heldPhotos({ accountId: yesterday.accountId }, MAX_ACCOUNT_PHOTOS_PER_DAY, new Date(Date.now() - 25 * 3600_000));
    await heldPhotos({ accountId: yesterday.accountId, cartId: await newCart({ accountId: yesterday.accountId }) }, 5);
    await uploadOk([jpegPart()], {}, yesterday.auth);
  });
});

describe('GET /api/sip/photos/{key}/{variant}', () => {
  let image: Image;
  beforeAll(async () => {
    [image] = (await uploadOk([jpegPart('get.jpg', await photo(1000, 600))])) as [Image];
  });

  it('serves the stored bytes with their type, nosniff, immutable caching and an ETag', async () => {
    const full = await fetchPhoto(image.key, 'full');
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/jpeg');
    expect(full.headers.get('x-content-type-options')).toBe('nosniff');
    expect(full.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(full.headers.get('content-disposition')).toBe('inline');
    expect(full.headers.get('etag')).toBe(image.ETag);
    expect(full.headers.get('content-length')).toBe(String(full.bytes.length));
    expect(full.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const small = await fetchPhoto(image.key, 'small');
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect(small.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(small.headers.get('etag')).not.toBe(image.ETag);
    expect(small.bytes.subarray(8, 12).toString()).toBe('WEBP');

    const again = await fetchPhoto(image.key, 'full', { 'if-none-match': image.ETag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it('answers 404 problem+json for an unknown key or variant and for path tricks', async () => {
    const attempts: [string, string][] = [
      [newSecretId(), 'full'],
      [image.key, 'original'],
      [image.key, 'full.jpg'],
      [image.key, '../full'],
      ['..', 'full'],
      ['../../etc/passwd', 'full'],
      ['..%2F..%2Fetc%2Fpasswd', 'full'],
      [`${image.key}/../${image.key}`, 'full'],
      [`${image.key}%00`, 'full'],
      [image.key.slice(0, 21), 'full'],
      ['photos', image.key],
    ];
    for (const [key, variant] of attempts) {
      const res = await fetchPhoto(key, variant);
      expect(res.status, `${key} ${variant}`).toBe(404);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      expect(JSON.parse(res.bytes.toString()).code).toBe('not_found');
    }
  });
});

describe('OpenAPI', () => {
  it('documents the upload (multipart, files as binary) and the download', () => {
    const doc = openApiDocument() as unknown as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> }; responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    const post = doc.paths['/api/sip/photos']!.post!;
    expect(Object.keys(post.requestBody!.content)).toEqual(['multipart/form-data']);
    const body = doc.components.schemas.UploadPhotosRequestInput!;
    expect(body.properties.files).toMatchObject({ type: 'array', maxItems: 10, items: { type: 'string', format: 'binary' } });
    expect(body.properties).toHaveProperty('cartId');
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['201', '401', '404', '409', '413', '415', '422']));
    expect(doc.paths['/api/sip/photos/{key}/{variant}']!.get!.responses).toHaveProperty('404');
  });
});
