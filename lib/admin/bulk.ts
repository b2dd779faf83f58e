import 'server-only';
import type { Principal } from '@/lib/auth/session';
import { ApiError } from '@/lib/errors';
import { problemBody } from '@/lib/http/problem';
import type { Precondition } from '@/lib/orders/etag';
import { transitionOrder } from '@/lib/orders/transitions';
import type { BulkOrdersBody, BulkOrdersResult, BulkOutcome } from '@/lib/schemas/bulk';
import type { Locale } from '@/lib/schemas/common';
import { getDb } from '@/db/client';
import { findOrder } from '@/db/orders';
import { assertOrderAccess } from '@/lib/orders/access';
import { setArchived } from './archive';
import { assertStaff } from './orders';
import { log } from '@/lib/observability/log';

/**
 * POST /api/sip/admin/orders/bulk (docs/counter.md#bulk-actions): each order goes through the
 * very function its single-order route calls — its own transaction, row lock, status machine,
 * access rule and history — so one refusal never undoes another order's step, and a colleague's
 * concurrent change on one of them is seen (the step is refused), never overwritten.
 * Orders are handled one after another: a bulk of 50 holds at most one order lock at a time.
 */
export async function bulkOrders(body: BulkOrdersBody, principal: Principal | null, locale: Locale): Promise<BulkOrdersResult> {
  assertStaff(principal);
  const results: BulkOutcome[] = [];
  for (const id of new Set(body.ids)) {
    try {
      results.push(await one(id, body, principal, locale));
    } catch (caught) {
      // A fault on one order (not a refusal) is reported for that order; the others still go.
      if (!(caught instanceof ApiError)) log.error('bulk action failed on one order', { action: body.action, orderId: id, error: caught });
      const error = caught instanceof ApiError ? caught : new ApiError('internal_error');
      const { code, status, title, detail, ...rest } = problemBody(error.code, locale, { params: error.params, extra: error.extra });
      // The members the single call adds (from, to…), without the per-response type and instance.
      const extra = Object.fromEntries(Object.entries(rest).filter(([key]) => key !== 'type' && key !== 'instance'));
      results.push({ id, orderNumber: await visibleNumber(id, principal), ok: false, problem: { code, status, title, detail, ...extra } });
    }
  }
  const done = results.filter((r) => r.ok).length;
  return { results, done, refused: results.length - done };
}

async function one(id: string, body: BulkOrdersBody, principal: Principal, locale: Locale): Promise<BulkOutcome> {
  // The version the caller saw of this order, as its If-Match (docs/decisions.md#order-concurrency).
  const seen = body.versions?.[id];
  const precondition: Precondition = seen === undefined ? null : { kind: 'versions', versions: [seen] };
  if (body.action === 'transition') {
    const order = await transitionOrder(id, body.to!, body.note, principal, locale, precondition);
    return { id, orderNumber: order.orderNumber, ok: true, status: order.status, isArchived: order.isArchived };
  }
  const order = await setArchived(id, body.action === 'archive', principal, precondition);
  return { id, orderNumber: order.orderNumber, ok: true, status: order.status, isArchived: order.isArchived };
}

/**
 * A refused order's number, so the counter reads "R-2026-000043", not an internal id (issue
 * #35.9); null when the caller may not see the order (its number is not theirs to learn).
 */
async function visibleNumber(id: string, principal: Principal): Promise<string | null> {
  const order = await findOrder(await getDb(), id);
  try {
    return assertOrderAccess(order, principal).orderNumber;
  } catch {
    return null;
  }
}
