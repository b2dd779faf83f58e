import type { ErrorCode } from '@/lib/errors';

// The HTTP layer's view of the domain's errors; domain code imports lib/errors.ts itself (the
// layer rule in eslint.layers.mjs), what follows is for lib/http, lib/openapi and app/.
export { ApiError, DomainError, ERROR_CODES, notFound, type ErrorCode, type FieldError } from '@/lib/errors';

/** The one table from a domain error's code to its HTTP status (docs/decisions.md#errors). */
export const ERROR_STATUS = {
  invalid_json: 400,
  bad_request: 400,
  reset_link_invalid: 400,
  signup_link_invalid: 400,
  invitation_link_invalid: 400,
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
  stale_record: 412,
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
} as const satisfies Record<ErrorCode, number>;
