import 'server-only';
import { certificatesOfOrders } from '@/db/certificates';
import type { Executor } from '@/db/client';
import { itemsOfOrders } from '@/db/orders';
import { appOrigin } from '@/lib/notifications/dispatch';
import type { Locale } from '@/lib/schemas/common';

/** The public certificate page of an order item (docs/certificates.md#page), as printed in QR codes. */
export const certificateUrl = (locale: Locale, orderItemId: string) => `${appOrigin()}/${locale}/certificates/${encodeURIComponent(orderItemId)}`;

/** The order's issued certificates with their garments' names, for the invoice (docs/certificates.md#issuance). */
export async function printedCertificates(executor: Executor, orderId: string, locale: Locale): Promise<{ name: string; url: string }[]> {
  const certificates = await certificatesOfOrders(executor, [orderId]);
  if (certificates.length === 0) return [];
  const issued = new Set(certificates.map((c) => c.id));
  const items = await itemsOfOrders(executor, [orderId]);
  return items.filter((i) => issued.has(i.id)).map((i) => ({ name: i.name, url: certificateUrl(locale, i.id) }));
}
