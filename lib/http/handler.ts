import type { NextRequest } from 'next/server';
import type * as z from 'zod';
import { databaseOpened } from '@/db/client';
import { isConnectionFailure, reportConnectionFailure } from '@/db/availability';
import { assertSameOrigin } from '@/lib/auth/origin';
import { clearedSessionCookies } from '@/lib/auth/cookies';
import { atelierMayCall } from '@/lib/auth/atelier';
import { keyAccessOf } from '@/lib/auth/key-scopes';
import { BACK_OFFICE, type AuthRule, type Contract } from '@/lib/contracts/contract';
import { requestToken, resolveCredentials, type Principal } from '@/lib/auth/session';
import type { Locale } from '@/lib/schemas/common';
import { isPreflight, preflightResponse, withCors } from './cors';
import { ApiError, notFound } from './errors';
import { negotiateLocale } from './locale';
import { withPublicOrigin } from './public-origin';
import { adoptKeyVersion, API_VERSIONS, deprecationHeaders, requestedVersion, VERSION_HEADER, withApiVersion, type Deprecation } from './api-version';
import { problemBody, problemResponse } from './problem';
import { REQUEST_DEADLINE_MS, withDeadline } from './deadline';
import { assertCleanStrings } from './guards';
import { ZOD_ERRORS } from './zod-locales';
import { assertKnownParameters, readJsonBody, searchParamsToObject, validationError } from './input';
import { currentRequestId } from '@/lib/observability/context';
import { log } from '@/lib/observability/log';
import { noteParams, notePrincipal, noteRequestBody, observeRequest } from '@/lib/observability/request';

export type RequestContext<P> = {
  req: NextRequest;
  params: P;
  locale: Locale;
  /** The signed-in account, when the route asked for it (`auth` option) and a valid session came. */
  auth: Principal | null;
  /** Parses the query string (repeated keys become arrays); 422 on failure. */
  query<S extends z.ZodType>(schema: S): z.output<S>;
  /** Parses the JSON body: 400 if it is not JSON, 422 if it does not match. */
  body<S extends z.ZodType>(schema: S): Promise<z.output<S>>;
  /** The JSON body as sent (read once, shared with `body`), e.g. to fingerprint it. */
  rawBody(): Promise<unknown>;
};

type RouteHandler<P> = (ctx: RequestContext<P>) => Promise<Response>;
type NextHandler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

type KeyAccess = ReturnType<typeof keyAccessOf>;
type Parsed<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;
type BodyOf<C extends Contract> = C['body'] extends { schema: infer S extends z.ZodType } ? z.output<S> : never;
/** The principal a rule lets through: always one where an account is required, never one on a public route. */
type PrincipalFor<A extends AuthRule> = A extends 'public' ? null : A extends 'optional' | 'sign-in' ? Principal | null : Principal;

/** What a contract's handler receives: everything already parsed with the contract's own schemas. */
export type EndpointContext<C extends Contract> = {
  req: NextRequest;
  locale: Locale;
  /** Checked against the contract's `auth` before the handler runs. */
  auth: PrincipalFor<C['auth']>;
  params: Parsed<C['pathParams']>;
  query: Parsed<C['query']>;
  /**
   * The JSON body parsed with the contract's body schema: 400 if it is not JSON, 422 if it does
   * not match. Read when the handler asks, so that its own earlier refusals keep their order.
   */
  body(): Promise<BodyOf<C>>;
  /** The JSON body as sent (read once, shared with `body`), e.g. to fingerprint it. */
  rawBody(): Promise<unknown>;
};

/** A route handler made from a contract: Next calls it; the tests read its contract. */
export type Endpoint<C extends Contract = Contract> = NextHandler & { readonly contract: C };

/**
 * The only way a route file answers (docs/architecture.md#contracts): the contract says who may
 * call and what comes in; the access check, the parsing of path, query and body, and every
 * failure's problem+json happen here, around the handler. `deadlineMs` overrides the request
 * deadline (null: none, for uploads and archives).
 */
