/**
 * The Link header of an order list page (docs/integrators.md#sync): `rel="next"` with the next
 * cursor, and on a first page `rel="sync"`, the same query with `updatedSince` set to when this
 * one began less SYNC_MARGIN_MS: a change committing while the page was read carries an earlier
 * updated_at than its commit, so the margin lets it appear again rather than never. Pure.
 */
export const SYNC_MARGIN_MS = 5_000;

export function pageLinks(requestUrl: string, page: { nextCursor: string | null; syncFrom: Date | null }): string | null {
  const links: string[] = [];
  const relative = (u: URL) => `${u.pathname}${u.search}`;
  if (page.nextCursor) {
    const next = new URL(requestUrl);
    next.searchParams.set('cursor', page.nextCursor);
    links.push(`<${relative(next)}>; rel="next"`);
  }
  if (page.syncFrom) {
    const sync = new URL(requestUrl);
    sync.searchParams.delete('cursor');
    sync.searchParams.set('updatedSince', new Date(page.syncFrom.getTime() - SYNC_MARGIN_MS).toISOString());
    links.push(`<${relative(sync)}>; rel="sync"`);
  }
  return links.length ? links.join(', ') : null;
}
