/**
 * The first path segments under a locale that some page serves (app/[locale]/*). The proxy marks
 * any other path so the layout renders it unstreamed and its not-found page answers 404
 * (docs/customer-site.md#not-found). Missing a new page here costs it only streaming.
 */
const KNOWN = new Set(['', 'account', 'admin', 'atelier', 'book', 'cart', 'checkout', 'conditions', 'orders', 'prices', 'track']);

export const UNMATCHED_HEADER = 'x-reprise-unmatched';

/**
 * Pages that answer 404 to a role that may not see them (the back office to staff,
 * docs/back-office.md): rendered unstreamed like an unmatched path, so that their notFound()
 * sets the status before anything is sent. Admins get the page, only unstreamed.
 */
const ROLE_GATED = /^\/[a-z]{2}\/admin\/(people|audit-log|ateliers|stores|delivery-options)(\/|$)/;

/** Whether the layout must render this path unstreamed: no page matches it, or its page may 404 by role. */
export function rendersUnstreamed(pathname: string): boolean {
  return !isKnownPagePath(pathname) || ROLE_GATED.test(pathname);
}

/** `/fr/book/…` → true; `/fr/nimportequoi` → false. Paths without a locale are the middleware's to redirect. */
export function isKnownPagePath(pathname: string): boolean {
  const [, , segment = ''] = pathname.split('/');
  return KNOWN.has(segment);
}
