import { findPhotosByKeys, type PhotoRow } from '@/db/photos';
import { findCustomer, listCartItems, type CartItemWithServices, type CartRow, type CustomerRow } from '@/db/carts';
import type { Executor } from '@/db/client';
import { withPosters } from '@/lib/videos/wire';

/** Everything a cart answer is made of, read in one go (inside the caller's transaction if any). */
export type CartState = {
  cart: CartRow;
  items: CartItemWithServices[];
  customer: CustomerRow | null;
  photos: Map<string, PhotoRow>;
};

export async function loadCartState(executor: Executor, cart: CartRow): Promise<CartState> {
  // Sent together: postgres.js pipelines them on one connection (one round trip, not two).
  const [items, customer] = await Promise.all([listCartItems(executor, cart.id), cart.customerId ? findCustomer(executor, cart.customerId) : null]);
  const keys = [...new Set(items.flatMap((i) => [...i.imageKeys, ...fileValues(i.values), ...(i.videoKey ? [i.videoKey] : [])]))];
  const photos = await withPosters(executor, new Map((await findPhotosByKeys(executor, keys)).map((p) => [p.key, p])));
  return { cart, items, customer, photos };
}

// File attributes hold photo keys too; the cart answer shows them like any image.
function fileValues(values: Record<string, string>): string[] {
  return Object.values(values).filter((v) => /^[A-Za-z0-9_-]{22,64}$/.test(v));
}
