import { COMMON_HEADERS } from '@/lib/security-headers.mjs';
import { LOCALES, type Locale } from '@/lib/schemas/common';
import { negotiateLocale } from './locale';
import { apiMessages } from './messages';

/** How long a client should wait before trying again (the proxy probes at most every second). */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The URL's locale (`/de/cart` → de); a path without one gets the browser's language. */
export function pageLocale(pathname: string, acceptLanguage: string | null): Locale {
  const first = pathname.split('/')[1] ?? '';
  return (LOCALES as readonly string[]).includes(first) ? (first as Locale) : negotiateLocale(acceptLanguage, 'fr');
}

/**
 * A page request while the database is unreachable (README, Faults): 503 with
 * Retry-After, the security headers and the page's CSP, and a small page in the URL's language
 * (the `Hardening` messages) instead of Next's "This page couldn't load" answered 200. Static:
 * no script, no layout, nothing that needs the database.
 */
export function unavailablePageResponse(pathname: string, acceptLanguage: string | null, csp: string): Response {
  const locale = pageLocale(pathname, acceptLanguage);
  const t = apiMessages(locale, 'Hardening');
  const title = escapeHtml(t('unavailableTitle'));
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;color:#1f1f1f;background:#faf8f5;margin:0}main{max-width:34rem;margin:15vh auto;padding:0 1.5rem}h1{font-size:1.6rem}a{color:#1d4e89}</style></head>
<body><main><h1>${title}</h1><p>${escapeHtml(t('unavailableBody'))}</p><p><a href="${escapeHtml(pathname)}">${escapeHtml(t('retry'))}</a></p></main></body></html>
`;
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': String(UNAVAILABLE_RETRY_AFTER_S),
    'content-security-policy': csp,
    'content-language': locale,
  });
  for (const { key, value } of COMMON_HEADERS) headers.set(key, value);
  return new Response(html, { status: 503, headers });
}
