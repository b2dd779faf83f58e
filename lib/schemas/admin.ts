import * as z from 'zod';
import { BookingTypeSchema, CurrencySchema } from './common';
import { COUNT_CAP, ROLES } from './constants';
import { OrderListQuerySchema, OrderSchema, OrderStatusSchema } from './orders';
import { ContactChangeEntrySchema, WarrantySchema } from './contact';

// ——— The staff admin page (issue #7): list, export, notes, archive ———

export const SORTS = ['desc', 'asc', 'due'] as const;
export const SortSchema = z
  .enum(SORTS)
  .default('desc')
  .meta({ description: 'By order date: newest first (default) or oldest first; `due`: by estimated completion, soonest first.' });
export { COUNT_CAP };

/** The filters of GET /api/sip/orders, plus the sort; one page at a time, both ways (keyset). */
export const AdminOrderListQuerySchema = OrderListQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(200).default(25),
  cursor: z.string().max(200).optional().meta({ description: 'Opaque; `nextCursor` or `prevCursor` of a page.' }),
  sort: SortSchema,
  overdue: z.enum(['true']).optional().meta({ description: 'Only orders whose estimated completion has passed, not completed nor cancelled.' }),
});
export type AdminOrderListQuery = z.output<typeof AdminOrderListQuerySchema>;

/** The same filters for the CSV export: everything that matches, no page. */
export const OrderExportQuerySchema = AdminOrderListQuerySchema.omit({ limit: true, cursor: true }).extend({
  // Clients sent `limit` while it was ignored; it is now what it says (docs/decisions.md#unknown-parameters).
  limit: z.coerce.number().int().min(1).max(1_000_000).optional().meta({ description: 'At most this many orders, in the sort order; omitted: every order that matches.' }),
  format: z
    .enum(['locale', 'rfc4180'])
    .default('locale')
    .meta({ description: '`locale` (default): what a spreadsheet in the language opens (fr, de, es: semicolons and decimal commas); `rfc4180`: commas and decimal points.' }),
});
export type OrderExportQuery = z.output<typeof OrderExportQuerySchema>;

/** One row of the staff orders table: lean, already in the caller's language. */
export const AdminOrderRowSchema = z
  .object({
    id: z.string(),
    orderNumber: z.string(),
    orderDate: z.iso.datetime(),
    status: OrderStatusSchema,
    bookingType: BookingTypeSchema,
    source: z.string(),
    paymentMethod: z.string(),
    customer: z.object({ givenName: z.string(), familyName: z.string(), email: z.string(), phone: z.string() }),
    items: z.array(
      z.object({
        id: z.string(),
        name: z.string().meta({ description: 'Sub-category (garment) name in the caller’s language.' }),
        category: z.string(),
        services: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
      }),
    ),
    provider: z.object({ id: z.string(), displayName: z.string() }),
    store: z.object({ id: z.string(), name: z.string(), timeZone: z.string().optional(), country: z.string().optional() }),
    total: z.number().meta({ description: 'Amount due by the customer now, in major units.' }),
    paid: z.number().optional().meta({ description: 'Recorded payments minus refunds (added).' }),
    due: z.number().optional().meta({ description: 'Total minus paid, never below zero (added).' }),
    currency: CurrencySchema,
    isArchived: z.boolean(),
    dueDate: z.iso.datetime().meta({ description: 'The estimated completion date.' }),
    isOverdue: z.boolean().meta({ description: 'Due date passed, and neither completed nor cancelled.' }),
    willMiss: z.boolean().optional().meta({ description: 'Not overdue yet, but the atelier’s queue ahead of it at its weekly capacity already ends after the due date: the late forecast (docs/atelier.md#forecast) (added).' }),
    warranty: WarrantySchema.nullable().meta({ description: 'A warranty booking’s reason and purchase reference; null on paid bookings (docs/counter.md#warranty).' }),
    logisticKind: z.string().meta({ description: 'How the item travels (postal_label, home_pickup, store_drop_off): decides the way back.' }),
    version: z.number().int().meta({ description: 'The order’s version, for If-Match (per order in bulk actions).' }),
  })
  .meta({ id: 'AdminOrderRow' });
export type AdminOrderRow = z.output<typeof AdminOrderRowSchema>;

export const AdminOrderPageSchema = z
  .object({
    orders: z.array(AdminOrderRowSchema),
    nextCursor: z.string().nullable().meta({ description: 'The next page (further in the sort order), if any.' }),
    prevCursor: z.string().nullable().meta({ description: 'The previous page, if any.' }),
    total: z
      .number()
      .int()
      .meta({ description: `Orders matching the filters, counted up to ${COUNT_CAP.toLocaleString('en')} (${COUNT_CAP + 1} means more).` }),
  })
  .meta({ id: 'AdminOrderPage' });
export type AdminOrderPage = z.output<typeof AdminOrderPageSchema>;

export const PersonSchema = z
  .object({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(ROLES) })
  .meta({ id: 'AdminPerson' });
export type Person = z.output<typeof PersonSchema>;

export const OrderNoteSchema = z
  .object({ id: z.string(), body: z.string(), createdAt: z.iso.datetime(), author: PersonSchema.nullable() })
  .meta({ id: 'OrderNote' });
export type OrderNote = z.output<typeof OrderNoteSchema>;

export const OrderNotesSchema = z.object({ notes: z.array(OrderNoteSchema) }).meta({ id: 'OrderNotes' });

export const NoteBodySchema = z.object({ body: z.string().trim().min(1).max(2000) }).meta({ id: 'OrderNoteRequest' });

/** GET /api/sip/admin/orders/{id}: the order with what only staff see (internal notes, who did what). */
export const AdminOrderDetailSchema = z
  .object({
    order: OrderSchema,
    notes: z.array(OrderNoteSchema),
    people: z.record(z.string(), PersonSchema).meta({ description: 'Accounts named in histories and notes, by id.' }),
    itemLabels: z
      .record(z.string(), z.object({ name: z.string(), category: z.string() }))
      .meta({ description: 'Each item’s garment and category names in the caller’s language, by order item id.' }),
    contactChanges: z.array(ContactChangeEntrySchema).meta({ description: 'Staff corrections of the customer’s contact details, oldest first: who, when, old → new (docs/counter.md#contact-edits).' }),
    willMiss: z.boolean().optional().meta({ description: 'The late forecast (docs/atelier.md#forecast): not late yet, but certain to miss its estimated completion date (added).' }),
  })
  .meta({ id: 'AdminOrderDetail' });
export type AdminOrderDetail = z.output<typeof AdminOrderDetailSchema>;
