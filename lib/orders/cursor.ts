/** Opaque keyset cursor: the last row's (orderDate, id), base64url. */
export function encodeCursor(row: { orderDate: Date; id: string }): string {
  return Buffer.from(`${row.orderDate.toISOString()}|${row.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): { orderDate: Date; id: string } | null {
  const [date, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const orderDate = new Date(date ?? '');
  return id && !Number.isNaN(orderDate.getTime()) ? { orderDate, id } : null;
}
