// Where a request comes from (the caller's address, the app's own origins). Server-side only;
// "client" in this codebase means the browser (lib/client).

/**
 * The caller's address for per-IP limits. `next start` fills X-Forwarded-For from the
 * socket only when the header is absent, so it is trustworthy only behind a proxy that
 * overwrites it: TRUSTED_PROXY_HOPS says how many proxies append to it (default 0 =
 * take the last entry, which is the socket address when nothing sits in front).
 */
export function callerIp(req: Request): string {
  const entries = (req.headers.get('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0);
  return entries[Math.max(0, entries.length - 1 - hops)] ?? 'unknown';
}

/** The origin this app is served from: APP_ORIGIN when set (behind proxies), else the request's own. */
export function appOrigins(req: Request): string[] {
  const configured = process.env.APP_ORIGIN?.split(',').map((o) => o.trim()).filter(Boolean);
  if (configured?.length) return configured;
  const url = new URL(req.url);
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? url.host;
  const proto = req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? url.protocol.replace(':', '');
  return [`${proto}://${host}`];
}
