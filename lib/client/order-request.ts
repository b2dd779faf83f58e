import type { Cart } from '@/lib/schemas/cart';

export const PAYMENT_METHODS = ['card', 'pay_at_drop_off', 'pay_on_collection'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods the chosen option allows (docs/decisions.md#payments); the server refuses others with 422. */
export function paymentMethodsFor(option: Cart['logisticOption']): PaymentMethod[] {
  const allowed = option?.paymentMethods;
  // Card only when the server offers it (online payments configured: docs/payments.md).
  return allowed ? PAYMENT_METHODS.filter((m) => allowed.includes(m)) : PAYMENT_METHODS.filter((m) => m !== 'card');
}

/**
 * The order request (docs/interface.md#endpoints, with `cartId`) built from the cart as the review page showed
 * it: the prices in it are the ones the customer saw, so the server can say `price_changed`.
 */
export function orderRequestFromCart(cart: Cart, paymentMethod: PaymentMethod, language: string) {
  const basketItems = cart.pricing?.basket.items ?? [];
  return {
    cartId: cart.id,
    customer: {
      title: cart.customer?.title ?? '',
      _id: cart.customer?._id ?? '',
      email: cart.customer?.email ?? '',
      familyName: cart.customer?.familyName ?? '',
      givenName: cart.customer?.givenName ?? '',
      phone: cart.customer?.phone ?? '',
      address: cart.address,
    },
    logisticOption: cart.logisticOption?.logisticOptionId ?? '',
    source: 'web',
    requestType: 'repair',
    orderDate: new Date().toISOString(),
    providerId: cart.provider?._id ?? '',
    paymentMethod,
    language,
    discountCode: cart.discountCode ?? '',
    // The total the customer saw: a different server total answers 409 price_changed.
    ...(cart.pricing ? { expectedTotal: cart.pricing.basket.costToUser.total } : {}),
    items: cart.items.map((item) => {
      const offers = basketItems.find((b) => b.itemId === item.id)?.appliedDiscountOffer ?? [];
      return {
        itemId: item.id,
        categoryId: item.categoryId,
        subClothesCategory: item.subClothesCategory,
        images: item.images,
        subServices: item.subServices.map((s) => ({
          subServiceId: s.subServiceId,
          quantity: s.quantity,
          originalPrice: s.originalPrice,
          // Under the brand's warranty the customer pays nothing for the line (the server prices it
          // at 0: lib/orders/price-check.ts); the catalogue's price here would be a price change.
          price: cart.bookingType === 'warranty' ? Object.fromEntries(Object.keys(s.price).map((c) => [c, 0])) : s.price,
          ...(offers.some((o) => o.subServiceId === s.subServiceId)
            ? { appliedDiscountOffer: offers.filter((o) => o.subServiceId === s.subServiceId) }
            : {}),
        })),
        values: item.values,
        attributeGroup: item.attributeGroup ?? '',
      };
    }),
  };
}

/**
 * "Orders placed on this device": each with its tracking token when the server gave one, so the
 * link opens the order after sign-out (docs/decisions.md#accounts); an order id alone opens only a guest order.
 */
const KEY = 'reprise.orders';
export type RememberedOrder = { id: string; orderNumber: string; track?: string };
export function rememberOrder(order: RememberedOrder): void {
  try {
    const list = rememberedOrders();
    const known = list.find((o) => o.id === order.id);
    const entry = { ...order, track: order.track ?? known?.track };
    window.localStorage.setItem(KEY, JSON.stringify([entry, ...list.filter((o) => o.id !== order.id)].slice(0, 20)));
  } catch {
    // storage unavailable: the confirmation link still works
  }
}
export function rememberedOrders(): RememberedOrder[] {
  try {
    return JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
  } catch {
    return [];
  }
}
