import { routing } from '@/lib/i18n/routing';

/** The path of a tag's QR (docs/counter.md#garment-ticket): /{locale}/admin/orders/{id}, the locale optional (the proxy adds one). */
const TAG_PATH = new RegExp(`^(?:/(?:${routing.locales.join('|')}))?/admin/orders/([A-Za-z0-9_-]+)/?$`);

/** An origin as the URL standard writes it ("HTTPS://Shop.example/" → "https://shop.example"), or null. */
function originOf(text: string): string | null {
  try {
    return new URL(text).origin;
  } catch {
    return null;
  }
}

/**
 * The order id in a tag's QR address, or null for anything else (docs/counter.md#garment-ticket).
 * Only an address of this deployment counts: one of `origins` (APP_ORIGIN's and the page's own),
 * http(s), without credentials, with exactly the tag's path. An address of another site, or
 * another page of this one, is no tag: the box then says it found nothing, and never follows it.
 */
export function orderIdFromCode(text: string, origins: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const own = new Set(origins.map(originOf).filter((o): o is string => !!o && o !== 'null'));
  if (!own.has(url.origin)) return null;
  const match = TAG_PATH.exec(url.pathname);
  return match ? match[1]! : null;
}

/** R-2026-000066 → "66": what staff type for an order. */
export const runningNumber = (orderNumber: string) => orderNumber.split('-').at(-1)?.replace(/^0+/, '') ?? '';

/** Text that is an address (a scheme, or a host and path), never an order number to search. */
const looksLikeAddress = (text: string) => /^[a-z][a-z0-9+.-]*:/i.test(text) || /^[\w-]+(\.[\w-]+)+(:\d+)?\//.test(text) || /^\/\//.test(text);

/**
 * What a scan or a typed entry opens (issue #35.7): a tag's QR address of this deployment (a
 * handheld scanner types it into the box as keystrokes, then Enter) opens its order; any other
 * address is not found; anything else is searched as an order number.
 */
export function scanTarget(text: string, origins: readonly string[]): { kind: 'order'; id: string } | { kind: 'number'; q: string } | { kind: 'unknown' } {
  const typed = text.trim();
  const id = orderIdFromCode(typed, origins);
  if (id) return { kind: 'order', id };
  return looksLikeAddress(typed) ? { kind: 'unknown' } : { kind: 'number', q: typed };
}
