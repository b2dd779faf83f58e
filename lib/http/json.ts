import { createHash } from 'node:crypto';

export function json(data: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return jsonText(JSON.stringify(data), init);
}

/** JSON already written, as text or UTF-8 (e.g. by Postgres: lib/orders/list.ts), answered as json() would. */
export function jsonText(text: string | Uint8Array<ArrayBuffer>, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...init.headers };
  if (typeof text === 'string') return new Response(text, { status: init.status ?? 200, headers });
  // No content-length: next start sends a streamed body chunked whatever the handler sets.
  return new Response(bytesBody(text), { status: init.status ?? 200, headers });
}

/**
 * Bytes as a response body without copying them. A Response made from bytes copies them first
 * (0.5 MB for a page of 50 orders) and reads them through a byte stream: for the 242 KB catalogue
 * answer that was 150–250 µs of CPU per request against ~100 for this (docs/performance.md#catalogue-answers).
 * A plain (not byte) stream, so the shared bytes are handed on, never transferred or detached.
 */
function bytesBody(bytes: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/**
 * A response body built once and served many times, with its validator. (Compression
 * stays with `next start`: Next drops Content-Encoding set by route handlers, so a
 * precompressed body cannot be sent from here.)
 */
export type SerializedJson = { body: Uint8Array<ArrayBuffer>; etag: string };

export function serialize(data: unknown): SerializedJson {
  const body = new Uint8Array(Buffer.from(JSON.stringify(data)));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** Public, cacheable JSON with ETag revalidation (304 when the client already has it). */
export function cachedJson(req: Request, entry: SerializedJson, maxAgeSeconds = 60): Response {
  const headers: Record<string, string> = {
    etag: entry.etag,
    'cache-control': `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 5}`,
    vary: 'Accept-Language',
  };
  const ifNoneMatch = req.headers.get('if-none-match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === entry.etag)) {
    return new Response(null, { status: 304, headers });
  }
  // The memoised bytes themselves, served by every request of this version: never copied (bytesBody).
  return new Response(bytesBody(entry.body), { status: 200, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });
}
