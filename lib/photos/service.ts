import 'server-only';
import { createHash } from 'node:crypto';
import { findCart, type CartRow } from '@/db/carts';
import { getDb } from '@/db/client';
import { countQuotaPhotos, findPhotoByKey, insertPhotosWithinQuota, storedVariants, type NewPhoto, type PhotoQuota, type StoredVariant } from '@/db/photos';
import type { Principal } from '@/lib/auth/session';
import { assertCartAccess } from '@/lib/carts/access';
import { cartOrderedError } from '@/lib/carts/ordered';
import { callerIp } from '@/lib/http/request-source';
import { ApiError, notFound, type FieldError } from '@/lib/errors';
import { controlCharacterError, hasControlCharacter } from '@/lib/http/guards';
import { apiMessages } from '@/lib/http/messages';
import { newId, newSecretId } from '@/lib/ids';
import type { Locale } from '@/lib/schemas/common';
import { PhotoPathSchema, type Image, type PhotoVariantName } from '@/lib/schemas/photos';
import { chargeAnonymousDecode, refuseIfRefusedEarlier } from './decode-budget';
import { FairSlots } from './fair-slots';
import { imageFromRow, photoObjectKey } from './image';
import {
  MAX_ACCOUNT_PHOTOS_PER_DAY,
  MAX_CART_PHOTOS,
  MAX_FIELD_BYTES,
  MAX_FIELDS,
  MAX_FILE_BYTES,
  MAX_FILE_LABEL,
  MAX_FILES,
  MAX_GUEST_CART_PHOTOS,
  MAX_PIXELS,
  MAX_REQUEST_BYTES,
  MAX_REQUEST_LABEL,
  UPLOADS_READ_AT_ONCE,
} from './limits';
import { MultipartError, readMultipart, type MultipartLimits } from './multipart';
import { sanitiseFileName } from './name';
import { ImageRejection, processImage, type ProcessedImage } from './process';
import { declaredPixels, SNIFF_BYTES, sniffImage, type AcceptedType } from './sniff';
import { getStorage, storageFor, type PhotoStorage } from './storage';

const LIMITS: MultipartLimits = {
  maxFileBytes: MAX_FILE_BYTES,
  maxFiles: MAX_FILES,
  maxRequestBytes: MAX_REQUEST_BYTES,
  maxFields: MAX_FIELDS,
  maxFieldBytes: MAX_FIELD_BYTES,
  headBytes: SNIFF_BYTES,
};

/** `files` as the contract says; `files[]` as some form libraries name repeated fields. */
const FILE_FIELDS = new Set(['files', 'files[]']);

/**
 * Complete files of one request waiting for (or in) decoding before reading pauses:
 * a request holds at most this many raw files in memory, not all ten.
 */
const MAX_FILES_AHEAD = 2;

/**
 * Uploads whose bodies are read and decoded at once in this process, shared fairly between
 * clients (account, else address): the rest wait, unread, so memory stays bounded however many
 * arrive, and a client sending many cannot hold every slot while another waits.
 */
const uploadSlots = new FairSlots(UPLOADS_READ_AT_ONCE);

type Translate = ReturnType<typeof apiMessages>;
/** One accepted file, already in storage: what its `photos` row needs (no pixels kept). */
type Stored = Omit<NewPhoto, 'id' | 'cartId' | 'accountId'>;

export type UploadContext = { req: Request; auth: Principal | null; locale: Locale };

/**
 * POST /api/sip/photos: reads the multipart body as it streams in, judges each file by
 * its first bytes (refusing at once, before the rest is read), and decodes, re-encodes
 * and stores each complete file while the next one arrives (at most
 * {@link MAX_FILES_AHEAD} waiting: reading pauses for the decoder). Then it records the
 * photos. All or nothing: if any file, the cart or the caller is refused, every object
 * this request wrote is deleted and no row is written. The photos belong to `cartId`'s
 * cart (which the caller must be able to use, and which must still be open), or else to
 * the signed-in account.
 */
export async function uploadPhotos(context: UploadContext): Promise<Image[]> {
  const client = context.auth ? `account:${context.auth.accountId}` : `ip:${callerIp(context.req)}`;
  return uploadSlots.run(client, () => receivePhotos(context));
}

/**
 * Who may upload is settled before any file body is read: a session, or a cart sent before the
 * files (`?cartId=` or a `cartId` field ahead of them) that is checked before the first file
 * is decoded. A file arriving with neither → 401 at its first bytes; a `cartId` after a file → 422.
 */
