/** The order id in a tag's QR (…/admin/orders/{id}, docs/counter.md#garment-ticket), or null for other text (a typed or Code 128 number). */
export function orderIdFromCode(text: string): string | null {
  try {
    const match = /\/admin\/orders\/([\w-]+)\/?$/.exec(new URL(text.trim()).pathname);
    return match ? match[1]! : null;
  } catch {
    return null;
  }
}

/** R-2026-000066 → "66": what staff type for an order. */
export const runningNumber = (orderNumber: string) => orderNumber.split('-').at(-1)?.replace(/^0+/, '') ?? '';

/**
 * What a scan or a typed entry opens: a tag's QR address (a handheld scanner types it into the box
 * as keystrokes, issue #35.7) opens its order; anything else is searched as an order number.
 */
export function scanTarget(text: string): { kind: 'order'; id: string } | { kind: 'number'; q: string } {
  const id = orderIdFromCode(text);
  return id ? { kind: 'order', id } : { kind: 'number', q: text.trim() };
}
