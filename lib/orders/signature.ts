import 'server-only';
import sharp from 'sharp';
import { updateOrder } from '@/db/orders';
import { insertPhotos } from '@/db/photos';
import type { Principal } from '@/lib/auth/session';
import { DomainError } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import { newId, newSecretId } from '@/lib/ids';
import { etagOf } from '@/lib/photos/process';
import { photoObjectKey } from '@/lib/photos/image';
import { getStorage } from '@/lib/photos/storage';
import type { Locale } from '@/lib/schemas/common';
import type { Order } from '@/lib/schemas/orders';
import { assertStaff } from '@/lib/admin/orders';
import { createHash } from 'node:crypto';
import { changeLockedOrder } from './concurrency';
import type { Precondition } from './etag';
import { invalid } from './plan';
import { getOrder } from './read';

/**
 * The customer's signature at intake (docs/counter.md#signature): drawn on the counter's tablet,
 * sent as a PNG data URL, checked (a PNG, at most {@link SIGNATURE_LIMITS}, with real ink on it),
 * flattened on white for print and stored as an image like a photo. Only an order handed over in
 * a store is signed, once.
 */
export const SIGNATURE_LIMITS = { maxBytes: 180_000, maxWidth: 2400, maxHeight: 1200, minInkPixels: 150 } as const;

const DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;

/** The PNG's bytes, flattened on white, when `dataUrl` holds a real signature; a 422 otherwise. */
export async function signatureImage(dataUrl: string, locale: Locale): Promise<{ png: Buffer; width: number; height: number }> {
  const t = apiMessages(locale, 'Signature');
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw invalid('image', t('notPng'));
  const raw = Buffer.from(match[1]!, 'base64');
  if (raw.length > SIGNATURE_LIMITS.maxBytes) throw invalid('image', t('tooLarge', { kb: Math.round(SIGNATURE_LIMITS.maxBytes / 1000) }));
  const meta = await sharp(raw)
    .metadata()
    .catch(() => null);
  if (!meta || meta.format !== 'png' || !meta.width || !meta.height) throw invalid('image', t('notPng'));
  if (meta.width > SIGNATURE_LIMITS.maxWidth || meta.height > SIGNATURE_LIMITS.maxHeight) throw invalid('image', t('tooLarge', { kb: Math.round(SIGNATURE_LIMITS.maxBytes / 1000) }));
  const flat = sharp(raw).flatten({ background: '#ffffff' });
  const grey = await flat.clone().greyscale().raw().toBuffer();
  let ink = 0;
  for (const value of grey) if (value < 160) ink++;
  if (ink < SIGNATURE_LIMITS.minInkPixels) throw invalid('image', t('empty'));
  const png = await flat.png({ compressionLevel: 9 }).toBuffer();
  return { png, width: meta.width, height: meta.height };
}

/** PUT /api/sip/orders/{id}/signature: staff of the order's store record the customer's signature. */
export async function signOrder(orderId: string, dataUrl: string, principal: Principal | null, locale: Locale, precondition: Precondition = null): Promise<Order> {
  // Staff at the counter; the order's atelier when it receives a store drop-off (its own orders only: changeLockedOrder answers 404 otherwise).
  if (principal?.role !== 'atelier') assertStaff(principal);
  // An atelier learns nothing of another's order, not even what its signature would be refused for.
  else if ((await getOrder(orderId, principal)).logisticOption.kind !== 'store_drop_off') throw invalid('image', apiMessages(locale, 'Signature')('notAtCounter'));
  const image = await signatureImage(dataUrl, locale);
  const storage = await getStorage();
  const key = newSecretId();
  const objectKey = photoObjectKey(key, 'full');
  await storage.put(objectKey, image.png, 'image/png');
  try {
    await changeLockedOrder(orderId, principal, precondition, async (tx, order) => {
      const t = apiMessages(locale, 'Signature');
      if (order.logisticOption.kind !== 'store_drop_off') throw invalid('image', t('notAtCounter'));
      if (order.customerSignatureKey) throw new DomainError('conflict', { extra: { detail: t('alreadySigned') } });
      await insertPhotos(tx, [
        {
          id: newId(),
          key,
          cartId: null,
          accountId: order.accountId, // the customer's: exported with their data and erased with their account
          originalName: `signature-${order.orderNumber}.png`,
          mimeType: 'image/png',
          width: image.width,
          height: image.height,
          bytes: image.png.length,
          etag: etagOf(image.png),
          sha256: createHash('sha256').update(image.png).digest('hex'),
          bucket: storage.bucket,
          variants: [],
        },
      ]);
      await updateOrder(tx, order.id, { customerSignatureKey: key, customerSignedAt: new Date() });
    });
  } catch (error) {
    await storage.delete(objectKey).catch(() => undefined);
    throw error;
  }
  return getOrder(orderId, principal);
}
