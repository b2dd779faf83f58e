import type * as z from 'zod';
import type * as ResponseSchemaModule from './response-schemas';
import { ApiProblem, NetworkProblem } from './problem';

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A file sent as the body itself (application/octet-stream), instead of JSON. */
  raw?: Blob;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** The page's language, so problem titles and details come back in it. */
export function pageLocale(): string {
  return typeof document === 'undefined' ? 'fr' : document.documentElement.lang || 'fr';
}

/**
 * Fetches JSON from our own API (same origin, cookies included) and parses the answer with
 * the schema (`schemaRef`); a non-2xx answer becomes an `ApiProblem`, a failed connection a `NetworkProblem`.
 */
export type ResponseSchemas = typeof ResponseSchemaModule;
/** A schema, or which of the lazily loaded response schemas to use. */
export type SchemaRef<S extends z.ZodType> = S | ((schemas: ResponseSchemas) => S);

let responseSchemas: Promise<ResponseSchemas> | undefined;
/** The response schemas (and zod), fetched once, on the first call that needs them. */
export function loadResponseSchemas(): Promise<ResponseSchemas> {
  return (responseSchemas ??= import('./response-schemas'));
}

export async function apiFetch<S extends z.ZodType>(path: string, schemaRef: SchemaRef<S>, options: RequestOptions = {}): Promise<z.output<S>> {
  // Loaded while the request is in flight; a failed load surfaces at the parse, not before.
  const schemaPromise = typeof schemaRef === 'function' ? loadResponseSchemas().then(schemaRef) : Promise.resolve(schemaRef);
  schemaPromise.catch(() => {});
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': pageLocale(), ...options.headers };
  if (options.raw) headers['content-type'] = 'application/octet-stream';
  else if (options.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      credentials: 'same-origin',
      cache: 'no-store',
      signal: options.signal,
    });
  } catch (e) {
    if ((e as Error)?.name === 'AbortError') throw e;
    throw new NetworkProblem(e);
  }
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!res.ok) throw new ApiProblem(res.status, data && typeof data === 'object' ? (data as Record<string, unknown>) : {});
  return (await schemaPromise).parse(data);
}

/** A fresh idempotency key (one per attempt of a state change the server must apply once). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
