/** An API answer that is not 2xx, read from its problem+json body (docs/decisions.md#errors). */
export type FieldProblem = { path: string; message: string };

export class ApiProblem extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly detail: string;
  readonly errors: FieldProblem[];
  /** The whole body: some problems carry more (the fresh pricing of `price_changed`, the order of `cart_already_ordered`). */
  readonly body: Record<string, unknown>;

  constructor(status: number, body: Record<string, unknown>) {
    const str = (v: unknown, fallback: string) => (typeof v === 'string' && v ? v : fallback);
    const title = str(body.title, `HTTP ${status}`);
    super(str(body.detail, title));
    this.name = 'ApiProblem';
    this.status = status;
    this.code = str(body.code, status >= 500 ? 'internal_error' : 'bad_request');
    this.title = title;
    this.detail = str(body.detail, title);
    this.errors = Array.isArray(body.errors)
      ? body.errors.filter((e): e is FieldProblem => !!e && typeof e === 'object' && typeof (e as FieldProblem).message === 'string')
      : [];
    this.body = body;
  }
}

/** A network failure (offline, server gone) rather than an answer. */
export class NetworkProblem extends Error {
  constructor(cause: unknown) {
    super('network_error', { cause });
    this.name = 'NetworkProblem';
  }
}

export const isProblem = (e: unknown, code?: string): e is ApiProblem => e instanceof ApiProblem && (!code || e.code === code);

/**
 * The sentences a refusal shows, in the page's language (the API answers in the request's
 * `Accept-Language`): the server's `detail`, then each field message of `errors[]`. The generic
 * "see errors" detail of `validation_failed` is left out when field messages follow, and the
 * title never shows alone when a detail exists (docs/customer-site.md#refusals).
 */
export function problemLines(error: unknown, fallback: string, offline: string): string[] {
  if (error instanceof NetworkProblem) return [offline];
  if (!(error instanceof ApiProblem)) return [fallback];
  const fields = [...new Set(error.errors.map((e) => e.message.trim()).filter(Boolean))];
  const generic = error.code === 'validation_failed' && fields.length > 0;
  const head = generic ? [] : [error.detail || error.title];
  return [...head, ...fields.filter((f) => !head.includes(f))];
}
