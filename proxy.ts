import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from '@/lib/i18n/routing';
import { isPaymentPath, pageCsp } from '@/lib/security-headers.mjs';
import { CORS_PATH, corsProxy } from '@/lib/http/cors-proxy';
import { hasMalformedEncoding, malformedPathResponse } from '@/lib/http/malformed-path';
import { isKnownPagePath, UNMATCHED_HEADER } from '@/lib/i18n/known-pages';
import { databaseAvailable } from '@/db/availability';
import { unavailablePageResponse } from '@/lib/http/unavailable-page';

const intl = createMiddleware(routing);

/**
 * Locale routing and the per-request CSP nonce for pages, and their 503 page while the database
 * is unreachable. Never the guard: every route handler and page checks access itself.
 */
export default async function proxy(request: NextRequest) {
  const rawPath = new URL(request.url).pathname;
  if (CORS_PATH.test(rawPath)) return corsProxy(request, rawPath);
  if (hasMalformedEncoding(rawPath)) return malformedPathResponse(request.headers.get('accept-language'));
  if (/^\/(api|v1)\//.test(rawPath)) return NextResponse.next();
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  // Stripe.js only on the payment steps (docs/payments.md): /{locale}/orders/{id}/pay, /{locale}/track/{token}/pay.
  const csp = pageCsp(nonce, { dev: process.env.NODE_ENV === 'development', payment: isPaymentPath(rawPath) });
  // Next reads the CSP from the request headers to put the nonce on its own scripts.
  request.headers.set('x-nonce', nonce);
  request.headers.set('content-security-policy', csp);
  // The database unreachable: a 503 page of our own, not Next's error page answered 200. Known up,
  // this costs no I/O (db/availability.ts); the API docs page needs no database.
  const available = databaseAvailable();
  if (available !== true && !(await available) && !request.nextUrl.pathname.startsWith('/docs')) {
    return unavailablePageResponse(rawPath, request.headers.get('accept-language'), csp);
  }
  // A path no page matches renders its not-found page before anything streams, so it answers 404
  // (docs/customer-site.md#not-found). A page not in the list still renders, only unstreamed.
  if (isKnownPagePath(rawPath)) request.headers.delete(UNMATCHED_HEADER);
  else request.headers.set(UNMATCHED_HEADER, '1');
  const response = request.nextUrl.pathname.startsWith('/docs')
    ? NextResponse.next({ request: { headers: request.headers } })
    : intl(request);
  response.headers.set('content-security-policy', csp);
  return response;
}

export const config = {
  // Segment-bounded exclusions: the JSON APIs, Next internals, files with a dot.
  // API paths only when they hold a percent sign: the proxy answers malformed encodings first.
  // Every other API request skips the proxy: its route answers CORS itself, preflights included
  // (docs/integrators.md#cors), and Next copies the body of any request the proxy sees.
  matcher: ['/((?!api/|api$|v1/|v1$|_next/|_vercel/|.*\\..*).*)', '/(api|v1)/(.*%.*)'],
};
