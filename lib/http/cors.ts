// CORS for the API (docs/integrators.md#cors): a brand's storefront on its own origin calls /v1 and
// /api/sip from the browser with a bearer token or an API key. Never credentials (no
// Access-Control-Allow-Credentials): the session cookie stays first-party, and its Origin check
// (lib/auth/origin.ts) is unchanged.

/** The API paths CORS applies to (not the pages, not /docs). */
export const CORS_PATH = /^\/(v1|api\/sip)(\/|$)/;

/** Every method an operation uses (PUT: /orders/{id}/archive). */
const METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
/** Every request header the API reads. */
const ALLOWED_HEADERS = 'Authorization, Content-Type, Idempotency-Key, If-Match, If-None-Match, Accept-Language, Reprise-Version';
/** Response headers a script on another origin may read. */
export const EXPOSED_HEADERS = 'Link, Location, ETag, Idempotent-Replayed, Retry-After, RateLimit, RateLimit-Policy, Content-Disposition, Reprise-Version, Deprecation, Sunset';
const PREFLIGHT_MAX_AGE = '600';

/** CORS_ORIGINS, comma-separated exact origins (scheme://host[:port]); empty: none. */
export function corsOrigins(): string[] {
  return (process.env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

export const isCorsAllowed = (origin: string | null): origin is string => !!origin && origin !== 'null' && corsOrigins().includes(origin);

/** Headers for an actual (non-preflight) API response. `Vary: Origin` always: caches keep answers apart. */
export function corsHeaders(origin: string | null): Record<string, string> {
  if (!isCorsAllowed(origin)) return { vary: 'Origin' };
  return { vary: 'Origin', 'access-control-allow-origin': origin, 'access-control-expose-headers': EXPOSED_HEADERS };
}

/**
 * The CORS headers of an API answer, set by the route itself (api(), routes(), unknown paths):
 * the proxy stays off API requests, which spares every call its cost (docs/integrators.md#cors).
 * `Vary` keeps what the answer already varies on.
 */
export function withCors(req: Request, response: Response): Response {
  // NextRequest has its URL parsed already; a plain Request (unknown paths) is parsed here.
  const pathname = (req as Request & { nextUrl?: URL }).nextUrl?.pathname ?? new URL(req.url).pathname;
  if (!CORS_PATH.test(pathname)) return response;
  const { vary, ...rest } = corsHeaders(req.headers.get('origin'));
  const varied = response.headers.get('vary');
  response.headers.set('vary', varied ? `${varied}, ${vary}` : vary!);
  for (const [name, value] of Object.entries(rest)) response.headers.set(name, value);
  return response;
}

export const isPreflight = (req: Request) => req.method === 'OPTIONS' && req.headers.has('access-control-request-method');

/**
 * The answer to a preflight: 204 with the methods and headers allowed for an allowed origin;
 * 204 without any Access-Control-Allow-* for another, so the browser refuses the call.
 */
export function preflightResponse(req: Request): Response {
  const origin = req.headers.get('origin');
  const headers: Record<string, string> = { vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers', 'cache-control': 'no-store' };
  if (isCorsAllowed(origin)) {
    Object.assign(headers, {
      'access-control-allow-origin': origin,
      'access-control-allow-methods': METHODS,
      'access-control-allow-headers': ALLOWED_HEADERS,
      'access-control-max-age': PREFLIGHT_MAX_AGE,
      'cache-control': `public, max-age=${PREFLIGHT_MAX_AGE}`,
    });
  }
  return new Response(null, { status: 204, headers });
}
