import 'server-only';
import { insertContactChange, updateOrder, type OrderRow } from '@/db/orders';
import type { Principal } from '@/lib/auth/session';
import { ApiError } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import { newId } from '@/lib/ids';
import { contactChangedEvent } from '@/lib/notifications/events';
import { changeLockedOrder } from '@/lib/orders/concurrency';
import type { Precondition } from '@/lib/orders/etag';
import { getOrder } from '@/lib/orders/read';
import type { Locale } from '@/lib/schemas/common';
import type { ContactChange, ContactEditBody } from '@/lib/schemas/contact';
import type { Order } from '@/lib/schemas/orders';
import { assertStaff } from './orders';

/**
 * PATCH /api/sip/orders/{id}/customer (docs/counter.md#contact-edits): staff of the order's store
 * (admins: any) correct the customer's name, e-mail, phone, title, and the address when the order
 * has one. Like every change of an order: row lock, If-Match, a version bump; the correction is
 * kept (who, when, old → new) for the staff page. Nothing changed → nothing written.
 */
export async function editOrderContact(orderId: string, body: ContactEditBody, principal: Principal | null, precondition: Precondition, locale: Locale): Promise<Order> {
  assertStaff(principal);
  await changeLockedOrder(orderId, principal, precondition, async (tx, order) => {
    // Booked without address (in-store both ways): there is none to correct, and its logistics need none.
    if (body.address && !order.address) throw new ApiError('validation_failed', { errors: [{ path: 'address', message: apiMessages(locale, 'CartErrors')('noAddressOnOrder') }] });
    const changes = contactChanges(order, body);
    if (changes.length === 0) return;
    const customer = { ...order.customer, ...pick(body, ['title', 'givenName', 'familyName', 'email', 'phone']) };
    customer.name = `${customer.givenName} ${customer.familyName}`;
    await updateOrder(tx, order.id, {
      customer,
      ...(body.address ? { address: body.address } : {}),
      // The search columns follow (docs/counter.md#order-search): the corrected name finds the order at once.
      customerEmail: customer.email.toLowerCase(),
      customerName: customer.name.toLowerCase(),
    });
    await insertContactChange(tx, { id: newId(), orderId: order.id, accountId: principal.accountId, role: principal.role, date: new Date(), changes });
    return contactChangedEvent(order.id, changes.map((c) => c.field));
  });
  return getOrder(orderId, principal);
}

/** Each field the body changes, with its old and new value; fields sent unchanged are not changes. */
export function contactChanges(order: Pick<OrderRow, 'customer' | 'address'>, body: ContactEditBody): ContactChange[] {
  const changes: ContactChange[] = [];
  for (const field of ['title', 'givenName', 'familyName', 'email', 'phone'] as const) {
    const to = body[field];
    if (to !== undefined && to !== order.customer[field]) changes.push({ field, from: order.customer[field], to });
  }
  if (body.address && JSON.stringify(sorted(body.address)) !== JSON.stringify(sorted(order.address ?? {}))) changes.push({ field: 'address', from: order.address, to: body.address });
  return changes;
}

const sorted = (o: object) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));

function pick<T extends object, K extends keyof T>(o: T, keys: readonly K[]): Partial<Pick<T, K>> {
  return Object.fromEntries(keys.filter((k) => o[k] !== undefined).map((k) => [k, o[k]])) as Partial<Pick<T, K>>;
}
