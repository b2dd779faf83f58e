import type { Executor } from '@/db/client';
import { findOrderRefByCart } from '@/db/orders';
import { ApiError } from '@/lib/errors';

/** An ordered cart is read-only: 409 `cart_already_ordered`, naming the order it became. */
export async function cartOrderedError(executor: Executor, cartId: string): Promise<ApiError> {
  return orderedError(await findOrderRefByCart(executor, cartId));
}

/** The same, when the order is already known. */
export function orderedError(order: { id: string; orderNumber: string } | null): ApiError {
  return new ApiError('cart_already_ordered', {
    params: { orderNumber: order?.orderNumber ?? '' },
    extra: { orderId: order?.id, orderNumber: order?.orderNumber },
  });
}
