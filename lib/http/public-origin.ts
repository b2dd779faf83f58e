import { AsyncLocalStorage } from 'node:async_hooks';
import { appOrigins } from './request-source';

/**
 * The origin absolute URLs in answers start with (docs/integrators.md#urls): the first APP_ORIGIN,
 * else the origin the current API request came to (set by `endpoint()` for the request's duration).
 * Outside a request and without APP_ORIGIN, '' (root-relative URLs, as pages need).
 */
const current = new AsyncLocalStorage<string>();

export const withPublicOrigin = <T>(req: Request, run: () => Promise<T>): Promise<T> => current.run(appOrigins(req)[0] ?? '', run);

/** An app asset's root-relative URL made absolute as photo URLs are (`/images/…` → `https://…/images/…`); others unchanged. */
export function absoluteUrl(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${publicOrigin()}${url}` : url;
}

export function publicOrigin(): string {
  const configured = process.env.APP_ORIGIN?.split(',')[0]?.trim().replace(/\/$/, '');
  return configured || current.getStore() || '';
}
