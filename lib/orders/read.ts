import 'server-only';
import { getDb, type Executor } from '@/db/client';
import { findOrder, loadOrderParts, type OrderAggregate } from '@/db/orders';
import { findPhotosByKeys } from '@/db/photos';
import { withPosters } from '@/lib/videos/wire';
import type { Principal } from '@/lib/auth/session';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { OrderSchema, type Order } from '@/lib/schemas/orders';
import { assertOrderAccess } from './access';
import { allowedTransitions } from './status';
import { orderWire } from './view';

/** GET /api/sip/orders/{id} — the Order shape, with what the caller may do next. */
export async function getOrder(id: string, principal: Principal | null, executor?: Executor): Promise<Order> {
  const db = executor ?? (await getDb());
  const order = assertOrderAccess(await findOrder(db, id), principal);
  return orderAnswer(await loadOrderParts(db, order), principal, db);
}

/** The Order shape of an order already loaded (or just created) with its parts. */
export async function orderAnswer(parts: OrderAggregate, principal: Principal | null, executor?: Executor): Promise<Order> {
  return (await orderAnswers([parts], principal, executor))[0]!;
}

/**
 * The caller's Order from the one already built and parsed for the order's event (orderSnapshot,
 * as the system, an admin, sees it): every field is the same for every role but what the caller
 * may do next, so only that is computed again and checked — one view and one OrderSchema parse per
 * order placed instead of two. The atelier sees fewer fields (lib/orders/view.ts): built anew.
 */
export async function answerFromSnapshot(parts: OrderAggregate, snapshot: Order, principal: Principal | null, executor?: Executor): Promise<Order> {
  assertOrderAccess(parts.order, principal);
  const role = principal?.role ?? 'customer';
  if (role === 'atelier') return orderAnswer(parts, principal, executor);
  const next = allowedTransitions(parts.order.status, role, parts.order.logisticOption.kind);
  return { ...snapshot, allowedTransitions: OrderSchema.shape.allowedTransitions.parse(next) };
}

/** The Order shapes of several loaded orders, parsed as sent: what goes on the wire is checked against the contract. */
export async function orderAnswers(aggregates: OrderAggregate[], principal: Principal | null, executor?: Executor): Promise<Order[]> {
  return (await orderViews(aggregates, principal, executor)).map((order) => OrderSchema.parse(order));
}

/**
 * The same shapes before that check, for readers that send no JSON of them (the e-mails:
 * lib/notifications/dispatch.ts parses only what a webhook carries). Photos read in one statement.
 */
export async function orderViews(aggregates: OrderAggregate[], principal: Principal | null, executor?: Executor): Promise<Order[]> {
  const db = executor ?? (await getDb());
  for (const parts of aggregates) assertOrderAccess(parts.order, principal);
  const keys = aggregates.flatMap((a) => [...a.items.flatMap((i) => i.imageKeys), ...(a.uploads ?? []).map((u) => u.photoKey), ...(a.comments ?? []).flatMap((c) => c.imageKeys), ...(a.order.customerSignatureKey ? [a.order.customerSignatureKey] : []), ...a.items.flatMap((i) => (i.videoKey ? [i.videoKey] : []))]);
  const photos = await withPosters(db, new Map((await findPhotosByKeys(db, keys)).map((p) => [p.key, p])));
  const catalogue = await getCatalogue();
  return aggregates.map((parts) => orderWire(parts, catalogue, photos, principal?.role ?? 'customer'));
}
