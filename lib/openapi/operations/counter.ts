import { BulkOrdersBodySchema, BulkOrdersResultSchema } from '@/lib/schemas/bulk';
import type { Operation } from '../builder';

/** The store counter's operations (issue 20, docs/counter.md). */
export const counterOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/sip/admin/orders/bulk',
    operationId: 'bulkOrders',
    summary: 'Move several orders one status, or (un)archive them, in one request',
    description:
      'Each order is handled as its single-order call would (POST …/transitions, PUT/DELETE …/archive): its own transaction, the status machine, the caller’s store. Always 200 with one outcome per id, in the order sent: `ok` with the status now, or the refusal as problem members (e.g. `invalid_transition`, `not_found`).',
    tags: ['Admin'],
    security: 'required',
    body: { schema: BulkOrdersBodySchema },
    responses: { 200: { description: 'One outcome per order.', schema: BulkOrdersResultSchema } },
    errors: ['invalid_json', 'validation_failed', 'unauthorized', 'forbidden'],
  },
];
