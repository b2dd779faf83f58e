/**
 * An order's ETag is its version (docs/decisions.md#order-concurrency): a strong tag, `"7"`, since
 * If-Match compares strongly (RFC 9110 §13.1.1). Pure: the browser builds its If-Match with it.
 */
export const etagOf = (version: number) => `"${version}"`;

/** What an If-Match header asks: any current order (`*`), one of these versions, or nothing (no header). */
export type Precondition = { kind: 'any' } | { kind: 'versions'; versions: number[] } | null;

/**
 * Reads If-Match leniently: `"7"`, `W/"7"` and a bare `7` all name version 7; a tag that is no
 * version of ours (`"abc"`) names none, so it never matches (→ 412), as the RFC wants.
 */
export function parseIfMatch(header: string | null | undefined): Precondition {
  if (header === null || header === undefined || header.trim() === '') return null;
  const tags = header.split(',').map((t) => t.trim()).filter(Boolean);
  if (tags.includes('*')) return { kind: 'any' };
  const versions = tags.flatMap((tag) => {
    const m = /^(?:W\/)?"?(\d{1,9})"?$/.exec(tag);
    return m ? [Number(m[1])] : [];
  });
  return { kind: 'versions', versions };
}

export const preconditionHolds = (version: number, precondition: Precondition) =>
  precondition === null || precondition.kind === 'any' || precondition.versions.includes(version);

/** The headers of an answer that carries an order. */
export const orderHeaders = (order: { version: number }) => ({ etag: etagOf(order.version) });

/** If-None-Match (RFC 9110 §13.1.2, weak comparison) names this version, or is `*`. */
export function notModified(header: string | null, version: number): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etagOf(version);
  });
}
