'use client';

import { useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@/lib/schemas/admin';
import type { Order } from '@/lib/schemas/orders';

export const detailKey = (id: string) => ['admin', 'order', id] as const;

/** After a change: show the new order at once; the detail (notes, names) and every list are then refetched. */
export function useOrderChanged() {
  const qc = useQueryClient();
  return async (order?: Order) => {
    if (order) qc.setQueryData<AdminOrderDetail>(detailKey(order.id), (d) => (d ? { ...d, order } : d));
    await qc.invalidateQueries({ queryKey: ['admin'] });
  };
}
