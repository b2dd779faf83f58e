/** The order id in a tag's QR (…/admin/orders/{id}, docs/counter.md#garment-ticket), or null for other text (a typed or Code 128 number). */
export function orderIdFromCode(text: string): string | null {
  try {
    const match = /\/admin\/orders\/([\w-]+)\/?$/.exec(new URL(text).pathname);
    return match ? match[1]! : null;
  } catch {
    return null;
  }
}

/** R-2026-000066 → "66": what staff type for an order. */
export const runningNumber = (orderNumber: string) => orderNumber.split('-').at(-1)?.replace(/^0+/, '') ?? '';
