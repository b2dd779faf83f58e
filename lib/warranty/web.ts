import 'server-only';
import type { Principal } from '@/lib/auth/session';
import { newSecretId } from '@/lib/ids';
import { photoObjectKey } from '@/lib/photos/image';
import { getStorage } from '@/lib/photos/storage';
import { setWarrantyReceipt } from '@/lib/carts/service';
import type { Cart } from '@/lib/schemas/cart';
import type { Locale } from '@/lib/schemas/common';
import { checkedReceipt, receiptRecord } from './receipt';

/**
 * PUT /api/sip/shopping-cart/{id}/receipt (docs/counter.md#web-warranty): the customer's proof of
 * purchase on their warranty booking, judged as staff's is (lib/warranty/receipt.ts: a photo
 * re-encoded, a PDF only if it cannot act; 413 past the size, 415 otherwise). The object is written
 * first and deleted if the cart refuses it: nothing is kept for a refused file.
 */
export async function uploadCartReceipt(cartId: string, req: Request, principal: Principal | null, locale: Locale): Promise<Cart> {
  const file = await checkedReceipt(req, locale);
  const storage = await getStorage();
  const key = newSecretId();
  const objectKey = photoObjectKey(key, 'full');
  await storage.put(objectKey, file.bytes, file.mimeType);
  try {
    const name = `receipt.${file.mimeType === 'application/pdf' ? 'pdf' : 'jpg'}`;
    return await setWarrantyReceipt(cartId, (owner) => receiptRecord(file, key, storage.bucket, name, owner), principal, { locale });
  } catch (error) {
    await storage.delete(objectKey).catch(() => undefined);
    throw error;
  }
}