export function endpoint<const C extends Contract>(
  contract: C,
  handler: (ctx: EndpointContext<C>) => Promise<Response>,
  options: { deadlineMs?: number | null } = {},
): Endpoint<C> {
  const declared = new Set(contract.query ? Object.keys(contract.query.shape) : []);
  const run = api<Record<string, string | string[]>>(
    async (ctx) => {
      assertKnownParameters(ctx.req.nextUrl.searchParams, declared);
      return handler({
        req: ctx.req,
        locale: ctx.locale,
        auth: ctx.auth as PrincipalFor<C['auth']>,
        params: (contract.pathParams ? parsePath(contract.pathParams, ctx.params) : {}) as Parsed<C['pathParams']>,
        query: (contract.query ? ctx.query(contract.query) : {}) as Parsed<C['query']>,
        body: async () => {
          if (!contract.body) throw new Error(`${contract.operationId} declares no body`);
          return ctx.body(contract.body.schema) as Promise<BodyOf<C>>;
        },
        rawBody: ctx.rawBody,
      });
    },
    { auth: contract.auth, deadlineMs: options.deadlineMs, atelier: atelierMayCall(contract), key: keyAccessOf(contract), deprecated: contract.deprecated },
  );
  return Object.assign(run, { contract });
}

/**
 * The wrapper under every endpoint: locale, access, input parsing and the mapping of every
 * failure to problem+json (no stack, SQL or path ever leaves). Route files use `endpoint`, which
 * takes the access rule and the schemas from the contract; this is its engine (and the tests').
 */
export function api<P = Record<string, never>>(
  handler: RouteHandler<P>,
  options: { auth?: AuthRule; deadlineMs?: number | null; atelier?: boolean; key?: KeyAccess; deprecated?: Deprecation } = {},
): NextHandler {
  const rule = options.auth ?? 'public';
  const deadline = options.deadlineMs === undefined ? REQUEST_DEADLINE_MS : options.deadlineMs;
  // One log line, duration sample and request id per request (docs/operations.md#logs).
  return (req, routeContext) => observeRequest(req, routeContext, async () => withCors(req, await answer(req, routeContext)));

  async function answer(req: NextRequest, routeContext: { params: Promise<Record<string, string | string[]>> }): Promise<Response> {
    const locale = negotiateLocale(req.headers.get('accept-language'));
    // The version the answer follows (docs/integrators.md#versioning): the header's, else the key's (set in authorize), else the latest.
    const asked = requestedVersion(req.headers.get(VERSION_HEADER));
    if (asked === 'unknown') {
      const version = req.headers.get(VERSION_HEADER)!.trim().slice(0, 40);
      return errorResponse(new ApiError('unknown_version', { params: { version, versions: API_VERSIONS.join(', ') }, extra: { versions: [...API_VERSIONS] } }), locale);
    }
    return withApiVersion(asked, async (state) => {
      let response: Response;
      try {
        // Not while this process first opens the database (migrations, PGlite's start): only then may a request be slow.
        response = await withPublicOrigin(req, () => withDeadline(handle(req, routeContext, locale), databaseOpened() ? deadline : null));
      } catch (error) {
        response = errorResponse(error, locale);
        if (error instanceof ExpiredSession) for (const cookie of error.cookies) response.headers.append('set-cookie', cookie);
      }
      response.headers.set(VERSION_HEADER, state.version);
      if (options.deprecated) {
        for (const [name, value] of Object.entries(deprecationHeaders(options.deprecated))) {
          if (name === 'link') response.headers.append('link', value);
          else response.headers.set(name, value);
        }
      }
      return response;
    });
  }

  async function handle(req: NextRequest, routeContext: { params: Promise<Record<string, string | string[]>> }, locale: Locale): Promise<Response> {
    const auth = rule === 'public' ? null : await authorize(req, rule, options.atelier ?? false, options.key ?? 'refused');
    notePrincipal(auth);
    assertSameOrigin(req, auth?.via ?? (requestToken(req)?.via === 'cookie' && rule !== 'public' ? 'cookie' : null));
    const params = ((await routeContext?.params) ?? {}) as P;
    noteParams(params as Record<string, string | string[]>); // the request line's route pattern (lib/observability/request.ts)
    // Every path id and query string checked in one place, before any handler or query sees it.
    assertCleanStrings(params as Record<string, unknown>, 'path', locale);
    assertCleanStrings(searchParamsToObject(req.nextUrl.searchParams), 'query', locale);
    let raw: Promise<unknown> | undefined;
    const rawBody = () => (raw ??= readJsonBody(req, locale).then(noteRequestBody));
    const ctx: RequestContext<P> = {
      req,
      params,
      locale,
      auth,
      query: (schema) => parseOrThrow(schema, searchParamsToObject(req.nextUrl.searchParams), locale),
      body: async (schema) => parseOrThrow(schema, await rawBody(), locale),
      rawBody,
    };
    return await handler(ctx);
  }
}

