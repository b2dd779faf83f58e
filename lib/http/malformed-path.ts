import { API_CSP, COMMON_HEADERS } from '@/lib/security-headers.mjs';
import { negotiateLocale } from './locale';
import { problemBody } from './problem';

/** True when some segment of the raw path is not valid percent-encoded UTF-8 (`%ff`, `%zz`, `%`). */
export function hasMalformedEncoding(rawPath: string): boolean {
  try {
    decodeURIComponent(rawPath);
    return false;
  } catch {
    return true;
  }
}

/**
 * Next answers such a path in a dynamic segment with its own `500 text/plain` and none of the
 * security headers; the proxy answers first with this 400 problem, headers included.
 */
export function malformedPathResponse(acceptLanguage: string | null): Response {
  const body = problemBody('bad_request', negotiateLocale(acceptLanguage));
  const headers = new Headers({ 'content-type': 'application/problem+json', 'cache-control': 'no-store', 'content-security-policy': API_CSP });
  for (const { key, value } of COMMON_HEADERS) headers.set(key, value);
  return new Response(JSON.stringify(body), { status: 400, headers });
}
