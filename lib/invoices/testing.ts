/** Test-only: invoice inputs built from pricing carts (compose and breakdown property tests). */
import type { ServiceSnapshot } from '@/db/schema/order-json';
import { priceCart, toWireBasket, type PricingInput } from '@/lib/pricing';
import type { ComposeInput } from './compose';

const t = (key: string, params?: Record<string, string | number>) => `${key}${params ? JSON.stringify(params) : ''}`;
const ADDRESS = { address: '1 rue A', secondAddress: '', city: 'Paris', state: '', zipCode: '75001', country: 'FR', deliveryNotes: '' };

/** An order as placing it would store it: items' snapshots from the cart lines, the priced wire basket. */
export function orderOf(cart: PricingInput): ComposeInput {
  // One line per sub-service within an item, as carts keep them.
  const input = { ...cart, items: cart.items.map((item) => ({ ...item, lines: item.lines.map((l, i) => ({ ...l, subServiceId: `${l.subServiceId}-${i}` })) })) };
  const basket = toWireBasket(priceCart(input));
  const warranty = input.bookingType === 'warranty';
  return {
    order: { id: 'o', orderNumber: 'R-2026-000001', language: 'fr', currency: input.currency, bookingType: input.bookingType, address: ADDRESS, customer: { givenName: 'Léa', familyName: 'Martin', name: '', email: 'l@example.com', phone: '' } as ComposeInput['order']['customer'] },
    items: input.items.map((item) => ({
      itemId: item.itemId,
      name: 'Trousers',
      isRevoke: false,
      snapshot: {},
      subServices: item.lines.map((l) => ({ subServiceId: l.subServiceId, quantity: l.quantity, price: { [input.currency]: warranty ? 0 : l.unitPrice }, displayName: { fr: l.subServiceId } }) as unknown as ServiceSnapshot),
    })),
    basket: { costToUser: basket.costToUser, items: basket.items, discountCode: basket.discountCode },
    seller: { name: 'Reprise', address: ADDRESS, email: '', phone: '' },
    provider: { id: 'p', name: 'Atelier', labelled: input.provider.repairFundLabelled },
    vatRateBp: input.store.vatRateBp,
    payments: [],
    serviceDate: new Date(0),
    language: 'fr',
    t,
  };
}
