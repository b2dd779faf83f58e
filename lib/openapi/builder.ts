import * as z from 'zod';
import { securityOf, type Contract } from '@/lib/contracts/contract';
import { keyAccessOf } from '@/lib/auth/key-scopes';
import { atelierMayCall } from '@/lib/auth/atelier';
import { ERROR_STATUS, type ErrorCode } from '@/lib/http/errors';
import { API_VERSIONS } from '@/lib/schemas/api-version';
import type { Deprecation } from '@/lib/http/api-version';
import { ALL_ERROR_CODES, problemExample } from './problem-examples';

type JsonSchema = Record<string, unknown>;

/**
 * Builds an OpenAPI 3.1 document from the endpoints' contracts (lib/contracts) and their zod schemas (zod's own JSON Schema output,
 * 2020-12, which 3.1 speaks natively). Schemas carrying `.meta({id})` become shared
 * components; inline `$defs` are hoisted there.
 */
/** An outgoing call the API makes (OpenAPI 3.1 `webhooks`): one per event type. */
export type WebhookDoc = { name: string; summary: string; description: string; schema: z.ZodType; example: unknown };

export function buildOpenApi(info: { title: string; version: string; description: string }, operations: Contract[], webhookDocs: WebhookDoc[] = []) {
  const components: Record<string, JsonSchema> = {};
  const convert = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
    const json = openObjects(namedKeys(z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema), io);
    const { $defs, $schema: _drop, ...rest } = json as { $defs?: Record<string, JsonSchema>; $schema?: string };
    const rename = (id: string) => (io === 'input' ? `${id}Input` : id);
    for (const [id, def] of Object.entries($defs ?? {})) components[rename(id)] = rewriteRefs(def, rename);
    return rewriteRefs(rest, rename);
  };

  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const parameters = [
      ...objectParams(op.pathParams, 'path', convert),
      ...objectParams(op.query, 'query', convert),
      ...(op.headers ?? []).map((h) => ({ name: h.name, in: 'header', required: h.required ?? false, description: h.description, schema: { type: 'string' } })),
      { $ref: '#/components/parameters/RepriseVersion' },
    ];
    const success = Object.keys(op.responses).map(Number).find((s) => s < 300);
    const responses: Record<string, unknown> = {};
    for (const [status, r] of Object.entries(op.responses)) {
      const replayable = Number(status) === success && op.headers?.some((h) => h.name === 'Idempotency-Key');
      const headers = {
        'Reprise-Version': { $ref: '#/components/headers/RepriseVersion' },
        ...(op.deprecated ? DEPRECATION_HEADERS(op.deprecated) : {}),
        ...(op.rateLimited ? RATE_LIMIT_HEADERS : {}),
        ...(replayable ? { 'Idempotent-Replayed': REPLAYED } : {}),
        ...(r.headers ? Object.fromEntries(Object.entries(r.headers).map(([k, d]) => [k, { description: d, schema: { type: 'string' } }])) : {}),
      };
      const example = Number(status) === success && op.examples?.response !== undefined ? { example: op.examples.response } : {};
      responses[status] = {
        description: r.description,
        ...(Object.keys(headers).length ? { headers } : {}),
        ...(r.schema ? { content: { [r.contentType ?? 'application/json']: { schema: convert(r.schema, 'output'), ...example } } } : {}),
      };
    }
    for (const code of new Set<ErrorCode>([...op.errors, ...implicitErrors(op)])) {
      const status = String(ERROR_STATUS[code]);
      responses[status] ??= {
        description: '',
        ...(status === '429' ? { headers: { ...RATE_LIMIT_HEADERS, 'Retry-After': RETRY_AFTER } } : status === '503' ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
        content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' }, examples: {} } },
      };
      const entry = responses[status] as { description: string; content?: Record<string, { examples?: Record<string, unknown> }> };
      // Every code's description and example come from the one error table and its messages
      // (lib/openapi/problem-examples.ts); a status a handler answers with a body of its own keeps its own.
      const examples = entry.content?.['application/problem+json']?.examples;
      if (!examples) continue;
      const example = problemExample(code);
      entry.description = [entry.description, `\`${code}\`: ${example.title}.`].filter(Boolean).join(' ');
      examples[code] = { summary: `${code}: ${example.title}`, description: example.detail, value: example };
    }
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      operationId: op.operationId,
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      tags: op.tags,
      ...(op.deprecated ? { deprecated: true } : {}),
      security: SECURITY[securityOf(op.auth)],
      ...(parameters.length ? { parameters } : {}),
      ...(op.body
        ? {
            requestBody: {
              required: true,
              description: op.body.description,
              content: { [op.body.contentType ?? 'application/json']: { schema: convert(op.body.schema, 'input'), ...(op.examples?.request !== undefined ? { example: op.examples.request } : {}) } },
            },
          }
        : {}),
      responses,
    };
  }

  const webhooks = Object.fromEntries(
    webhookDocs.map((w) => [
      w.name,
      {
        post: {
          operationId: `webhook_${w.name.replace(/\W/g, '_')}`,
          summary: w.summary,
          description: w.description,
          tags: ['Webhooks'],
          security: [],
          parameters: WEBHOOK_HEADERS,
          requestBody: { required: true, content: { 'application/json': { schema: convert(w.schema, 'output'), example: w.example } } },
          responses: { '2XX': { description: 'Any 2xx: delivered. Anything else, or no answer within 15 s: tried again on the schedule.' } },
        },
      },
    ]),
  );

  return {
    openapi: '3.1.0',
    info: { ...info, license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' } },
    servers: [{ url: '/' }],
    paths,
    ...(webhookDocs.length ? { webhooks } : {}),
    components: {
      schemas: { ...components, Problem: problemSchema() },
      parameters: {
        RepriseVersion: {
          name: 'Reprise-Version',
          in: 'header',
          required: false,
          description: 'The dated API version to answer in (docs/integrators.md#versioning). Omitted: an API key’s version, pinned at its creation; otherwise the latest. One the API does not have: 400 `unknown_version`.',
          schema: { type: 'string', enum: [...API_VERSIONS] },
        },
      },
      headers: {
        RepriseVersion: { description: 'The API version this answer follows.', schema: { type: 'string', enum: [...API_VERSIONS] } },
      },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'A session token (`session.token`) from POST /api/sip/auth/login or from the sign-up confirmation POST /api/sip/auth/signup/confirm (POST /api/sip/auth/signup only sends the e-mail: 202, no token), or an API key `rk_live_…` (docs/integrators.md#api-keys). Cross-origin callers use this, never the cookie.' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'reprise_session', description: 'Browser session (HttpOnly).' },
      },
    },
  };
}

