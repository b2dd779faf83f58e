import examples from '@/lib/openapi/examples.json';
import { ERROR_STATUS, type ErrorCode } from '@/lib/http/errors';
import { problemBody, type Problem } from '@/lib/http/problem';

/**
 * What each problem's localised detail needs, and the members some problems add, as the code that
 * throws them sends them (grep the code: `new ApiError('<code>', …)`). Everything else of an
 * example (status, title, detail) comes from the one error table (lib/http/errors.ts) and the
 * messages, through problemBody, the function the handler answers with: nothing here copies them.
 */
const SAMPLES: Partial<Record<ErrorCode, { params?: Record<string, string | number>; extra?: Record<string, unknown>; errors?: Problem['errors'] }>> = {
  unknown_parameter: { params: { names: 'stauts' }, extra: { parameters: ['stauts'] } },
  unknown_version: { params: { version: '2026-13-01', versions: '2026-11-28, 2026-11-29' }, extra: { versions: ['2026-11-28', '2026-11-29'] } },
  forbidden: { extra: { reason: 'scope' } },
  method_not_allowed: { params: { method: 'PUT', allow: 'GET, PATCH' } },
  cart_already_ordered: { params: { orderNumber: 'RP-2603-0042' }, extra: { orderId: '7f3c2a9e-1b4d-4c8e-9a6f-2d5b8c1e4f70', orderNumber: 'RP-2603-0042' } },
  price_changed: { extra: { pricing: (examples as Record<string, { response?: { pricing?: unknown } }>).getCart?.response?.pricing } },
  invalid_transition: { params: { from: 'completed', to: 'in_repair' }, extra: { from: 'completed', to: 'in_repair' } },
  stale_order: { params: { version: 7 } },
  stale_record: { params: { version: 3 } },
  payload_too_large: { params: { limit: '256 KB' } },
  validation_failed: { errors: [{ path: 'customer.email', message: 'Invalid email address' }] },
  cart_incomplete: { params: { missing: 'logisticOption' } },
  image_rejected: { params: { reason: 'the image is smaller than 200 × 200 pixels' }, errors: [{ path: 'files.0', message: 'the image is smaller than 200 × 200 pixels' }] },
  webhook_url_taken: { params: { url: 'https://brand.example/hooks/reprise' }, extra: { endpointId: '3e1f7c2a-5b9d-4e8f-a1c6-7d2b9e4f0a13' }, errors: [{ path: 'url', message: 'This URL already receives order events: one endpoint per URL.' }] },
  rate_limited: { params: { seconds: 42 } },
  internal_error: { params: { incident: '5b2f0c3e-8d41-4a7b-b0e2-9c6d1f3a7e58' } },
};

/** An example problem+json body of `code`, in English, as the API answers it. */
export function problemExample(code: ErrorCode): Problem {
  const sample = SAMPLES[code] ?? {};
  const instance = code === 'internal_error' ? `urn:uuid:${sample.params?.incident}` : 'urn:uuid:0d9a4c61-2f7e-4b1a-8c3d-6e5f7a8b9c01';
  return problemBody(code, 'en', { params: sample.params, extra: sample.extra, errors: sample.errors, instance });
}

/** Every error code, for the document's per-status examples. */
export const ALL_ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];
