/** The one table of error codes (docs/decisions.md#errors): a stable snake_case code and its HTTP status. */
export const ERROR_STATUS = {
  invalid_json: 400,
  bad_request: 400,
  reset_link_invalid: 400,
  signup_link_invalid: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  session_expired: 401,
  forbidden: 403,
  wrong_password: 403,
  not_found: 404,
  no_label: 404,
  method_not_allowed: 405,
  cart_already_ordered: 409,
  price_changed: 409,
  request_in_progress: 409,
  invalid_transition: 409,
  no_invoice: 404,
  conflict: 409,
  stale_order: 412,
  slot_full: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  json_required: 415,
  validation_failed: 422,
  cart_empty: 422,
  cart_incomplete: 422,
  idempotency_key_reused: 422,
  image_rejected: 422,
  slot_invalid: 422,
  payment_method_not_allowed: 422,
  payment_order_cancelled: 422,
  payment_currency_mismatch: 422,
  refund_admin_only: 422,
  refund_exceeds_paid: 422,
  payment_exceeds_due: 422,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type FieldError = { path: string; message: string };

/**
 * A failure the client can act on. Domain code throws these; the handler wrapper
 * turns them into problem+json. `params` fill the localised detail message;
 * `extra` members are added to the body (e.g. the existing order's id).
 */
export class ApiError extends Error {
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
    this.name = 'ApiError';
    this.code = code;
    this.params = options.params ?? {};
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
    this.errors = options.errors;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = () => new ApiError('not_found');
