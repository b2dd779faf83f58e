import { createHash } from 'node:crypto';

export function json(data: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return jsonText(JSON.stringify(data), init);
}

/** JSON already written, as text or UTF-8 (e.g. by Postgres: lib/orders/list.ts), answered as json() would. */
export function jsonText(text: string | Uint8Array<ArrayBuffer>, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...init.headers };
  if (typeof text === 'string') return new Response(text, { status: init.status ?? 200, headers });
  // Bytes go out as they are: a Response made from bytes copies them first (0.5 MB for a page of 50 orders).
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(text);
      controller.close();
    },
  });
  // No content-length: next start sends a streamed body chunked whatever the handler sets.
  return new Response(body, { status: init.status ?? 200, headers });
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
  return new Response(entry.body, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });
}