async function receivePhotos({ req, auth, locale }: UploadContext): Promise<Image[]> {
  const t = apiMessages(locale, 'Photos');
  const storage = await getStorage();
  const abort = new AbortController();
  const stop = (error: unknown) => {
    if (!abort.signal.aborted) abort.abort(error);
  };
  const jobs: Promise<Stored>[] = [];
  const unfinished = new Set<Promise<void>>();
  const written: string[] = []; // object keys, for the rollback
  const queryCartId = new URL(req.url).searchParams.get('cartId');
  let cart: Promise<CartRow> | null = queryCartId === null ? null : Promise.resolve(openCart(queryCartId, auth, t, locale));
  let filesSeen = 0;
  let cartId = queryCartId; // the cart the decoding of an anonymous upload is charged to
  const declared: number[] = []; // each file's pixels, from its header
  const client = `ip:${callerIp(req)}`;

  try {
    // An anonymous client already refused in this window: 429 again, held up to 2 s (./decode-budget.ts).
    if (!auth) await refuseIfRefusedEarlier([client, queryCartId === null ? null : `cart:${queryCartId}`]);
    if (cart) await cart; // refused before the body is touched
    try {
      await readMultipart(req, LIMITS, {
        signal: abort.signal,
        async ready() {
          if (cart) await (cart as Promise<CartRow>).catch(() => {}); // no file is read for a cart not yet known to be usable
          while (unfinished.size >= MAX_FILES_AHEAD) await Promise.race(unfinished);
        },
        onField(name, value) {
          if (name === 'cartId') {
            if (cart) throw invalid('cartId', t('duplicateCartId'));
            if (filesSeen > 0) throw invalid('cartId', apiMessages(locale, 'Hardening')('cartIdFirst'));
            cartId = value.trim();
            cart = openCart(cartId, auth, t, locale);
            cart.catch(stop); // an unusable cart stops reading at once
          } else if (FILE_FIELDS.has(name)) {
            throw invalid('files', t('notAFile'));
          }
          // Other text fields are ignored.
        },
        onFileHead(head, file) {
          filesSeen++;
          if (!cart && !auth) throw new ApiError('unauthorized', { headers: { 'www-authenticate': 'Bearer' } });
          if (!FILE_FIELDS.has(file.field)) throw invalid(file.field, t('unexpectedFile'));
          const sniffed = sniffImage(head);
          if (!sniffed.type) throw unsupported(file.index, t(sniffed.heif ? 'heic' : 'notAnImage'));
          const pixels = declaredPixels(head, sniffed.type);
          if (pixels > MAX_PIXELS) throw rejection(new ImageRejection('too_many_pixels', pixels), file.index, t);
          declared[file.index] = pixels;
        },
        onFile(file) {
          const type = sniffImage(file.bytes.subarray(0, SNIFF_BYTES)).type as AcceptedType; // judged in onFileHead
          const allowed: Promise<unknown> = cart ?? Promise.resolve(); // nothing is decoded before the cart is known usable
          // Anonymous: its megapixels are charged to the address and the cart first (429 past the budget).
          const charged = auth ? allowed : allowed.then(() => chargeAnonymousDecode([client, `cart:${cartId}`], declared[file.index] ?? 0));
          const job = charged
            .then(() => processImage(file.bytes, type, abort.signal))
            .then(
              (image) => {
                abort.signal.throwIfAborted();
                return storeObjects(storage, image, sanitiseFileName(file.filename), written);
              },
              (error: unknown) => {
                throw rejection(error, file.index, t);
              },
            );
          job.catch(stop); // a refused image stops reading at once
          jobs.push(job);
          const settled: Promise<void> = job.then(
            () => void unfinished.delete(settled),
            () => void unfinished.delete(settled),
          );
          unfinished.add(settled);
        },
      });
    } catch (error) {
      throw multipartProblem(error, t);
    }

    const cartRow = cart ? await (cart as Promise<CartRow>) : null;
    if (!cartRow && !auth) throw new ApiError('unauthorized', { headers: { 'www-authenticate': 'Bearer' } });
    if (jobs.length === 0) throw invalid('files', t('noFiles'));
    const stored = await Promise.all(jobs);

    const owner = cartRow ? { cartId: cartRow.id, accountId: cartRow.accountId } : { cartId: null, accountId: auth!.accountId };
    const quota = cartRow ? cartQuota(cartRow) : accountQuota(auth!.accountId);
    const inserted = await insertPhotosWithinQuota(
      await getDb(),
      stored.map((photo) => ({ id: newId(), ...owner, ...photo })),
      quota,
    );
    if (!inserted) throw quotaExceeded(quota, t);
    const byKey = new Map(inserted.map((row) => [row.key, row]));
    return stored.map((photo) => imageFromRow(byKey.get(photo.key)!)); // in the order the files came
  } catch (error) {
    stop(error);
    await Promise.allSettled(jobs); // let running work finish writing, then remove all of it
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
}

async function openCart(id: string, auth: Principal | null, t: Translate, locale: Locale): Promise<CartRow> {
  if (hasControlCharacter(id)) throw controlCharacterError('cartId', locale);
  if (!id || id.length > 64) throw notFound();
  const db = await getDb();
  const cart = assertCartAccess(await findCart(db, id), auth);
  if (cart.status === 'ordered') throw await cartOrderedError(db, cart.id);
  // A full cart is refused before any file is read; the insert checks again, under a lock.
  const quota = cartQuota(cart);
  if ((await countQuotaPhotos(db, quota)) >= quota.max) throw quotaExceeded(quota, t);
  return cart;
}

const cartQuota = (cart: Pick<CartRow, 'id' | 'accountId'>): PhotoQuota => ({ cartId: cart.id, max: cart.accountId ? MAX_CART_PHOTOS : MAX_GUEST_CART_PHOTOS });
const accountQuota = (accountId: string): PhotoQuota => ({ accountId, since: new Date(Date.now() - 24 * 3600_000), max: MAX_ACCOUNT_PHOTOS_PER_DAY });

function quotaExceeded(quota: PhotoQuota, t: Translate): ApiError {
  return invalid('files', t('cartId' in quota ? 'cartFull' : 'dailyLimit', { max: quota.max }));
}

/** Writes the full image and its variants under a fresh random key. */
async function storeObjects(storage: PhotoStorage, image: ProcessedImage, name: string, written: string[]): Promise<Stored> {
  const key = newSecretId();
  const objects: [PhotoVariantName, { bytes: Buffer; mimeType: string }][] = [['full', image.full], ...image.variants.map((v) => [v.type, v] as [PhotoVariantName, typeof v])];
  await Promise.all(
    objects.map(async ([variant, encoded]) => {
      const objectKey = photoObjectKey(key, variant);
      written.push(objectKey);
      await storage.put(objectKey, encoded.bytes, encoded.mimeType);
    }),
  );
  const variants: StoredVariant[] = image.variants.map((v) => ({ type: v.type, width: v.width, height: v.height, bytes: v.bytes.length, etag: v.etag, mimeType: v.mimeType }));
  return {
    key,
    originalName: name,
    mimeType: image.full.mimeType,
    width: image.full.width,
    height: image.full.height,
    bytes: image.full.bytes.length,
    etag: image.full.etag,
    sha256: createHash('sha256').update(image.full.bytes).digest('hex'), // cited by repair certificates (docs/certificates.md#record)
    bucket: storage.bucket,
    variants,
  };
}

export type PhotoObject = { objectKey: string; contentType: string; etag: string; bucket: string };

/**
 * The stored object behind GET /api/sip/photos/{key}/{variant}, or null for anything
 * unknown: a malformed key (no dot, slash or percent ever reaches storage), an unknown
 * variant, a key nobody uploaded.
 */
export async function findPhotoObject(key: string, variant: string): Promise<PhotoObject | null> {
  const parsed = PhotoPathSchema.safeParse({ key, variant });
  if (!parsed.success) return null;
  const row = await findPhotoByKey(await getDb(), parsed.data.key);
  if (!row) return null;
  if (parsed.data.variant === 'full') return { objectKey: photoObjectKey(row.key, 'full'), contentType: row.mimeType, etag: row.etag, bucket: row.bucket };
  const stored = storedVariants(row).find((v) => v.type === parsed.data.variant);
  if (!stored) return null;
  return { objectKey: photoObjectKey(row.key, stored.type), contentType: stored.mimeType, etag: stored.etag, bucket: row.bucket };
}

export async function readPhotoObject(object: PhotoObject) {
  return (await storageFor(object.bucket)).get(object.objectKey);
}

const invalid = (path: string, message: string) => new ApiError('validation_failed', { errors: [{ path, message }] });

const unsupported = (index: number, message: string) => new ApiError('unsupported_media_type', { errors: [{ path: `files.${index}`, message }] });

function rejection(error: unknown, index: number, t: Translate): unknown {
  if (!(error instanceof ImageRejection)) return error;
  if (error.reason === 'type_mismatch') return unsupported(index, t('notAnImage'));
  const reason =
    error.reason === 'too_many_pixels' ? t('tooManyPixels', { megapixels: Math.round((error.pixels ?? MAX_PIXELS) / 1e6) }) : t('corrupt');
  return new ApiError('image_rejected', { params: { reason }, errors: [{ path: `files.${index}`, message: reason }] });
}

function multipartProblem(error: unknown, t: Translate): unknown {
  if (!(error instanceof MultipartError)) return error;
  const at = (path: string, message: string): FieldError[] => [{ path, message }];
  switch (error.kind) {
    case 'not_multipart':
      return new ApiError('unsupported_media_type');
    case 'malformed':
      return new ApiError('bad_request');
    case 'request_too_large':
      return new ApiError('payload_too_large', { params: { limit: MAX_REQUEST_LABEL } });
    case 'file_too_large':
      return new ApiError('payload_too_large', {
        params: { limit: MAX_FILE_LABEL },
        errors: at(`files.${error.detail.index ?? 0}`, t('fileTooLarge', { limit: MAX_FILE_LABEL })),
      });
    case 'too_many_files':
      return new ApiError('validation_failed', { errors: at('files', t('tooManyFiles', { max: MAX_FILES })) });
    case 'too_many_fields':
      return new ApiError('validation_failed', { errors: at('', t('tooManyFields')) });
    case 'field_too_long':
      return new ApiError('validation_failed', { errors: at(error.detail.field ?? '', t('fieldTooLong')) });
  }
}
