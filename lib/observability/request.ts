import { randomUUID } from 'node:crypto';
import { trace } from '@opentelemetry/api';
import { runInRequestScope, currentRequestScope, type PrincipalKind, type RequestScope } from './context';
import { logRequest, type RequestLine } from './log';
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
 *
 * Cheap on purpose (docs/operations.md#log-cost): no `await` of its own (each promise is tracked
 * by AsyncLocalStorage's hooks), the route's params as the handler already awaited them
 * (`noteParams`), the line written without the scrub walk (`logRequest`).
 */
export function observeRequest(req: RequestLike & { headers: Headers }, routeContext: { params?: Promise<Params> } | undefined, serve: () => Promise<Response>): Promise<Response> {
  const scope: RequestScope = { id: randomUUID(), principal: 'anonymous', inputs: credentialStrings(req.headers) };
  if (!observing()) return runInRequestScope(scope, serve);
  const started = performance.now();
  const m = metrics();
  inFlight.count++;
  m.requestsInFlight.inc();
  const finish = (status: number, params: Params) => {
    const seconds = (performance.now() - started) / 1000;
    const route = routePattern(req.nextUrl.pathname, params);
    m.requestDuration.observe({ method: req.method, route, status: String(status) }, seconds);
    m.requestsInFlight.dec();
    const spanContext = trace.getActiveSpan()?.spanContext();
    const line: RequestLine = { requestId: scope.id, method: req.method, route, status, durationMs: Math.round(seconds * 10_000) / 10, principal: scope.principal };
    if (spanContext) line.traceId = spanContext.traceId;
    logRequest(status >= 500 ? 'error' : 'info', line);
    if (--inFlight.count === 0) for (const resolve of inFlight.idle.splice(0)) resolve();
  };
  // Answered before the handler read its params (an unknown API version): read them now.
  const done = (status: number) => (scope.params ? finish(status, scope.params) : settledParams(routeContext).then((params) => finish(status, params)));
  let served: Promise<Response>;
  try {
    served = runInRequestScope(scope, serve);
  } catch (error) {
    served = Promise.reject(error);
  }
  return served.then(
    (response) => {
      try {
        response.headers.set('x-request-id', scope.id);
      } catch {
        // an immutable Response (a redirect): the id is still in the log line
      }
      void done(response.status);
      return response;
    },
    (error: unknown) => {
      void done(500);
      throw error;
    },
  );
}

/** The route's params, once the handler has awaited them: the request line's route pattern needs them. */
export function noteParams(params: Params): void {
  const scope = currentRequestScope();
  if (scope) scope.params = params;
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

/** A bearer token or session cookie, as sent: an error could quote it. (None sent: no list.) */
function credentialStrings(headers: Headers): string[] | undefined {
  const authorization = headers.get('authorization');
  const cookies = headers.get('cookie');
  if (!authorization && !cookies) return undefined;
  const found: string[] = [];
  const bearer = /^\s*\S+\s+(\S{5,})/.exec(authorization ?? '')?.[1];
  if (bearer) found.push(bearer);
  for (const cookie of (cookies ?? '').split(';')) {
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
