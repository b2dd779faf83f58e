import 'server-only';
import { findAccountByEmail } from '@/db/accounts';
import { getDb } from '@/db/client';
import { requiredValues } from '@/lib/attributes/sample';
import type { Principal } from '@/lib/auth/session';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { addItems, chooseLogisticOption, createCart, listLogisticOptions, setCustomer } from '@/lib/carts/service';
import { itemGroups } from '@/lib/carts/view';
import { createOrder } from '@/lib/orders/create';
import { listOrders } from '@/lib/orders/list';
import { transitionOrder } from '@/lib/orders/transitions';
import { OrderCreateBodySchema, OrderListQuerySchema } from '@/lib/schemas/orders';
import type { OrderStatus } from '@/lib/schemas/constants';

export const DEMO_CUSTOMER = 'camille@reprise.demo';
const STAFF = 'admin@reprise.demo';

/** The demo customer's past bookings: repair, then the statuses staff moved it through. */
const BOOKINGS: { subService: string; path: OrderStatus[] }[] = [
  { subService: 'mtg-trousers-restitch-lined-seam', path: ['in_transit', 'received', 'in_repair', 'repaired', 'returning', 'completed'] },
  { subService: 'mtg-coat-zip-large', path: ['in_transit', 'received', 'in_repair'] },
  { subService: 'mtg-jeans-hem-original', path: ['in_transit'] },
  { subService: 'mtg-shirt-replace-button', path: ['cancelled'] },
];

const principalOf = (a: { id: string; role: Principal['role']; storeId: string | null; email: string }): Principal => ({
  accountId: a.id,
  role: a.role,
  storeId: a.storeId,
  email: a.email,
  tokenHash: '',
  via: 'bearer',
});

/**
 * Gives the demo customer a few orders in several statuses (issue #21), through the same domain
 * functions as the API: a cart per repair, her details, the first delivery option, the order,
 * then staff moving it on. Does nothing when she has orders already or is not seeded.
 * Returns how many orders it placed.
 */
export async function seedDemoCustomerOrders(): Promise<number> {
  const db = await getDb();
  const [customer, staff] = [await findAccountByEmail(db, DEMO_CUSTOMER), await findAccountByEmail(db, STAFF)];
  if (!customer || !staff) return 0;
  const camille = principalOf(customer);
  const existing = await listOrders(OrderListQuerySchema.parse({ limit: 1 }), camille);
  if (existing.body.toString() !== '[]') return 0;
  const index = await getCatalogue();
  const meta = { locale: 'fr' as const };
  let placed = 0;
  for (const booking of BOOKINGS) {
    const ss = [...index.subServicesById.values()].find((s) => s.identifier === booking.subService);
    if (!ss) continue;
    const sub = index.subCategoriesById.get(ss.subCategoryId)!;
    const cart = await createCart({ language: 'fr', zipCode: '75011', country: 'FR' }, camille, meta);
    await addItems(
      cart.id,
      {
        provider: ss.providerId,
        items: [
          {
            categoryId: sub.categoryId,
            subClothesCategory: sub.id,
            attributeGroup: sub.attributeGroupId!,
            images: [],
            subServices: [{ subServiceId: ss.id, quantity: 1 }],
            values: requiredValues(itemGroups(index, sub.attributeGroupId, [ss.id])),
          },
        ],
      },
      camille,
      meta,
    );
    await setCustomer(
      cart.id,
      {
        title: 'ms',
        givenName: customer.givenName,
        familyName: customer.familyName,
        email: customer.email,
        phone: '+33612345678',
        address: { address: '12 rue Oberkampf', secondAddress: '', city: 'Paris', state: '', zipCode: '75011', country: 'FR', deliveryNotes: '' },
      },
      camille,
      meta,
    );
    // Sent by post: these paths come back by `returning` (docs/decisions.md#statuses).
    const options = await listLogisticOptions(cart.id, camille);
    const option = options.find((o) => o.kind === 'postal_label') ?? options[0];
    if (!option) continue;
    // A pick-up option needs one of its free slots; the others take none.
    const slot = option.slots?.[0];
    await chooseLogisticOption(cart.id, { logisticOption: option.id, ...(slot ? { slot: { start: slot.start, end: slot.end } } : {}) }, camille, meta);
    const order = await createOrder(OrderCreateBodySchema.parse({ cartId: cart.id, language: 'fr' }), camille, 'fr');
    for (const to of booking.path) await transitionOrder(order.id, to, '', principalOf(staff), 'fr');
    placed += 1;
  }
  return placed;
}
