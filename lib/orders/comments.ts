import 'server-only';
import { findAccountById } from '@/db/accounts';
import { getDb } from '@/db/client';
import { findOpenRequest, insertOrderComment, markRequestAnswered } from '@/db/order-comments';
import { updateOrder } from '@/db/orders';
import { attachablePhotoKeys } from '@/db/provider-uploads';
import { RATE_LIMITS, takeRateLimits } from '@/lib/auth/rate-limit';
import type { Principal } from '@/lib/auth/session';
import { ApiError } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import { newId } from '@/lib/ids';
import type { Locale } from '@/lib/schemas/common';
import type { Order, OrderCommentBody } from '@/lib/schemas/orders';
import { changeLockedOrder } from './concurrency';
import { getOrder } from './read';

/**
 * POST /api/sip/orders/{id}/comments and /api/sip/track/{token}/comments (docs/atelier.md#messages):
 * a message on the order's thread from whoever reaches the order (the customer, a guest by the
 * order's id or a tracking link, the store's staff, an admin, the order's atelier). Plain text; a
 * customer's may be a request, a store's or an atelier's may answer an open one. Limited per order
 * and author before anything is read (429), then written with its `order.message_posted` event in
 * one transaction: the worker e-mails the other side and the webhooks carry it.
 * No If-Match: a message changes no state anyone decides on, and must not be lost to a status step.
 */
export async function postOrderComment(orderId: string, body: OrderCommentBody, principal: Principal | null, locale: Locale, client: string): Promise<Order> {
  const author = principal?.accountId ? `account:${principal.accountId}` : client;
  await takeRateLimits([{ policy: RATE_LIMITS.messages, client: `${orderId}:${author}` }]);
  const role = principal?.role ?? 'customer';
  const fromCustomer = role === 'customer';
  const t = apiMessages(locale, 'Atelier');
  // Before the order's lock: the account's name is its own, read once.
  const account = principal && !fromCustomer ? await findAccountById(await getDb(), principal.accountId) : null;
  await changeLockedOrder(orderId, principal, null, async (tx, order, catalogue) => {
    if (body.request && !fromCustomer) throw new ApiError('validation_failed', { errors: [{ path: 'request', message: t('messages.requestCustomerOnly') }] });
    if (body.answers && fromCustomer) throw new ApiError('validation_failed', { errors: [{ path: 'answers', message: t('messages.answerNotCustomer') }] });
    // Photos: the author's own, uploaded through the photo pipeline and attached to nothing yet, as
    // for bench photos (docs/atelier.md#message-images); a guest has no photo of its own to send.
    const images = [...new Set(body.images ?? [])];
    if (images.length) {
      const attachable = principal ? await attachablePhotoKeys(tx, principal.accountId, images) : new Set<string>();
      const refused = (body.images ?? []).flatMap((key, i) => (attachable.has(key) ? [] : [{ path: `images.${i}`, message: t(principal ? 'uploads.notYours' : 'messages.imagesSignIn') }]));
      if (refused.length) throw new ApiError('validation_failed', { errors: refused });
    }
    const answered = body.answers ? await findOpenRequest(tx, order.id, body.answers) : null;
    if (body.answers && !answered) throw new ApiError('validation_failed', { errors: [{ path: 'answers', message: t('messages.noOpenRequest') }] });
    const now = new Date();
    const authorName =
      role === 'atelier'
        ? (catalogue.providersById.get(order.providerId)?.displayName ?? '')
        : fromCustomer
          ? order.customer.givenName || order.customer.name
          : `${account?.givenName ?? ''} ${account?.familyName ?? ''}`.trim() || (catalogue.storesById.get(order.storeId)?.name ?? '');
    const id = newId();
    await insertOrderComment(tx, {
      id, orderId: order.id, accountId: principal?.accountId ?? null, role, authorName, text: body.text,
      requestKind: fromCustomer ? (body.request ?? null) : null, answersId: answered?.id ?? null, imageKeys: images, createdAt: now,
    });
    if (answered) await markRequestAnswered(tx, answered.id, now, role);
    await updateOrder(tx, order.id, {});
    return { id: newId(), orderId: order.id, type: 'order.message_posted', data: { commentId: id, role } };
  });
  return getOrder(orderId, principal);
}
