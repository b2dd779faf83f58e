import 'server-only';
import { getDb } from '@/db/client';
import type { OrderWarranty } from '@/db/schema/order-json';
import { findOrder, itemsOfOrders } from '@/db/orders';
import type { Principal } from '@/lib/auth/session';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { qrPng } from '@/lib/documents/codes';
import { photoObjectKey } from '@/lib/photos/image';
import { getStorage } from '@/lib/photos/storage';
import { garmentTicketPdf, type TicketData } from '@/lib/documents/garment-ticket';
import { certificateUrl } from '@/lib/certificates/urls';
import { apiMessages } from '@/lib/http/messages';
import { formatDate } from '@/lib/i18n/dates';
import { formatMoney, majorToMinor } from '@/lib/money';
import { appOrigin } from '@/lib/notifications/dispatch';
import { assertOrderAccess } from '@/lib/orders/access';
import type { Locale } from '@/lib/schemas/common';
import { adminRow, assertStaff } from './orders';

/** The staff order page a ticket's QR code opens (docs/counter.md#garment-ticket). */
export const staffOrderUrl = (locale: Locale, orderId: string) => `${appOrigin()}/${locale}/admin/orders/${encodeURIComponent(orderId)}`;

/**
 * Every origin a ticket's QR may carry: each of APP_ORIGIN's (tickets printed before the first
 * one changed included), else the one staffOrderUrl uses. The scan boxes accept tag addresses of
 * these origins and of the page's own, nothing else (docs/counter.md#garment-ticket).
 */
export const ticketOrigins = (): string[] => {
  const configured = process.env.APP_ORIGIN?.split(',').map((o) => o.trim()).filter(Boolean) ?? [];
  return configured.length ? configured : [appOrigin()];
};

/**
 * GET /api/sip/admin/orders/{id}/ticket: the customer's A6 ticket and a tag per garment, as a
 * PDF in `locale`. The same row the staff table shows (names, services, total, due date).
 */
export async function orderTicketPdf(orderId: string, principal: Principal | null, locale: Locale): Promise<{ pdf: Uint8Array; orderNumber: string }> {
  const data = await ticketData(orderId, principal, locale);
  return { pdf: await garmentTicketPdf(data), orderNumber: data.orderNumber };
}

/** The print view's ticket (the page with a print stylesheet): the PDF's data, and its QR as a data URL. */
export async function ticketView(orderId: string, principal: Principal | null, locale: Locale): Promise<TicketData & { qrDataUrl: string; signatureDataUrl: string | null; orderId: string }> {
  const data = await ticketData(orderId, principal, locale);
  const signatureDataUrl = data.signature ? `data:image/png;base64,${Buffer.from(data.signature).toString('base64')}` : null;
  return { ...data, signature: null, signatureDataUrl, orderId, qrDataUrl: `data:image/png;base64,${Buffer.from(await qrPng(data.url)).toString('base64')}` };
}

/** "Under warranty: Manufacturing defect (details), ref. 12345", in the ticket's language. */
export function warrantyLine(w: OrderWarranty, t: (key: string) => string, sep = ': '): string {
  const reason = [t(`warranty.reasons.${w.reason}`), w.details && `(${w.details})`].filter(Boolean).join(' ');
  return `${t('ticketWarranty')}${sep}${reason}, ${t('warranty.ref')} ${w.reference}`;
}

async function ticketData(orderId: string, principal: Principal | null, locale: Locale): Promise<TicketData> {
  assertStaff(principal);
  const db = await getDb();
  const order = assertOrderAccess(await findOrder(db, orderId), principal);
  const index = await getCatalogue();
  const row = adminRow(order, await itemsOfOrders(db, [order.id]), index, locale);
  const store = index.storesById.get(order.storeId);
  const t = apiMessages(locale, 'Counter');
  // The store's day, not the server's (docs/decisions.md#promised-date): the same promised date as the e-mail and the pages.
  const day = (iso: string) => formatDate(iso, { language: locale, country: store?.country, timeZone: store?.timeZone }, 'dateLong');
  const address = store?.address;
  return {
    storeName: store?.name ?? row.store.name,
    storeLines: [address ? [address.address, `${address.zipCode} ${address.city}`.trim()].filter(Boolean).join(', ') : '', store?.phone ?? '', store?.email ?? ''].filter(Boolean),
    orderNumber: order.orderNumber,
    orderDate: day(row.orderDate),
    customerName: `${row.customer.givenName} ${row.customer.familyName}`.trim(),
    warranty: order.warranty ? warrantyLine(order.warranty, t, t('ticket.sep')) : null,
    items: row.items.map((i) => ({ name: i.name, services: i.services.map((s) => (s.quantity > 1 ? `${s.name} × ${s.quantity}` : s.name)), certificateUrl: certificateUrl(locale, i.id) })),
    promised: day(row.dueDate),
    total: formatMoney(majorToMinor(row.total), row.currency, locale),
    url: staffOrderUrl(locale, order.id),
    signature: order.customerSignatureKey ? ((await (await getStorage()).get(photoObjectKey(order.customerSignatureKey, 'full')))?.bytes ?? null) : null,
    text: {
      title: t('ticket.title'),
      order: t('ticket.order'),
      date: t('ticket.date'),
      customer: t('ticket.customer'),
      items: t('ticket.items'),
      promised: t('ticket.promised'),
      total: t('ticket.total'),
      terms: t('ticket.terms'),
      scan: t('ticket.scan'),
      certificate: t('ticket.certificate'),
      signed: t('ticket.signed'),
      sep: t('ticket.sep'),
      tagOf: (n, of) => t('ticket.tagOf', { n, of }),
    },
  };
}
