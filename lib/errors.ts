/**
 * The domain's errors (docs/decisions.md#errors): a stable snake_case code, never an HTTP status.
 * Domain code throws these; lib/http/errors.ts maps each code to its status in one table, and the
 * handler turns them into problem+json. `params` fill the localised detail message; `extra`
 * members are added to the body (e.g. the existing order's id); `headers` are hints the HTTP layer
 * may send (Retry-After, the current ETag).
 */
export const ERROR_CODES = [
  'invalid_json',
  'bad_request',
  'unknown_parameter',
  'unknown_version',
  'reset_link_invalid',
  'signup_link_invalid',
  'invitation_link_invalid',
  'unauthorized',
  'invalid_credentials',
  'session_expired',
  'forbidden',
  'wrong_password',
  'not_found',
  'no_label',
  'method_not_allowed',
  'cart_already_ordered',
  'price_changed',
  'request_in_progress',
  'invalid_transition',
  'no_invoice',
  'conflict',
  'stale_order',
  'stale_record',
  'slot_full',
  'atelier_full',
  'webhook_url_taken',
  'payload_too_large',
  'unsupported_media_type',
  'json_required',
  'validation_failed',
  'cart_empty',
  'cart_incomplete',
  'idempotency_key_reused',
  'image_rejected',
  'slot_invalid',
  'payment_method_not_allowed',
  'payment_order_cancelled',
  'payment_currency_mismatch',
  'refund_admin_only',
  'refund_exceeds_paid',
  'payment_exceeds_due',
  'payment_not_due',
  'payment_provider_unavailable',
  'webhook_signature_invalid',
  'rate_limited',
  'internal_error',
  'service_unavailable',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export type FieldError = { path: string; message: string };

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly params: Record<string, string | number>;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;
  readonly errors?: FieldError[];

  constructor(
    code: ErrorCode,
    options: {
      params?: Record<string, string | number>;
      extra?: Record<string, unknown>;
      headers?: Record<string, string>;
      errors?: FieldError[];
    } = {},
  ) {
    super(code);
    this.name = 'DomainError';
    this.code = code;
    this.params = options.params ?? {};
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
    this.errors = options.errors;
  }
}

/**
 * The name the code base has thrown domain errors under since before this module: the same
 * class, kept so that moving the import was the only change in each of ~45 files.
 */
export { DomainError as ApiError };

export const notFound = () => new DomainError('not_found');
