import type { OrderKey } from '@/db/orders';

/**
 * The one keyset cursor of order lists (GET /api/sip/orders, the admin table): a page boundary,
 * read after this row (next page) or before it (previous page). See docs/decisions.md#pagination.
 */
export type PageCursor = { direction: 'after' | 'before'; key: OrderKey; similar?: true };

/**
 * Opaque: base64url of `a|<orderDate>|<id>` (after) or `b|…` (before); `as|…` and `bs|…` page
 * through a search read with typos forgiven (docs/counter.md#forgiving-search), which its later
 * pages keep, whatever was added meanwhile.
 */
export function encodePageCursor(direction: PageCursor['direction'], row: OrderKey, similar = false): string {
  return Buffer.from(`${direction === 'after' ? 'a' : 'b'}${similar ? 's' : ''}|${row.orderDate.toISOString()}|${row.id}`).toString('base64url');
}

/** null when the text is no cursor. The list's earlier `<orderDate>|<id>` cursors still read, as `after`. */
export function decodePageCursor(cursor: string): PageCursor | null {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const [dir, date, id] = parts.length === 2 ? ['a', ...parts] : parts;
  const orderDate = new Date(date ?? '');
  if (!dir || !/^[ab]s?$/.test(dir) || !id || Number.isNaN(orderDate.getTime())) return null;
  const read: PageCursor = { direction: dir[0] === 'a' ? 'after' : 'before', key: { orderDate, id } };
  return dir.endsWith('s') ? { ...read, similar: true } : read;
}
