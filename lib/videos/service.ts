import 'server-only';
import { createHash } from 'node:crypto';
import { findCart } from '@/db/carts';
import { getDb } from '@/db/client';
import type { NewPhoto } from '@/db/photos';
import type { Principal } from '@/lib/auth/session';
import { assertCartAccess } from '@/lib/carts/access';
import { cartOrderedError } from '@/lib/carts/ordered';
import { setItemVideo } from '@/lib/carts/service';
import { ApiError } from '@/lib/errors';
import { readLimited } from '@/lib/http/input';
import { apiMessages } from '@/lib/http/messages';
import { newId, newSecretId } from '@/lib/ids';
import { photoObjectKey } from '@/lib/photos/image';
import { etagOf, processImage } from '@/lib/photos/process';
import { getStorage } from '@/lib/photos/storage';
import type { Cart } from '@/lib/schemas/cart';
import type { Locale } from '@/lib/schemas/common';
import { probeAndPoster } from './ffmpeg';
import { MAX_VIDEO_BYTES, MAX_VIDEO_LABEL, MAX_VIDEO_SECONDS, sniffVideo } from './sniff';

const refused = (message: string) => new ApiError('unsupported_media_type', { errors: [{ path: 'file', message }] });
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * PUT /api/sip/shopping-cart/{id}/items/{itemId}/video (docs/videos.md): the item's video of the
 * damage. The cart is checked first (nothing is read for a cart the caller cannot use); the body is
 * read up to 50 MB (413 past it), sniffed (MP4 or WebM, else 415), probed by ffprobe (a container
 * it cannot read, or without a video stream → 415; longer than 30 s → 413), and its poster frame
 * extracted by ffmpeg. Nothing is stored for a refused file; the objects written are deleted if the
 * cart refuses the link.
 */
export async function uploadItemVideo(cartId: string, itemId: string, req: Request, principal: Principal | null, locale: Locale): Promise<Cart> {
  const t = apiMessages(locale, 'Video');
  const db = await getDb();
  const cart = assertCartAccess(await findCart(db, cartId), principal);
  if (cart.status === 'ordered') throw await cartOrderedError(db, cart.id);
  if (Number(req.headers.get('content-length') ?? 0) > MAX_VIDEO_BYTES) throw new ApiError('payload_too_large', { params: { limit: MAX_VIDEO_LABEL } });
  const bytes = Buffer.from(await readLimited(req, MAX_VIDEO_BYTES, MAX_VIDEO_LABEL));
  const type = sniffVideo(bytes.subarray(0, 64));
  if (!type) throw refused(t('notVideo'));
  const read = await probeAndPoster(bytes, type === 'video/mp4' ? 'mp4' : 'webm');
  if (!read || !read.probe.formatName.includes(type === 'video/mp4' ? 'mp4' : 'webm')) throw refused(t('notVideo'));
  if (read.probe.durationMs > MAX_VIDEO_SECONDS * 1000) {
    throw new ApiError('payload_too_large', { params: { limit: `${MAX_VIDEO_SECONDS} s` }, errors: [{ path: 'file', message: t('tooLong', { seconds: MAX_VIDEO_SECONDS }) }] });
  }
  const poster = (await processImage(read.poster, 'image/jpeg')).full;

  const storage = await getStorage();
  const videoKey = newSecretId();
  const posterKey = newSecretId();
  const objects = [photoObjectKey(videoKey, 'full'), photoObjectKey(posterKey, 'full')];
  await storage.put(objects[0]!, bytes, type);
  await storage.put(objects[1]!, poster.bytes, poster.mimeType);
  const common = { bucket: storage.bucket, variants: [] };
  try {
    return await setItemVideo(
      cart.id,
      itemId,
      (owner) => [
        { id: newId(), key: videoKey, ...owner, ...common, originalName: `damage-video.${type === 'video/mp4' ? 'mp4' : 'webm'}`, mimeType: type, width: read.probe.width, height: read.probe.height, bytes: bytes.length, etag: etagOf(bytes), sha256: sha256(bytes), durationMs: read.probe.durationMs, posterKey },
        { id: newId(), key: posterKey, ...owner, ...common, originalName: 'damage-video-poster.jpg', mimeType: poster.mimeType, width: poster.width, height: poster.height, bytes: poster.bytes.length, etag: poster.etag, sha256: sha256(poster.bytes) },
      ] satisfies NewPhoto[],
      principal,
    );
  } catch (error) {
    await Promise.allSettled(objects.map((key) => storage.delete(key)));
    throw error;
  }
}
