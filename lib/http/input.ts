import type * as z from 'zod';
import { ApiError, type FieldError } from './errors';

/** JSON bodies larger than this are refused before parsing (photos use multipart, not this). */
export const MAX_JSON_BYTES = 256 * 1024;

export async function readJsonBody(req: Request): Promise<unknown> {
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > MAX_JSON_BYTES) throw new ApiError('payload_too_large', { params: { limit: '256 KB' } });
  const text = await readLimited(req, MAX_JSON_BYTES);
  if (text.trim() === '') throw new ApiError('invalid_json');
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('invalid_json');
  }
}

async function readLimited(req: Request, limit: number): Promise<string> {
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new ApiError('payload_too_large', { params: { limit: '256 KB' } });
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
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
