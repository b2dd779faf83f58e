import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { browserApi } from '@/lib/client/api';
import { newIdempotencyKey } from '@/lib/client/fetcher';
import type { CartCustomerBody, CartItemInput, Cart, LogisticOptionChoice } from '@/lib/schemas/cart';
import type { Locale } from '@/lib/schemas/common';
import type { BookingType, CounterStore } from './counter-types';

export type CounterBooked = { cart: Cart; options: LogisticOptionChoice[] };
/** A garment already in the cart (docs/counter.md#counter-booking): the form is free for the next one. */
export type CounterGarment = { id: string; label: string };
type BookInput = { provider: string; item: Omit<CartItemInput, 'id'>; customer: CartCustomerBody };

/**
 * The counter's cart: one per store and booking type, created on the first need (a photo, the
 * submit), holding one item that later submits replace. `book` puts the item and the customer
 * in it and picks the drop-off at the store, ready for the confirmation.
 */
export function useCounterCart({ store, bookingType, fixedStore, locale }: { store: CounterStore | undefined; bookingType: BookingType; fixedStore: boolean; locale: Locale }) {
  const cartRef = useRef<{ id: string; key: string; itemId?: string } | null>(null);
  const [garments, setGarments] = useState<CounterGarment[]>([]);
  const key = `${store?.id}|${bookingType}`;

  const ensureCart = async (): Promise<string> => {
    if (cartRef.current?.key === key) return cartRef.current.id;
    setGarments([]); // they were in the other store's (or booking type's) cart
    // Staff of one store create carts of their store; an admin names the store.
    const cart = await browserApi.carts.create({ ...(fixedStore ? {} : { storeId: store!.id }), bookingType, currency: store!.currency, language: locale });
    cartRef.current = { id: cart.id, key };
    return cart.id;
  };

  const book = useMutation({
    mutationFn: async ({ provider, item, customer }: BookInput): Promise<CounterBooked> => {
      const cartId = await ensureCart();
      const itemId = cartRef.current?.itemId;
      const withItem = await browserApi.carts.addItems(cartId, { provider, items: [{ ...(itemId ? { id: itemId } : {}), ...item }] }, newIdempotencyKey());
      // The form's garment: the one item that is not among the garments added before it.
      const fixed = new Set(garments.map((g) => g.id));
      cartRef.current = { id: cartId, key, itemId: withItem.items.find((i) => !fixed.has(i.id))?.id };
      // Back from the confirmation with "in store both ways" now ticked: the store's drop-off first,
      // or the server refuses a customer without address beside a postal option (docs/counter.md#no-address).
      if (!customer.address && withItem.logisticOption && withItem.logisticOption.kind !== 'store_drop_off') {
        const dropOff = (await browserApi.carts.logisticOptions(cartId)).logisticOptions.find((o) => o.kind === 'store_drop_off');
        if (dropOff) await browserApi.carts.setLogisticOption(cartId, dropOff.id);
      }
      const cart = await browserApi.carts.setCustomer(cartId, customer);
      const { logisticOptions } = await browserApi.carts.logisticOptions(cartId);
      const dropOff = logisticOptions.find((o) => o.kind === 'store_drop_off') ?? logisticOptions[0];
      return { cart: dropOff ? await browserApi.carts.setLogisticOption(cartId, dropOff.id) : cart, options: logisticOptions };
    },
  });

  /** Puts the form's garment in the cart as one more item; the form then takes the next garment. */
  const addGarment = useMutation({
    mutationFn: async ({ provider, item, label }: { provider: string; item: Omit<CartItemInput, 'id'>; label: string }) => {
      const cartId = await ensureCart();
      const known = new Set([...garments.map((g) => g.id), ...(cartRef.current?.itemId ? [cartRef.current.itemId] : [])]);
      const cart = await browserApi.carts.addItems(cartId, { provider, items: [item] }, newIdempotencyKey());
      const added = cart.items.find((i) => !known.has(i.id));
      if (added) setGarments((list) => [...list, { id: added.id, label }]);
    },
  });

  const removeGarment = useMutation({
    mutationFn: async (id: string) => {
      if (cartRef.current) await browserApi.carts.removeItem(cartRef.current.id, id);
      setGarments((list) => list.filter((g) => g.id !== id));
    },
  });

  /** After the order is placed: the next booking starts a new cart. */
  const forget = () => {
    cartRef.current = null;
    setGarments([]);
  };

  return { ensureCart, book, forget, garments, addGarment, removeGarment };
}
