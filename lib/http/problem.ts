import { randomUUID } from 'node:crypto';
import { currentRequestId } from '@/lib/observability/context';
import type { Locale } from '@/lib/schemas/common';
import { ERROR_STATUS, type ErrorCode, type FieldError } from './errors';
import { apiTranslator } from './messages';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export type Problem = {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  code: ErrorCode;
  errors?: FieldError[];
  [extra: string]: unknown;
};

/** RFC 9457 body; title and detail in the request's language. */
export function problemBody(
  code: ErrorCode,
  locale: Locale,
  options: { params?: Record<string, string | number>; errors?: FieldError[]; extra?: Record<string, unknown>; instance?: string } = {},
): Problem {
  const t = apiTranslator(locale);
  const params = options.params ?? {};
  return {
    ...options.extra,
    type: `/docs#problem-${code}`,
    title: t(`${code}.title`),
    status: ERROR_STATUS[code],
    detail: safeDetail(() => t(`${code}.detail`, params), t(`${code}.title`)),
    // The request's id when there is one: the same id as its log line (docs/operations.md#request-id).
    instance: options.instance ?? `urn:uuid:${currentRequestId() ?? randomUUID()}`,
    code,
    ...(options.errors ? { errors: options.errors } : {}),
  };
}

export function problemResponse(problem: Problem, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(problem), {
    status: problem.status,
    headers: { 'content-type': PROBLEM_CONTENT_TYPE, 'cache-control': 'no-store', ...headers },
  });
}

// A detail whose parameters were not supplied must not turn an error into a crash.
function safeDetail(render: () => string, fallback: string): string {
  try {
    return render();
  } catch {
    return fallback;
  }
}
