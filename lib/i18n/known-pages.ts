/**
 * The first path segments under a locale that some page serves (app/[locale]/*). The proxy marks
 * any other path so the layout renders it unstreamed and its not-found page answers 404
 * (docs/customer-site.md#not-found). Missing a new page here costs it only streaming.
 */
const KNOWN = new Set(['', 'account', 'admin', 'atelier', 'book', 'certificates', 'cart', 'checkout', 'conditions', 'orders', 'prices', 'track']);

export const UNMATCHED_HEADER = 'x-reprise-unmatched';

/** `/fr/book/…` → true; `/fr/nimportequoi` → false. Paths without a locale are the middleware's to redirect. */
export function isKnownPagePath(pathname: string): boolean {
  const [, , segment = ''] = pathname.split('/');
  return KNOWN.has(segment);
}
