import 'server-only';
import { insertProviderUploads, attachablePhotoKeys } from '@/db/provider-uploads';
import { getDb } from '@/db/client';
import { findOrder, updateOrder } from '@/db/orders';
import type { Principal } from '@/lib/auth/session';
import { ApiError } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import { newId } from '@/lib/ids';
import { assertOrderAccess } from '@/lib/orders/access';
import { changeLockedOrder } from '@/lib/orders/concurrency';
import type { Precondition } from '@/lib/orders/etag';
import { getOrder } from '@/lib/orders/read';
import type { ProviderUploadsBody } from '@/lib/schemas/atelier';
import type { Locale } from '@/lib/schemas/common';
import type { Order } from '@/lib/schemas/orders';

/**
 * POST /api/sip/orders/{id}/provider-uploads (docs/atelier.md#photos): the caller's own photos
 * (uploaded through the photo pipeline without a cart, not attached yet) onto an order it reaches,
 * tagged, under If-Match. All or nothing: one photo that is not the caller's → 422, none attached.
 */
export async function addProviderUploads(id: string, body: ProviderUploadsBody, principal: Principal, locale: Locale, precondition: Precondition = null): Promise<Order> {
  const keys = [...new Set(body.keys)];
  await changeLockedOrder(id, principal, precondition, async (tx, order) => {
    const attachable = await attachablePhotoKeys(tx, principal.accountId, keys);
    const refused = body.keys.flatMap((key, i) => (attachable.has(key) ? [] : [{ path: `keys.${i}`, message: apiMessages(locale, 'Atelier')('uploads.notYours') }]));
    if (refused.length) throw new ApiError('validation_failed', { errors: refused });
    // A millisecond apart, so the order's photos list in the order they were sent.
    const at = Date.now();
    await insertProviderUploads(tx, keys.map((photoKey, i) => ({ id: newId(), orderId: order.id, photoKey, tag: body.tag, accountId: principal.accountId, role: principal.role, createdAt: new Date(at + i) })));
    await updateOrder(tx, order.id, {});
  });
  return getOrder(id, principal);
}

/** An order out of the caller's reach is a 404 before its body is read: another atelier learns nothing from a 422. */
export async function assertOrderReach(id: string, principal: Principal | null): Promise<void> {
  assertOrderAccess(await findOrder(await getDb(), id), principal);
}
