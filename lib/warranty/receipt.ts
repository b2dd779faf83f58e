import 'server-only';
import { createHash } from 'node:crypto';
import { updateOrder } from '@/db/orders';
import { insertPhotos } from '@/db/photos';
import { assertStaff } from '@/lib/admin/orders';
import type { Principal } from '@/lib/auth/session';
import { ApiError } from '@/lib/errors';
import { readLimited } from '@/lib/http/input';
import { apiMessages } from '@/lib/http/messages';
import { newId, newSecretId } from '@/lib/ids';
import { changeLockedOrder } from '@/lib/orders/concurrency';
import type { Precondition } from '@/lib/orders/etag';
import { invalid } from '@/lib/orders/plan';
import { getOrder } from '@/lib/orders/read';
import { photoObjectKey } from '@/lib/photos/image';
import { etagOf, ImageRejection, processImage } from '@/lib/photos/process';
import { getStorage } from '@/lib/photos/storage';
import type { Locale } from '@/lib/schemas/common';
import type { Order } from '@/lib/schemas/orders';
import { MAX_RECEIPT_BYTES, MAX_RECEIPT_LABEL, pdfActiveContent, pdfLooksWhole, sniffReceipt } from './receipt-file';

export type CheckedReceipt = { bytes: Buffer; mimeType: 'image/jpeg' | 'application/pdf'; width: number; height: number };

const refused = (message: string) => new ApiError('unsupported_media_type', { errors: [{ path: 'file', message }] });

/**
 * The receipt as it will be stored: a photo re-encoded like every photo (no EXIF or GPS), a PDF as
 * sent once it is known to be a PDF that cannot act (lib/warranty/receipt-file.ts). 413 past the
 * size, 415 for anything else; nothing is stored for a refused file.
 */
export async function checkedReceipt(req: Request, locale: Locale): Promise<CheckedReceipt> {
  const t = apiMessages(locale, 'Receipt');
  if (Number(req.headers.get('content-length') ?? 0) > MAX_RECEIPT_BYTES) throw new ApiError('payload_too_large', { params: { limit: MAX_RECEIPT_LABEL } });
  const bytes = Buffer.from(await readLimited(req, MAX_RECEIPT_BYTES, MAX_RECEIPT_LABEL));
  if (bytes.length === 0) throw invalid('file', t('empty'));
  const type = sniffReceipt(bytes);
  if (!type) throw refused(t('notReceipt'));
  if (type === 'application/pdf') {
    const active = pdfActiveContent(bytes);
    if (active) throw refused(t('activePdf', { feature: active }));
    if (!pdfLooksWhole(bytes)) throw refused(t('notReceipt'));
    return { bytes, mimeType: type, width: 0, height: 0 };
  }
  try {
    const image = await processImage(bytes, type);
    return { bytes: image.full.bytes, mimeType: 'image/jpeg', width: image.full.width, height: image.full.height };
  } catch (error) {
    if (error instanceof ImageRejection) throw refused(t('notReceipt'));
    throw error;
  }
}

/**
 * PUT /api/sip/orders/{id}/receipt (docs/counter.md#warranty-proof): staff attach the photo or PDF of
 * a warranty booking's receipt, beside the reference given at booking; a new one replaces the last.
 * Stored like a photo, owned by the customer's account (exported and erased with it).
 */
/** The photo row and the receipt's description of a checked file, owned by `owner` (stored like a photo: exported and erased with the account). */
export function receiptRecord(file: CheckedReceipt, key: string, bucket: string, name: string, owner: { cartId: string | null; accountId: string | null }) {
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const photo = { id: newId(), key, cartId: owner.cartId, accountId: owner.accountId, originalName: name, mimeType: file.mimeType, width: file.width, height: file.height, bytes: file.bytes.length, etag: etagOf(file.bytes), sha256, bucket, variants: [] };
  const receipt = { key, mimeType: file.mimeType, name, bytes: file.bytes.length, sha256, addedAt: new Date().toISOString() };
  return { photo, receipt };
}

/** The file name a receipt is kept under: `receipt-R-2026-000042.pdf`, or `receipt.jpg` before the order exists. */
export const receiptName = (file: CheckedReceipt, stem: string) => `${stem}.${file.mimeType === 'application/pdf' ? 'pdf' : 'jpg'}`;

/**
 * Stores a checked receipt's object, then `attach` records it (an order's or a cart's): the object
 * is written first and deleted if `attach` refuses it, so nothing is kept for a refused file.
 */
export async function storeReceipt<T>(file: CheckedReceipt, attach: (key: string, bucket: string) => Promise<T>): Promise<T> {
  const storage = await getStorage();
  const key = newSecretId();
  const objectKey = photoObjectKey(key, 'full');
  await storage.put(objectKey, file.bytes, file.mimeType);
  try {
    return await attach(key, storage.bucket);
  } catch (error) {
    await storage.delete(objectKey).catch(() => undefined);
    throw error;
  }
}


export async function attachReceipt(orderId: string, req: Request, principal: Principal | null, locale: Locale, precondition: Precondition = null): Promise<Order> {
  assertStaff(principal);
  const file = await checkedReceipt(req, locale);
  await storeReceipt(file, (key, bucket) =>
    changeLockedOrder(orderId, principal, precondition, async (tx, order) => {
      if (order.bookingType !== 'warranty' || !order.warranty) throw invalid('file', apiMessages(locale, 'Receipt')('notWarranty'));
      const { photo, receipt } = receiptRecord(file, key, bucket, receiptName(file, `receipt-${order.orderNumber}`), { cartId: null, accountId: order.accountId });
      await insertPhotos(tx, [photo]);
      await updateOrder(tx, order.id, { warranty: { ...order.warranty, receipt } });
    }),
  );
  return getOrder(orderId, principal);
}
