import 'server-only';
import type { Principal } from '@/lib/auth/session';
import { apiMessages } from '@/lib/http/messages';
import type { AdminOrderRow, OrderExportQuery } from '@/lib/schemas/admin';
import type { Locale } from '@/lib/schemas/common';
import { csvLine, UTF8_BOM, type CsvValue } from './csv';
import { assertStaff, matchingOrders } from './orders';
import { log } from '@/lib/observability/log';

const COLUMNS = [
  'orderNumber',
  'orderDate',
  'status',
  'bookingType',
  'store',
  'provider',
  'givenName',
  'familyName',
  'email',
  'phone',
  'items',
  'total',
  'paid',
  'due',
  'currency',
  'paymentMethod',
  'source',
  'archived',
  // Added at the end, before the id (last, as readers of the file expect): the other columns stay where they were.
  'warrantyReason',
  'warrantyReference',
  'id',
] as const;

function cells(row: AdminOrderRow, t: (key: string) => string, tCounter: (key: string) => string): CsvValue[] {
  const items = row.items.map((i) => `${i.name}: ${i.services.map((s) => (s.quantity > 1 ? `${s.name} ×${s.quantity}` : s.name)).join(', ')}`).join('; ');
  const values: Record<(typeof COLUMNS)[number], CsvValue> = {
    orderNumber: row.orderNumber,
    orderDate: row.orderDate,
    status: t(`statuses.${row.status}`),
    bookingType: t(`bookingTypes.${row.bookingType}`),
    // docs/counter.md#warranty: why, and which purchase; empty on paid bookings.
    warrantyReason: row.warranty ? [tCounter(`warranty.reasons.${row.warranty.reason}`), row.warranty.details].filter(Boolean).join(': ') : '',
    warrantyReference: row.warranty?.reference ?? '',
    store: row.store.name,
    provider: row.provider.displayName,
    givenName: row.customer.givenName,
    familyName: row.customer.familyName,
    email: row.customer.email,
    phone: row.customer.phone,
    items,
    total: row.total.toFixed(2),
    paid: (row.paid ?? 0).toFixed(2),
    due: (row.due ?? row.total).toFixed(2),
    currency: row.currency,
    paymentMethod: row.paymentMethod,
    source: row.source,
    archived: row.isArchived,
    id: row.id,
  };
  return COLUMNS.map((c) => values[c]);
}

/**
 * GET /api/sip/orders/export: every order matching the filter as CSV, streamed. Batches of
 * `batchSize` rows are read along the keyset only as the client takes the bytes (pull), so
 * memory stays flat however many orders match. UTF-8 with a BOM for Excel.
 */
export function exportOrdersCsv(query: OrderExportQuery, principal: Principal | null, locale: Locale, batchSize = 500): ReadableStream<Uint8Array> {
  assertStaff(principal);
  const t = apiMessages(locale, 'Admin');
  const tCounter = apiMessages(locale, 'Counter');
  const encoder = new TextEncoder();
  const batches = matchingOrders(query, principal, locale, batchSize);
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(UTF8_BOM + csvLine(COLUMNS.map((c) => t(`csv.${c}`)))));
          return;
        }
        const next = await batches.next();
        if (next.done) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(next.value.map((row) => csvLine(cells(row, t, tCounter))).join('')));
      } catch (error) {
        log.error('csv export failed', { error });
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}

export function exportFileName(now = new Date()): string {
  return `reprise-orders-${now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-')}.csv`;
}
