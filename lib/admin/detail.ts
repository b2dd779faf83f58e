import 'server-only';
import { getDb } from '@/db/client';
import { contactChangesOf } from '@/db/orders';
import type { Principal } from '@/lib/auth/session';
import { orderWillMiss } from '@/lib/atelier/queue-page';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { getOrder } from '@/lib/orders/read';
import { AdminOrderDetailSchema, type AdminOrderDetail } from '@/lib/schemas/admin';
import type { Locale } from '@/lib/schemas/common';
import type { Order } from '@/lib/schemas/orders';
import { orderNotes } from './notes';
import { assertStaff } from './orders';
import { peopleMap } from './people';

/** GET /api/sip/admin/orders/{id}: the order, its internal notes, and who the accounts in it are. */
export async function getAdminOrder(orderId: string, principal: Principal | null, locale: Locale): Promise<AdminOrderDetail> {
  assertStaff(principal);
  const db = await getDb();
  const order = await getOrder(orderId, principal, db);
  const notes = await orderNotes(orderId, principal, db);
  const contactChanges = (await contactChangesOf(db, orderId)).map((c) => ({ id: c.id, date: c.date.toISOString(), by: c.accountId, role: c.role, changes: c.changes }));
  const people = await peopleMap(db, [...order.histories.map((h) => h.by), ...contactChanges.map((c) => c.by), order.staff || null]);
  for (const n of notes) if (n.author) people[n.author.id] = n.author;
  const itemLabels = await itemLabelsOf(order, locale);
  return AdminOrderDetailSchema.parse({ order, notes, people, itemLabels, contactChanges, willMiss: await orderWillMiss(db, orderId) });
}

/** Each item's garment and category names in the page's language (the staff and the atelier's order pages). */
export async function itemLabelsOf(order: Order, locale: Locale): Promise<AdminOrderDetail['itemLabels']> {
  const index = await getCatalogue();
  return Object.fromEntries(
    order.items.map((item) => [
      item.id,
      {
        name: index.subCategoriesById.get(item.subClothesCategory)?.name[locale] ?? item.name,
        category: index.categoriesById.get(item.categoryId)?.name[locale] ?? '',
      },
    ]),
  );
}
