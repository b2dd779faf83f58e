import { ApiError } from '@/lib/errors';
import { isCorsAllowed } from '@/lib/http/cors';
import { appOrigins } from '@/lib/http/request-source';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for cookie-authenticated state changes (ASVS 3.5, docs/decisions.md#access):
 * a foreign Origin — or `Origin: null` — is refused; a cookie request with no Origin
 * must at least be same-origin by Sec-Fetch-Site. Bearer requests carry no ambient
 * credential and are exempt.
 */
export function assertSameOrigin(req: Request, via: 'cookie' | 'bearer' | null): void {
  if (!UNSAFE.has(req.method) || via === 'bearer') return;
  const origin = req.headers.get('origin');
  // A CORS origin's calls carry no cookie credential (docs/integrators.md#cors): only those pass.
  if (via === null && isCorsAllowed(origin)) return;
  if (origin !== null) {
    if (origin === 'null' || !appOrigins(req).includes(origin)) throw new ApiError('forbidden', { extra: { reason: 'origin' } });
    return;
  }
  if (via === 'cookie') {
    const site = req.headers.get('sec-fetch-site');
    if (site !== 'same-origin' && site !== 'none') throw new ApiError('forbidden', { extra: { reason: 'origin' } });
  }
}
