import 'server-only';
import type { Principal } from '@/lib/auth/session';
import { setWarrantyReceipt } from '@/lib/carts/service';
import type { Cart } from '@/lib/schemas/cart';
import type { Locale } from '@/lib/schemas/common';
import { checkedReceipt, receiptName, receiptRecord, storeReceipt } from './receipt';

/**
 * PUT /api/sip/shopping-cart/{id}/receipt (docs/counter.md#web-warranty): the customer's proof of
 * purchase on their warranty booking, judged as staff's is (lib/warranty/receipt.ts: a photo
 * re-encoded, a PDF only if it cannot act; 413 past the size, 415 otherwise). The object is
 * stored by `storeReceipt`: nothing is kept for a refused file.
 */
export async function uploadCartReceipt(cartId: string, req: Request, principal: Principal | null, locale: Locale): Promise<Cart> {
  const file = await checkedReceipt(req, locale);
  return storeReceipt(file, (key, bucket) => setWarrantyReceipt(cartId, (owner) => receiptRecord(file, key, bucket, receiptName(file, 'receipt'), owner), principal, { locale }));
}
