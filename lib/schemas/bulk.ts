import * as z from 'zod';
import { OrderStatusSchema } from './orders';

// ——— Bulk actions of the staff table (issue 20, docs/counter.md#bulk-actions) ———

export const BULK_ACTIONS = ['transition', 'archive', 'unarchive'] as const;
export const BULK_MAX = 200;

const OrderIdSchema = z.string().min(1).max(100);

export const BulkOrdersBodySchema = z
  .object({
    ids: z.array(OrderIdSchema).min(1).max(BULK_MAX).meta({ description: `The orders, at most ${BULK_MAX}; each is handled on its own.` }),
    action: z.enum(BULK_ACTIONS),
    to: OrderStatusSchema.optional().meta({ description: 'Required for `transition`: the status each order moves to, where its status allows it.' }),
    note: z.string().trim().max(1000).default('').meta({ description: 'Kept in each moved order’s history.' }),
    versions: z
      .record(OrderIdSchema, z.number().int().nonnegative())
      .optional()
      .meta({ description: 'Per order, the version the caller saw (If-Match semantics per order, where orders carry versions).' }),
  })
  .refine((b) => b.action !== 'transition' || b.to !== undefined, { path: ['to'], message: 'Required for a transition' })
  .meta({ id: 'BulkOrdersRequest' });
export type BulkOrdersBody = z.output<typeof BulkOrdersBodySchema>;

export const BulkOutcomeSchema = z
  .object({
    id: z.string(),
    orderNumber: z.string().nullable().meta({ description: 'The order’s number (R-2026-000043), what people call it; null for an order the caller cannot see.' }),
    ok: z.boolean(),
    status: OrderStatusSchema.optional().meta({ description: 'When ok: the order’s status now.' }),
    isArchived: z.boolean().optional(),
    problem: z
      .object({ code: z.string(), status: z.number().int(), title: z.string(), detail: z.string() })
      .catchall(z.unknown())
      .optional()
      .meta({ description: 'When refused: why, as the single-order call would have answered (problem+json members).' }),
  })
  .meta({ id: 'BulkOrderOutcome' });
export type BulkOutcome = z.output<typeof BulkOutcomeSchema>;

export const BulkOrdersResultSchema = z
  .object({
    results: z.array(BulkOutcomeSchema).meta({ description: 'One per id, in the order sent.' }),
    done: z.number().int(),
    refused: z.number().int(),
  })
  .meta({ id: 'BulkOrdersResult' });
export type BulkOrdersResult = z.output<typeof BulkOrdersResultSchema>;
