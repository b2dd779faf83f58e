import { queryOptions } from '@tanstack/react-query';
import { getCart, getLogisticOptions, getMe, getOrder, getServices, listMyOrders, type ServicesParams } from './api';

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
  queryOptions({ queryKey: keys.services(p), queryFn: ({ signal }) => getServices(p, signal), staleTime: 5 * 60_000 });

export const cartQuery = (id: string | null) =>
  queryOptions({ queryKey: keys.cart(id), queryFn: ({ signal }) => getCart(id!, signal), enabled: !!id, staleTime: 10_000 });

export const logisticOptionsQuery = (cartId: string) =>
  queryOptions({ queryKey: keys.logisticOptions(cartId), queryFn: ({ signal }) => getLogisticOptions(cartId, signal) });

export const meQuery = () => queryOptions({ queryKey: keys.me(), queryFn: ({ signal }) => getMe(signal), staleTime: 60_000 });

export const orderQuery = (id: string) => queryOptions({ queryKey: keys.order(id), queryFn: ({ signal }) => getOrder(id, signal) });

export const myOrdersQuery = () => queryOptions({ queryKey: keys.myOrders(), queryFn: ({ signal }) => listMyOrders(signal) });
