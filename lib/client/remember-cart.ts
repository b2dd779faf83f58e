import type { Cart } from '@/lib/schemas/cart';
import { setCartCount } from './cart-count';
import { getCartId, setCartId, setCurrencyCookie } from './cart-id';

/** Remember a cart the server just returned (outside React Query): its id, currency and count. */
export function rememberCart(cart: Pick<Cart, 'id' | 'status' | 'items' | 'currency'>): void {
  setCartCount(cart.id, cart.status === 'open' ? cart.items.length : 0);
  if (getCartId() !== cart.id) setCartId(cart.id);
  setCurrencyCookie(cart.currency);
}
