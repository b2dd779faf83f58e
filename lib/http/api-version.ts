import { AsyncLocalStorage } from 'node:async_hooks';

import { API_VERSIONS, FIRST_API_VERSION, isApiVersion, LATEST_API_VERSION, type ApiVersion } from '@/lib/schemas/api-version';

export { API_VERSIONS, FIRST_API_VERSION, isApiVersion, LATEST_API_VERSION, type ApiVersion };
export const VERSION_HEADER = 'reprise-version';

/** The header's version: null when absent, 'unknown' when it names no version. */
export function requestedVersion(header: string | null): ApiVersion | null | 'unknown' {
  if (header === null || header.trim() === '') return null;
  const value = header.trim();
  return isApiVersion(value) ? value : 'unknown';
}

/** The version of the request being answered: the header's, else the key's once known, else the latest. */
type VersionState = { version: ApiVersion; fromHeader: boolean };
const current = new AsyncLocalStorage<VersionState>();

export const withApiVersion = <T>(version: ApiVersion | null, run: (state: VersionState) => Promise<T>): Promise<T> => {
  const state: VersionState = { version: version ?? LATEST_API_VERSION, fromHeader: version !== null };
  return current.run(state, () => run(state));
};

/** An API key's pinned version applies when the request named none. */
export function adoptKeyVersion(version: string | null | undefined): void {
  const state = current.getStore();
  if (state && !state.fromHeader) state.version = isApiVersion(version) ? version : FIRST_API_VERSION;
}

/** The version the current request is answered in (the latest outside a request). */
export const currentApiVersion = (): ApiVersion => current.getStore()?.version ?? LATEST_API_VERSION;

/** When an operation is deprecated (Contract.deprecated): `Deprecation` (RFC 9745), `Sunset` (RFC 8594) and links. */
export type Deprecation = {
  /** The day (YYYY-MM-DD, UTC) it was deprecated: the changelog's entry. */
  since: string;
  /** The day it stops answering, if one is set. */
  sunset?: string;
  /** The operation to use instead, as a path (e.g. `/api/sip/shopping-cart`). */
  successor?: string;
};

/** The response headers of a deprecated operation's answers. */
export function deprecationHeaders(deprecation: Deprecation): Record<string, string> {
  const day = (d: string) => new Date(`${d}T00:00:00Z`);
  const headers: Record<string, string> = {
    deprecation: `@${Math.floor(day(deprecation.since).getTime() / 1000)}`,
    // The reference page, where the operation is marked deprecated and says what replaces it.
    link: '</docs>; rel="deprecation"; type="text/html"',
  };
  if (deprecation.sunset) headers.sunset = day(deprecation.sunset).toUTCString();
  if (deprecation.successor) headers.link += `, <${deprecation.successor}>; rel="successor-version"`;
  return headers;
}
