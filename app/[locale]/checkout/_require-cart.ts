import 'server-only';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/schemas/common';
import { readServerCart } from '../_components/prefetch-cart';

/**
 * Checkout steps need items: without an open cart holding some, the customer is sent to the cart
 * page (which says it is empty and offers a booking) instead of seeing steps marked done.
 * A cart the server could not read (database down) is left to the browser to try.
 */
export async function requireCartWithItems(locale: Locale): Promise<void> {
  const c = await readServerCart();
  if (c.state === 'none' || (c.state === 'open' && c.cart.items.length === 0)) redirect({ href: '/cart', locale });
}
