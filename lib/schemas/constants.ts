// The enumerations of the contract, without zod: the browser reads them on first render.
export const LOCALES = ['fr', 'en', 'de', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const CURRENCIES = ['EUR', 'GBP', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const BOOKING_TYPES = ['paid', 'warranty'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];
/** Items in one cart, and photos on one item. */
export const MAX_CART_ITEMS = 20;
export const MAX_ITEM_PHOTOS = 10;
