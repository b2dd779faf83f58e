import 'server-only';
import type { OrderStatus } from '@/db/schema/orders';
import { notFound } from '@/lib/http/errors';
import type { Order } from '@/lib/schemas/orders';
import { getOrder } from './read';
import { orderAccessFromTrackingToken } from './tracking';
import { transitionOrder } from './transitions';

/** GET /api/sip/track/{token}: the order the link was made for, as its customer sees it. */
export async function getTrackedOrder(token: string): Promise<Order> {
  const access = await orderAccessFromTrackingToken(token);
  if (!access) throw notFound();
  return getOrder(access.orderId, access.principal);
}

/** POST /api/sip/track/{token}/transitions: what the customer may do (cancel a booking, answer a quote), on that order only. */
export async function transitionTrackedOrder(token: string, to: OrderStatus, note: string): Promise<Order> {
  const access = await orderAccessFromTrackingToken(token);
  if (!access) throw notFound();
  return transitionOrder(access.orderId, to, note, access.principal);
}