function objectParams(schema: z.ZodObject | undefined, location: 'path' | 'query', convert: (s: z.ZodType, io: 'input') => JsonSchema) {
  if (!schema) return [];
  return Object.entries(schema.shape).map(([name, field]) => {
    const fieldSchema = field as z.ZodType;
    const json = convert(fieldSchema, 'input');
    const optional = fieldSchema.safeParse(undefined).success;
    return { name, in: location, required: location === 'path' || !optional, ...(json.description ? { description: json.description } : {}), schema: json };
  });
}

function rewriteRefs(value: JsonSchema, rename: (id: string) => string): JsonSchema {
  return JSON.parse(
    JSON.stringify(value).replace(/"#\/\$defs\/([^"]+)"/g, (_m, id: string) => `"#/components/schemas/${rename(id)}"`),
  ) as JsonSchema;
}

const WEBHOOK_HEADERS = [
  { name: 'webhook-id', in: 'header', required: true, description: '`msg_<event id>`: the same on every try of the event; drop one you already have.', schema: { type: 'string' } },
  { name: 'webhook-timestamp', in: 'header', required: true, description: 'Unix seconds of this try; refuse one far from your clock (replays).', schema: { type: 'string' } },
  { name: 'webhook-signature', in: 'header', required: true, description: '`v1,<base64 HMAC-SHA256 of "id.timestamp.body">` keyed with the endpoint’s secret (the base64 after `whsec_`).', schema: { type: 'string' } },
];

