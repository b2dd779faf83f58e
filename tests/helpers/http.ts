import { inject } from 'vitest';
import { NextRequest } from 'next/server';
import type { Contract } from '@/lib/contracts/contract';
import { contractViolation } from './contract';

type Handler = ((req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>) & { contract?: Contract };

// The postgres project hands each worker the fresh database's URL.
if (!process.env.DATABASE_URL) {
  try {
    const url = inject('databaseUrl');
    if (url) process.env.DATABASE_URL = url;
  } catch {
    // pglite project: nothing provided
  }
}

// Handlers called directly have no peer address: every call would count against one client
// ('ip:unknown') across the run. The per-client limits have their own test (tests/integrators/rate-limits).
process.env.RATE_LIMITS ??= 'off';

// NextRequest normalises 127.0.0.1 to localhost in its URL, so the tests' origin is localhost.
export const BASE = 'http://localhost:3000';

/** Calls a route handler the way Next does, without a server; an endpoint's answer must keep its contract (./contract.ts). */
export async function call(
  handler: Handler,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown; rawBody?: string | Uint8Array<ArrayBuffer>; params?: Record<string, string>; checkContract?: false } = {},
) {
  const headers = new Headers(init.headers);
  let body: string | Uint8Array<ArrayBuffer> | undefined = init.rawBody;
  if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers.set('content-type', 'application/json');
  }
  const req = new NextRequest(new URL(path, BASE), { method: init.method ?? 'GET', headers, body });
  const res = await handler(req, { params: Promise.resolve(init.params ?? {}) });
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (handler.contract && init.checkContract !== false) {
    const violation = contractViolation(handler.contract, { status: res.status, headers: res.headers, json });
    if (violation) throw new Error(violation);
  }
  return { status: res.status, headers: res.headers, text, json: json as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** An answer's headers for byte-for-byte comparisons: all but x-request-id, which is each request's own (docs/operations.md#logs). */
export const comparableHeaders = (headers: Headers) => [...headers.entries()].filter(([name]) => name !== 'x-request-id');
