import * as z from 'zod';
import type { Role } from '@/db/schema/accounts';
import type { ErrorCode } from '@/lib/http/errors';
import type { Deprecation } from '@/lib/http/api-version';

/**
 * Who may call: 'public' never looks at sessions (catalogue, tracking links); 'optional' resolves
 * one if present; 'sign-in' (login, sign-up confirmation) is 'optional' that lets a dead token
 * through, since it replaces it; 'required' needs any account; a role list needs one of those
 * roles. Everywhere else a token that is present but not valid is 401 session_expired, never a
 * guest (docs/decisions.md#strict-credentials). Checked by lib/http/endpoint.ts before any handler
 * runs, and written into the OpenAPI document's `security` (lib/openapi/builder.ts).
 */
export type AuthRule = 'public' | 'optional' | 'sign-in' | 'required' | readonly Role[];

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One endpoint, declared once (docs/architecture.md#contracts): the route's exports, its access
 * check, its request parsing, the tests' response parsing and the OpenAPI document all come from it.
 */
export type Contract = {
  method: Method;
  /** OpenAPI style: `/api/sip/orders/{id}`, the route file's folder with `[id]` as `{id}`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  auth: AuthRule;
  /** Parsed before the handler runs; 422 `validation_failed` when they do not match. */
  pathParams?: z.ZodObject;
  query?: z.ZodObject;
  headers?: { name: string; description: string; required?: boolean }[];
  /** A JSON body is parsed with `schema` when the handler asks for it (`body()`); other content types are read by the handler. */
  body?: { schema: z.ZodType; contentType?: string; description?: string };
  /** Every status the handler answers with a body of its own; the tests parse answers with these (tests/helpers/contract.ts). */
  responses: Record<number, { description: string; schema?: z.ZodType; contentType?: string; headers?: Record<string, string> }>;
  /** The problem codes it may answer, besides those every operation of its shape may (lib/openapi/builder.ts, implicitErrors). */
  errors: ErrorCode[];
  /** Limited per client (docs/integrators.md#rate-limits): RateLimit headers on answers, 429 past the limit. */
  rateLimited?: boolean;
  /** Deprecated (docs/integrators.md#versioning): `deprecated: true` in the document; answers carry `Deprecation`, `Sunset` when set, and links. */
  deprecated?: Deprecation;
  /** Realistic request and response bodies (lib/openapi/examples.json), checked against the schemas in a test. */
  examples?: { request?: unknown; response?: unknown };
};

/** Declares a contract, keeping its literal types so that the handler's params, query, body and principal are typed from it. */
export function contract<const C extends Contract>(declared: C): C {
  declarationOrder.set(declared, declarationOrder.size);
  return declared;
}

const declarationOrder = new Map<Contract, number>();

/** A module's contracts in the order it declares them (a module namespace lists its exports alphabetically). */
export function inDeclarationOrder(contracts: Contract[]): Contract[] {
  return contracts.toSorted((a, b) => (declarationOrder.get(a) ?? 0) - (declarationOrder.get(b) ?? 0));
}

/** The OpenAPI `security` an auth rule means: none, optional (anonymous allowed) or required. */
export function securityOf(auth: AuthRule): 'none' | 'optional' | 'required' {
  if (auth === 'public') return 'none';
  return auth === 'optional' || auth === 'sign-in' ? 'optional' : 'required';
}

/** The path parameter of every endpoint under /api/sip/orders/{id}. */
export const orderId = z.object({ id: z.string().meta({ description: 'The order id.' }) });

/** Staff of a store and admins (the store scope is the domain's: lib/orders/scope.ts). */
export const STAFF = ['staff', 'admin'] as const satisfies readonly Role[];
export const ADMIN = ['admin'] as const satisfies readonly Role[];
/**
 * The back office (docs/back-office.md): admins only, as ADMIN, but a signed-in staff member gets
 * 404 rather than 403 (what a role may not see does not exist for it). Recognised by identity in
 * lib/http/handler.ts; its access table row is `admin`.
 */
export const BACK_OFFICE: readonly Role[] = ['admin'];
/** Store staff, admins and the atelier of the order (docs/atelier.md#role): the inspection's revised quote. */
export const BENCH = ['staff', 'admin', 'atelier'] as const satisfies readonly Role[];
