import { randomUUID } from 'node:crypto';
import { trace } from '@opentelemetry/api';
import { runInRequestScope, currentRequestScope, type PrincipalKind, type RequestScope } from './context';
import { log } from './log';
import { inputStrings } from './redact';
import { metrics } from './metrics';

type Params = Record<string, string | string[]>;
type RequestLike = { method: string; nextUrl: { pathname: string } };

const globalForRequests = globalThis as unknown as { __repriseInFlight?: { count: number; idle: (() => void)[] } };
const inFlight = (globalForRequests.__repriseInFlight ??= { count: 0, idle: [] });

/** `REPRISE_OBSERVE=off` serves without the request's log line and metrics (bench:booking's "off" runs). */
const observing = () => process.env.REPRISE_OBSERVE !== 'off';

/**
 * Serves one API request inside its scope (docs/operations.md#logs): a request id shared by its
 * log lines, its problem's `instance` and the `x-request-id` header; then one log line and one
 * duration sample per request, labelled by the route's pattern (`/api/sip/orders/[id]`, never the
 * id itself: a label per order would grow without end).
 */
export async function observeRequest(req: RequestLike & { headers: Headers }, routeContext: { params?: Promise<Params> } | undefined, serve: () => Promise<Response>): Promise<Response> {
  const scope: RequestScope = { id: randomUUID(), principal: 'anonymous', inputs: credentialStrings(req.headers) };
  if (!observing()) return runInRequestScope(scope, serve);
  const started = performance.now();
  const m = metrics();
  inFlight.count++;
  m.requestsInFlight.inc();
  let status = 500;
  try {
    const response = await runInRequestScope(scope, serve);
    status = response.status;
    try {
      response.headers.set('x-request-id', scope.id);
    } catch {
      // an immutable Response (a redirect): the id is still in the log line
    }
    return response;
  } finally {
    const seconds = (performance.now() - started) / 1000;
    const route = routePattern(req.nextUrl.pathname, await settledParams(routeContext));
    m.requestDuration.observe({ method: req.method, route, status: String(status) }, seconds);
    m.requestsInFlight.dec();
    const spanContext = trace.getActiveSpan()?.spanContext();
    (status >= 500 ? log.error : log.info)('request', {
      requestId: scope.id,
      method: req.method,
      route,
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
      principal: scope.principal,
      ...(spanContext ? { traceId: spanContext.traceId } : {}),
    });
    if (--inFlight.count === 0) for (const resolve of inFlight.idle.splice(0)) resolve();
  }
}

/** Called by the handler once it knows who called: the log line gives the kind, never the account. */
export function notePrincipal(principal: { role: string; apiKeyId?: string } | null): void {
  const scope = currentRequestScope();
  if (scope) scope.principal = (principal ? (principal.apiKeyId ? 'api_key' : principal.role) : 'anonymous') as PrincipalKind;
}

/** The JSON body's strings, once parsed: no log line of this request will repeat them (./redact.ts). */
export function noteRequestBody(body: unknown): unknown {
  const scope = currentRequestScope();
  if (scope) inputStrings(body, (scope.inputs ??= []));
  return body;
}

/** A bearer token or session cookie, as sent: an error could quote it. */
function credentialStrings(headers: Headers): string[] {
  const found: string[] = [];
  const bearer = /^\s*\S+\s+(\S{5,})/.exec(headers.get('authorization') ?? '')?.[1];
  if (bearer) found.push(bearer);
  for (const cookie of (headers.get('cookie') ?? '').split(';')) {
    const value = cookie.split('=').slice(1).join('=').trim();
    if (value.length >= 5) found.push(value);
  }
  return found;
}

/** API requests being served now, and a promise that resolves when there are none (graceful shutdown). */
export function requestsInFlight(): { count: number; drained: () => Promise<void> } {
  return { count: inFlight.count, drained: () => (inFlight.count === 0 ? Promise.resolve() : new Promise((resolve) => inFlight.idle.push(resolve))) };
}

async function settledParams(routeContext: { params?: Promise<Params> } | undefined): Promise<Params> {
  try {
    return (await routeContext?.params) ?? {};
  } catch {
    return {};
  }
}

/** The route's pattern from the path and Next's params: each param's segment(s) become `[name]` / `[...name]`. */
export function routePattern(pathname: string, params: Params): string {
  let segments = pathname.split('/');
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      // A catch-all takes the path's last segments.
      const start = segments.length - value.length;
      if (value.length && start > 0) segments = [...segments.slice(0, start), `[...${name}]`];
      continue;
    }
    const at = segments.findIndex((segment) => segment === value || safeDecode(segment) === value);
    if (at > 0) segments[at] = `[${name}]`;
  }
  return segments.join('/') || '/';
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
