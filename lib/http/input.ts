import type * as z from 'zod';
import type { Locale } from '@/lib/schemas/common';
import { ApiError, type FieldError } from './errors';
import { controlCharacterError, findControlCharacter, jsonNestingExceeds, notUtf8Error, tooDeepError } from './guards';

/** JSON bodies larger than this are refused before parsing (photos use multipart, not this). */
export const MAX_JSON_BYTES = 256 * 1024;

/**
 * The JSON body: 413 past {@link MAX_JSON_BYTES}, 400 if not JSON, 422 if it nests deeper than
 * the limit (checked on the text, before parsing) or holds a control character in any string.
 * Everything downstream (schemas, the idempotency fingerprint) sees only bounded, clean JSON.
 */
export async function readJsonBody(req: Request, locale: Locale = 'en'): Promise<unknown> {
  assertJsonContentType(req.headers.get('content-type'));
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > MAX_JSON_BYTES) throw new ApiError('payload_too_large', { params: { limit: '256 KB' } });
  const text = decodeUtf8(await readLimited(req, MAX_JSON_BYTES), locale);
  if (text.trim() === '') throw new ApiError('invalid_json');
  if (jsonNestingExceeds(text)) throw tooDeepError(locale);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError('invalid_json');
  }
  const dirty = findControlCharacter(value);
  if (dirty !== null) throw controlCharacterError(dirty, locale);
  return value;
}

/**
 * 415 for a body declared as anything but JSON (`application/json` or a `+json` type): a
 * `text/plain` or form body was parsed as JSON before. No Content-Type at all is read as JSON.
 */
export function assertJsonContentType(contentType: string | null): void {
  if (contentType === null || contentType.trim() === '') return;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || /^application\/[a-z0-9.!#$&^_-]+\+json$/.test(type)) return;
  throw new ApiError('json_required', { headers: { 'accept-post': 'application/json' } });
}

/**
 * JSON is UTF-8 (RFC 8259 §8.1). A lenient decoder turned bad bytes into U+FFFD, so a key made of
 * them was silently an unknown key (and `PATCH /auth/me` an update with nothing to set → 500): 422.
 */
function decodeUtf8(bytes: Uint8Array, locale: Locale): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw notUtf8Error(locale);
  }
}

/** The body's bytes, 413 at the first byte past `limit` (`label` names it in the answer). */
export async function readLimited(req: Request, limit: number, label = '256 KB'): Promise<Uint8Array> {
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new ApiError('payload_too_large', { params: { limit: label } });
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Query parameters the operation does not declare are 400 `unknown_parameter` naming them
 * (docs/integrators.md#errors): ignored, a misspelt filter (`?stauts=…`) answered everything.
 */
export function assertKnownParameters(params: URLSearchParams, declared: ReadonlySet<string>): void {
  const unknown = [...new Set(params.keys())].filter((name) => !declared.has(name));
  if (!unknown.length) return;
  const names = unknown.slice(0, 10).map((name) => name.slice(0, 100));
  throw new ApiError('unknown_parameter', { params: { names: names.join(', ') }, extra: { parameters: names } });
}

/** `?a=1&a=2&b=3` → `{a: ['1','2'], b: '3'}`. */
export function searchParamsToObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length === 1 ? values[0]! : values;
  }
  return out;
}

export function validationError(error: z.ZodError): ApiError {
  const errors: FieldError[] = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return new ApiError('validation_failed', { errors });
}
