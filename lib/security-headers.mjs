// Security headers (ASVS 3.4), shared by next.config.mjs (every response) and proxy.ts
// (the per-request CSP nonce for pages). Plain JS: next.config.mjs imports it untranspiled.

/** On every response: pages, API, static files, errors. */
export const COMMON_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ...(process.env.REPRISE_ENV === 'production'
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }]
    : []),
];

/** JSON and image responses never run anything. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** The payment steps, the only pages that load Stripe.js: /{locale}/orders/{id}/pay and the tracking link's /{locale}/track/{token}/pay. */
export function isPaymentPath(path) {
  return /^\/[a-z]{2}\/(orders|track)\/[^/]+\/pay\/?$/.test(path);
}

/** Pages: scripts only with this request's nonce (and what they load: strict-dynamic). */
export function pageCsp(nonce, { dev = false, payment = false } = {}) {
  // The payment step only: exactly what Stripe.js and its Payment Element need (https://docs.stripe.com/security/guide#content-security-policy).
  const stripe = payment ? { script: ' https://js.stripe.com', connect: ' https://api.stripe.com', frame: "frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com" } : { script: '', connect: '', frame: null };
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${stripe.script}${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self' data:",
    `connect-src 'self'${stripe.connect}`,
    ...(stripe.frame ? [stripe.frame] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
