import 'server-only';
import { getDb } from '@/db/client';
import { findOrder } from '@/db/orders';
import type { Principal } from '@/lib/auth/session';
import { assertOrderAccess } from '@/lib/orders/access';
import { issueTrackingToken } from '@/lib/orders/tracking';
import type { Locale } from '@/lib/schemas/common';

/**
 * POST /api/sip/orders/{id}/tracking-link: the order's tracking capability for this device
 * (docs/decisions.md#accounts). The browser keeps it in "orders placed on this device", so the
 * link opens the order after sign-out, as the e-mailed link does (docs/notifications.md, "Tracking links").
 */
export async function deviceTrackingLink(orderId: string, principal: Principal | null, locale: Locale): Promise<{ token: string; path: string }> {
  const db = await getDb();
  const order = assertOrderAccess(await findOrder(db, orderId), principal);
  const token = await issueTrackingToken(db, order.id);
  return { token, path: `/${locale}/track/${token}` };
}