/** The Problem schema; its `code` lists every code of the error table with its status and title. */
const problemSchema = () => ({
  ...PROBLEM_SCHEMA,
  properties: {
    ...PROBLEM_SCHEMA.properties,
    code: {
      ...PROBLEM_SCHEMA.properties.code,
      description: `The stable code to branch on (the title and detail are for people and change with the language):\n\n${ALL_ERROR_CODES.map((code) => {
        const example = problemExample(code);
        return `- \`${code}\` (${example.status}): ${example.title}. ${example.detail}`;
      }).join('\n')}`,
    },
  },
});

const PROBLEM_SCHEMA = {
  type: 'object',
  description: 'RFC 9457 problem details; `title` and `detail` follow Accept-Language (fr, en, de, es).',
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    instance: { type: 'string' },
    code: { type: 'string', enum: Object.keys(ERROR_STATUS) },
    errors: { type: 'array', description: 'Per-field messages (422, and some 403/409/415).', items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } }, required: ['path', 'message'] } },
    orderId: { type: 'string', description: '`cart_already_ordered`: the order the cart became.' },
    orderNumber: { type: 'string', description: '`cart_already_ordered`: its number.' },
    pricing: { type: 'object', description: '`price_changed`: the cart priced afresh, `{currency, basket}` (the cart’s pricing shape).' },
    reason: {
      type: 'string',
      enum: ['origin', 'api_key', 'scope'],
      description: '`forbidden` by the Origin check (`origin`: a cookie-authenticated write from another origin), or to an API key: `api_key` for an endpoint no key may call (accounts, back office), `scope` for one outside its scopes.',
    },
    parameters: { type: 'array', items: { type: 'string' }, description: '`unknown_parameter`: the query parameters the operation does not take.' },
    versions: { type: 'array', items: { type: 'string' }, description: '`unknown_version`: the versions `Reprise-Version` may name, oldest first.' },
    from: { type: 'string', description: '`invalid_transition`: the order’s status.' },
    to: { type: 'string', description: '`invalid_transition`: the status asked for.' },
    endpointId: { type: 'string', description: '`webhook_url_taken`: the webhook endpoint that already has the URL (docs/integrators.md#webhook-url-taken).' },
  },
  required: ['type', 'title', 'status', 'detail', 'instance', 'code'],
};

const SECURITY = { none: [], optional: [{}, { bearer: [] }, { cookie: [] }], required: [{ bearer: [] }, { cookie: [] }] };
const REPLAYED = { description: '`true` when this is the stored answer to an earlier request with the same Idempotency-Key (status, body and Location as first sent).', schema: { type: 'string', enum: ['true'] } };
const RETRY_AFTER = { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } };
/** IETF draft-ietf-httpapi-ratelimit-headers (docs/integrators.md#rate-limits). */
const RATE_LIMIT_HEADERS = {
  'RateLimit-Policy': { description: 'The limit and its window, e.g. `"carts";q=30;w=60` (30 per 60 s).', schema: { type: 'string' } },
  RateLimit: { description: 'What is left in the current window, e.g. `"carts";r=29;t=60` (29 left, window resets in 60 s).', schema: { type: 'string' } },
};

/** A deprecated operation's answer headers (docs/integrators.md#versioning). */
const DEPRECATION_HEADERS = (d: Deprecation) => ({
  Deprecation: { description: `RFC 9745: \`@<unix seconds>\`, when it was deprecated (${d.since}).`, schema: { type: 'string' } },
  ...(d.sunset ? { Sunset: { description: `RFC 8594: when it stops answering (${d.sunset}).`, schema: { type: 'string' } } } : {}),
  Link: { description: '`rel="deprecation"`: the reference page' + (d.successor ? '; `rel="successor-version"`: what replaces it.' : '.'), schema: { type: 'string' } },
});

/** Statuses any operation of this shape can answer, whatever its own list says (docs/integrators.md#errors). */
function implicitErrors(op: Contract): ErrorCode[] {
  const json = op.body && (op.body.contentType ?? 'application/json') === 'application/json';
  return [
    'internal_error',
    'service_unavailable',
    'bad_request', // a malformed percent-encoding in the path, answered before any route
    'unknown_parameter', // a query parameter the operation does not declare
    'unknown_version', // a Reprise-Version header naming no version (docs/integrators.md#versioning)
    ...(op.auth !== 'public' ? (['unauthorized'] as const) : []),
    ...(atelierMayCall(op) ? [] : (['not_found'] as const)), // an atelier account outside its endpoints (docs/atelier.md#role)
    ...(['open', 'self'].includes(keyAccessOf(op)) ? [] : (['forbidden'] as const)), // an API key without the scope, or on an endpoint no key may call
    ...(json ? (['invalid_json', 'payload_too_large', 'json_required', 'validation_failed'] as const) : []),
    ...(op.query || op.pathParams ? (['validation_failed'] as const) : []),
    ...(op.rateLimited ? (['rate_limited'] as const) : []),
  ];
}

/**
 * Answers may gain fields later (docs/integrators.md#openapi): output objects are open in the
 * document (zod's output mode closes them); tests still validate the answers strictly.
 */
function openObjects(schema: JsonSchema, io: 'input' | 'output'): JsonSchema {
  if (io === 'input') return schema;
  return JSON.parse(JSON.stringify(schema), (key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value) && value.additionalProperties === false) {
      const { additionalProperties: _closed, ...open } = value as JsonSchema;
      return open;
    }
    return value;
  }) as JsonSchema;
}

/**
 * A map keyed by an enumeration (currency maps: `{EUR?, GBP?, USD?}`) as named optional
 * properties, so generated clients type its keys (zod writes `propertyNames` + `additionalProperties`).
 */
function namedKeys(schema: JsonSchema): JsonSchema {
  return JSON.parse(JSON.stringify(schema), (_key, value) => {
    const keys = (value?.propertyNames as { enum?: string[] } | undefined)?.enum;
    if (!keys || typeof value.additionalProperties !== 'object') return value;
    const { propertyNames: _names, additionalProperties: each, ...rest } = value as JsonSchema;
    return { ...rest, properties: Object.fromEntries(keys.map((k) => [k, each])), additionalProperties: false };
  }) as JsonSchema;
}
