import type { OrderKey } from '@/db/admin';

/** A page boundary: read after this row (next page) or before it (previous page). */
export type PageCursor = { direction: 'after' | 'before'; key: OrderKey };

/** Opaque: base64url of `a|<orderDate>|<id>` (after) or `b|…` (before). */
export function encodePageCursor(direction: PageCursor['direction'], row: OrderKey): string {
  return Buffer.from(`${direction === 'after' ? 'a' : 'b'}|${row.orderDate.toISOString()}|${row.id}`).toString('base64url');
}

export function decodePageCursor(cursor: string): PageCursor | null {
  const [dir, date, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const orderDate = new Date(date ?? '');
  if ((dir !== 'a' && dir !== 'b') || !id || Number.isNaN(orderDate.getTime())) return null;
  return { direction: dir === 'a' ? 'after' : 'before', key: { orderDate, id } };
}
