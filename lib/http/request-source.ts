// Where a request comes from (the caller's address, the app's own origins). Server-side only;
// "client" in this codebase means the browser (lib/client).
import { peerAddressHeader } from './peer-address';

/** Proxies in front of this app that set X-Forwarded-For / X-Forwarded-Host (default 0: none). */
export function trustedProxyHops(): number {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
}

/**
 * The caller's address for per-IP limits: the TCP peer, or with TRUSTED_PROXY_HOPS = N the
 * address the N-th proxy (counting from this app) saw connecting to it. Entries a client wrote
 * itself into X-Forwarded-For are never used: with no trusted proxy, a forged header changes
 * nothing (rotating it gave unlimited tries; forging it locked strangers out).
 */
export function callerIp(req: Pick<Request, 'headers'>): string {
  const peer = req.headers.get(peerAddressHeader()) || 'unknown';
  const hops = trustedProxyHops();
  if (hops === 0) return peer;
  const chain = [...(req.headers.get('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean), peer];
  return chain[Math.max(0, chain.length - 1 - hops)] ?? peer;
}

/**
 * The origin this app is served from: APP_ORIGIN when set (behind proxies), else the request's
 * own Host; X-Forwarded-Host only counts when a trusted proxy sets it.
 */
export function appOrigins(req: Request): string[] {
  const configured = process.env.APP_ORIGIN?.split(',').map((o) => o.trim()).filter(Boolean);
  if (configured?.length) return configured;
  const url = new URL(req.url);
  const forwardedHost = trustedProxyHops() > 0 ? req.headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  const host = forwardedHost || req.headers.get('host') || url.host;
  const proto = req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? url.protocol.replace(':', '');
  return [`${proto}://${host}`];
}
