import 'server-only';
import type { Principal } from '@/lib/auth/session';
import { apiMessages } from '@/lib/http/messages';
import type { AdminOrderRow, OrderExportQuery } from '@/lib/schemas/admin';
import type { Locale } from '@/lib/schemas/common';
import { csvAmount, csvDialect, csvLine, UTF8_BOM, type CsvDialect, type CsvValue } from './csv';
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

const PAYMENT_METHODS = ['pay_at_drop_off', 'pay_on_collection', 'none'] as const;
const SOURCES = ['web', 'store', 'api'] as const;
const known = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

function cells(row: AdminOrderRow, t: ReturnType<typeof apiMessages>, tCounter: ReturnType<typeof apiMessages>, dialect: CsvDialect): CsvValue[] {
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
    total: csvAmount(row.total, dialect),
    paid: csvAmount(row.paid ?? 0, dialect),
    due: csvAmount(row.due ?? row.total, dialect),
    currency: row.currency,
    // Codes in words, in the reader's language (issue #35.9); an unknown code as it is.
    paymentMethod: known(PAYMENT_METHODS, row.paymentMethod) ? t(`detail.paymentMethods.${row.paymentMethod}`) : row.paymentMethod,
    source: known(SOURCES, row.source) ? t(`csv.sources.${row.source}`) : row.source,
    archived: t(row.isArchived ? 'csv.yes' : 'csv.no'),
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
  const dialect = csvDialect(locale, query.format);
  const encoder = new TextEncoder();
  const batches = matchingOrders(query, principal, locale, Math.min(batchSize, query.limit ?? batchSize));
  let started = false;
  let remaining = query.limit ?? Infinity;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(UTF8_BOM + csvLine(COLUMNS.map((c) => t(`csv.${c}`)), dialect)));
          return;
        }
        const next = remaining > 0 ? await batches.next() : { done: true as const };
        if (next.done) {
          if (remaining <= 0) await batches.return(undefined);
          controller.close();
          return;
        }
        const rows = next.value.slice(0, remaining);
        remaining -= rows.length;
        controller.enqueue(encoder.encode(rows.map((row) => csvLine(cells(row, t, tCounter, dialect), dialect)).join('')));
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