/** 401 session_expired, with the cookies that clear a dead cookie session. */
class ExpiredSession extends ApiError {
  constructor(readonly cookies: string[]) {
    super('session_expired', { headers: { 'www-authenticate': 'Bearer error="invalid_token"' } });
  }
}

/** The one guard: every handler that needs an account gets it checked here, never in the proxy. */
async function authorize(req: NextRequest, rule: Exclude<AuthRule, 'public'>, atelierMay: boolean, keyAccess: KeyAccess): Promise<Principal | null> {
  const credentials = await resolveCredentials(req);
  if (credentials.kind === 'invalid' && rule !== 'sign-in') {
    // The browser drops the dead cookie, so the visitor's next request is a guest's, knowingly.
    throw new ExpiredSession(credentials.via === 'cookie' ? clearedSessionCookies(req) : []);
  }
  const principal = credentials.kind === 'valid' ? credentials.principal : null;
  // A key's answers follow the version pinned at its creation when the request names none.
  if (principal?.apiKeyId) adoptKeyVersion(principal.apiVersion);
  // An atelier account sees its orders and its bench, nothing else: the rest is 404 (docs/atelier.md#role).
  if (principal?.role === 'atelier' && !atelierMay) throw notFound();
  // A key acts only as a key: the endpoints its scopes name, never an account's or the back office (docs/integrators.md#api-keys).
  if (principal?.apiKeyId && keyAccess !== 'open' && keyAccess !== 'self' && (keyAccess === 'refused' || !principal.keyScopes?.includes(keyAccess))) {
    throw new ApiError('forbidden', { extra: { reason: keyAccess === 'refused' ? 'api_key' : 'scope' } });
  }
  if (rule === 'optional' || rule === 'sign-in') return principal;
  if (!principal) throw new ApiError('unauthorized', { headers: { 'www-authenticate': 'Bearer' } });
  if (Array.isArray(rule) && !rule.includes(principal.role)) throw rule === BACK_OFFICE && principal.role !== 'customer' ? notFound() : new ApiError('forbidden');
  return principal;
}

/** A path that does not match its parameters' schema names no resource: 404, as an unknown id is. */
function parsePath<S extends z.ZodType>(schema: S, params: Record<string, string | string[]>): z.output<S> {
  const result = schema.safeParse(params);
  if (!result.success) throw notFound();
  return result.data;
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, locale: Locale): z.output<S> {
  const result = schema.safeParse(input, { error: ZOD_ERRORS[locale] });
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export function errorResponse(error: unknown, locale: Locale): Response {
  if (error instanceof ApiError) {
    const body = problemBody(error.code, locale, { params: error.params, errors: error.errors, extra: error.extra });
    return problemResponse(body, error.headers);
  }
  if (isConnectionFailure(error)) {
    reportConnectionFailure(); // the next page request checks the database first (db/availability.ts)
    return problemResponse(problemBody('service_unavailable', locale), { 'retry-after': '5' });
  }
  // The request's own id: the client's `instance`, the request's log line and this one share it.
  const incident = currentRequestId() ?? crypto.randomUUID();
  // The only place internals go: the server log, keyed by the incident the client sees.
  log.error('unhandled error', { incident, error });
  return problemResponse(problemBody('internal_error', locale, { params: { incident }, instance: `urn:uuid:${incident}` }));
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

/**
 * Exports every method for a route file: the given handlers, a 405 problem with `Allow` for the
 * rest (Next's own 405 has no body), and OPTIONS: CORS preflights are answered here, not in the
 * proxy (docs/integrators.md#cors).
 */
export function routes(handlers: { [M in Method]?: Endpoint<Contract & { method: Lowercase<M> }> }): Record<Method | 'OPTIONS', NextHandler> {
  const allow = [...METHODS.filter((m) => handlers[m]), ...(handlers.GET ? ['HEAD'] : []), 'OPTIONS'].join(', ');
  const notAllowed: NextHandler = async (req) => {
    const locale = negotiateLocale(req.headers.get('accept-language'));
    const body = problemBody('method_not_allowed', locale, { params: { method: req.method, allow } });
    return withCors(req, problemResponse(body, { allow }));
  };
  const options: NextHandler = async (req) => (isPreflight(req) ? preflightResponse(req) : new Response(null, { status: 204, headers: { allow } }));
  return { ...(Object.fromEntries(METHODS.map((m) => [m, handlers[m] ?? notAllowed])) as Record<Method, NextHandler>), OPTIONS: options };
}
