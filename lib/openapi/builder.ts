import * as z from 'zod';
import { ERROR_STATUS, type ErrorCode } from '@/lib/http/errors';

type JsonSchema = Record<string, unknown>;

export type Operation = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: 'none' | 'optional' | 'required';
  pathParams?: z.ZodObject;
  query?: z.ZodObject;
  headers?: { name: string; description: string; required?: boolean }[];
  body?: { schema: z.ZodType; contentType?: string; description?: string };
  responses: Record<number, { description: string; schema?: z.ZodType; contentType?: string; headers?: Record<string, string> }>;
  errors: ErrorCode[];
};

/**
 * Builds an OpenAPI 3.1 document from zod schemas (zod's own JSON Schema output,
 * 2020-12, which 3.1 speaks natively). Schemas carrying `.meta({id})` become shared
 * components; inline `$defs` are hoisted there.
 */
export function buildOpenApi(info: { title: string; version: string; description: string }, operations: Operation[]) {
  const components: Record<string, JsonSchema> = {};
  const convert = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
    const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
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
    ];
    const responses: Record<string, unknown> = {};
    for (const [status, r] of Object.entries(op.responses)) {
      responses[status] = {
        description: r.description,
        ...(r.headers ? { headers: Object.fromEntries(Object.entries(r.headers).map(([k, d]) => [k, { description: d, schema: { type: 'string' } }])) } : {}),
        ...(r.schema ? { content: { [r.contentType ?? 'application/json']: { schema: convert(r.schema, 'output') } } } : {}),
      };
    }
    for (const code of new Set<ErrorCode>([...op.errors, 'internal_error'])) {
      const status = String(ERROR_STATUS[code]);
      responses[status] ??= { description: '', content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } };
      const entry = responses[status] as { description: string };
      entry.description = [entry.description, `\`${code}\``].filter(Boolean).join(', ');
    }
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      operationId: op.operationId,
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      tags: op.tags,
      ...(op.security === 'required' ? { security: [{ bearer: [] }, { cookie: [] }] } : {}),
      ...(op.security === 'optional' ? { security: [{}, { bearer: [] }, { cookie: [] }] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(op.body
        ? { requestBody: { required: true, description: op.body.description, content: { [op.body.contentType ?? 'application/json']: { schema: convert(op.body.schema, 'input') } } } }
        : {}),
      responses,
    };
  }

  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ...components, Problem: PROBLEM_SCHEMA },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Session token from /api/sip/auth/login or /signup.' },
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
    errors: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } }, required: ['path', 'message'] } },
  },
  required: ['type', 'title', 'status', 'detail', 'instance', 'code'],
};
