import { queryOptions } from '@tanstack/react-query';
import { browserApi, type ServicesParams } from './api';

/** Query keys, shared by the browser's queries and the server components' prefetches. */
export const keys = {
  services: (p: ServicesParams) => ['services', p.subCategoryId, p.country ?? '', p.zip ?? '', p.currency ?? ''] as const,
  cart: (id: string | null) => ['cart', id] as const,
  logisticOptions: (cartId: string) => ['cart', cartId, 'logistic-options'] as const,
  me: () => ['me'] as const,
  order: (id: string) => ['order', id] as const,
  myOrders: () => ['orders', 'mine'] as const,
};

export const servicesQuery = (p: ServicesParams) =>
  queryOptions({ queryKey: keys.services(p), queryFn: ({ signal }) => browserApi.catalogue.services(p, signal), staleTime: 5 * 60_000 });

export const cartQuery = (id: string | null) =>
  queryOptions({ queryKey: keys.cart(id), queryFn: ({ signal }) => browserApi.carts.get(id!, signal), enabled: !!id, staleTime: 10_000 });

export const logisticOptionsQuery = (cartId: string) =>
  queryOptions({ queryKey: keys.logisticOptions(cartId), queryFn: ({ signal }) => browserApi.carts.logisticOptions(cartId, signal) });

export const meQuery = () => queryOptions({ queryKey: keys.me(), queryFn: ({ signal }) => browserApi.auth.me(signal), staleTime: 60_000 });

export const orderQuery = (id: string) => queryOptions({ queryKey: keys.order(id), queryFn: ({ signal }) => browserApi.orders.get(id, signal) });

export const myOrdersQuery = () => queryOptions({ queryKey: keys.myOrders(), queryFn: ({ signal }) => browserApi.orders.listMine(signal) });
