// Fuzzing generated from the OpenAPI document (the one served at /api/openapi.json): every
// operation is called in-process through its route handler with path ids, query strings,
// bodies and credentials drawn from its own schemas, mangled some of the time. Whatever comes
// in: no 5xx, every error is problem+json, every 2xx matches the documented schema.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { contracts as operations } from '@/lib/contracts';
import { openApiDocument } from '@/lib/openapi/document';
import * as keysRoute from '@/app/api/sip/admin/api-keys/route';
import { bearer, readyCart } from '../helpers/booking';
import { call } from '../helpers/http';

type Json = Record<string, unknown>;
type Handler = Parameters<typeof call>[0];
type RouteModule = Record<string, Handler>;

const RUNS = Number(process.env.FUZZ_RUNS ?? 4200);
const SEED = 20_251_124;
const routeModules = import.meta.glob<RouteModule>('/app/**/route.ts');
const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json> } };

const NASTY = ['', ' ', 'a'.repeat(300), '\u0000', 'x\u0007y', '%ff', '%', '../../etc/passwd', '<script>alert(1)</script>', "' OR 1=1 --", '\ud800', '🧵', '1e309', '-1', 'null', '[]', '{}'];

function resolve(schema: Json | undefined): Json {
  let current = schema ?? {};
  for (let i = 0; i < 5 && typeof current.$ref === 'string'; i++) current = doc.components.schemas[(current.$ref as string).split('/').pop()!] ?? {};
  return current;
}

/** Values shaped by the JSON Schema most of the time, anything at all some of the time. */
function fromSchema(raw: Json | undefined, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  const anything = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(...NASTY));
  if (depth > 4) return anything;
  const shaped = shapedBy(schema, depth);
  return fc.oneof({ arbitrary: shaped, weight: 8 }, { arbitrary: anything, weight: 1 });
}

function shapedBy(schema: Json, depth: number): fc.Arbitrary<unknown> {
  const options = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (options?.length) return fc.oneof(...options.map((o) => fromSchema(o, depth + 1)));
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? (schema.type as string[])[0] : (schema.type as string | undefined);
  switch (type) {
    case 'string':
      return fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...NASTY), fc.uuid(), fc.constantFrom('2026-01-05', 'EUR', 'FR', '75011', 'fr', 'a@b.co'));
    case 'integer':
    case 'number':
      return fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double({ noNaN: true }), fc.constantFrom(0, 1, -1, 2 ** 53, 1e20));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fromSchema(schema.items as Json, depth + 1), { maxLength: 3 });
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      const keys = Object.keys(properties);
      if (keys.length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      return fc.record(Object.fromEntries(keys.map((k) => [k, fromSchema(properties[k], depth + 1)])), { requiredKeys: [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

type Case = { method: string; path: string; operationId: string; parameters: Json[]; body?: Json };
const cases: Case[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase(),
    path,
    operationId: op.operationId as string,
    parameters: (op.parameters ?? []) as Json[],
    body: ((op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined)?.['application/json']?.schema as Json | undefined,
  })),
);

const successSchemas = new Map(operations.map((op) => [op.operationId, op.responses]));

const ROLES = ['anonymous', 'admin', 'staff', 'atelier', 'customer', 'apiKey'] as const;
type Role = (typeof ROLES)[number];
/** Bodies every operation gets from every role in the sweep: the ones a schema's own values never are. */
const NOT_UTF8 = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]);
const EDGE_BODIES: (Json | Uint8Array<ArrayBuffer>)[] = [{}, { unknownKey: 1, another: 'x' }, NOT_UTF8];
/** Operations that end the caller's own sessions go last, so every role stays signed in for the rest. */
const ENDS_SESSIONS = new Set(['logout', 'revokeOtherSessions', 'eraseAccount']);

/** The checks every fuzzed answer must pass: no 5xx, errors as problem+json, successes as documented. */
function checkAnswer(c: Case, res: Awaited<ReturnType<typeof call>>, context: string) {
  expect(res.status, context).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.headers.get('content-type'), context).toBe('application/problem+json');
    expect(res.json, context).toMatchObject({ status: res.status, code: expect.any(String), title: expect.any(String) });
  } else if (res.status >= 200 && res.status < 300) {
    const schema = successSchemas.get(c.operationId)?.[res.status]?.schema;
    if (schema && res.headers.get('content-type')?.includes('json')) {
      const parsed = schema.safeParse(res.json);
      expect(parsed.success, `${context}\n${parsed.error?.message}`).toBe(true);
    }
  }
}

const routeOf = async (c: Case) => (await routeModules[`/app${c.path.replace(/\{(\w+)\}/g, '[$1]')}/route.ts`]!())[c.method]!;

describe(`fuzzing every operation of the OpenAPI document (${RUNS} requests, seed ${SEED})`, () => {
  let known: { cartId: string; headers: Record<Role, Record<string, string>> };

  beforeAll(async () => {
    const { id } = await readyCart();
    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    const key = await call(keysRoute.POST, '/api/sip/admin/api-keys', { method: 'POST', body: { name: 'Fuzz' }, headers: admin });
    expect(key.status, key.text).toBe(201);
    known = {
      cartId: id,
      headers: {
        anonymous: {},
        admin,
        staff: await bearer('staff.paris@reprise.demo', 'demo-staff-paris'),
        atelier: await bearer('atelier.montorgueil@reprise.demo', 'demo-atelier-montorgueil'),
        customer: await bearer('camille@reprise.demo', 'demo-customer-camille'),
        apiKey: { authorization: `Bearer ${key.json.secret as string}` },
      },
    };
  }, 120_000);

  /** New sessions for the signed-in roles (the sweep ends its own with logout). */
  async function signInAgain() {
    known.headers.admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    known.headers.staff = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
    known.headers.atelier = await bearer('atelier.montorgueil@reprise.demo', 'demo-atelier-montorgueil');
    known.headers.customer = await bearer('camille@reprise.demo', 'demo-customer-camille');
  }

  it(`sweeps every operation × every role (${ROLES.join(', ')}) with {}, unknown keys only, bytes that are not UTF-8 and a schema-shaped body`, async () => {
    const ordered = [...cases].sort((a, b) => Number(ENDS_SESSIONS.has(a.operationId)) - Number(ENDS_SESSIONS.has(b.operationId)));
    let requests = 0;
    for (const c of ordered) {
      const handler = await routeOf(c);
      const shaped = c.body ? fc.sample(shapedBy(resolve(c.body), 0), { seed: SEED, numRuns: 1 })[0] : undefined;
      const bodies = c.method === 'GET' ? [undefined] : [...EDGE_BODIES, ...(shaped === undefined ? [] : [shaped])];
      const pathParams = Object.fromEntries(c.parameters.filter((p) => p.in === 'path').map((p) => [p.name as string, p.name === 'id' ? known.cartId : 'x']));
      const url = c.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathParams[name] ?? 'x'));
      for (const who of ROLES) {
        for (const body of bodies) {
          const headers: Record<string, string> = { ...known.headers[who], 'x-forwarded-for': `10.8.${requests % 200}.1` };
          const sent = body instanceof Uint8Array ? { rawBody: body as Uint8Array<ArrayBuffer>, headers: { ...headers, 'content-type': 'application/json' } } : { headers, ...(body !== undefined ? { body } : {}) };
          const res = await call(handler, url, { method: c.method, params: pathParams, ...sent });
          requests++;
          checkAnswer(c, res, `${c.method} ${url} as ${who} with ${body instanceof Uint8Array ? 'bytes that are not UTF-8' : JSON.stringify(body)?.slice(0, 120)} → ${res.status} ${res.text.slice(0, 300)}`);
        }
      }
    }
    console.log(`[fuzz] sweep: ${requests} requests over ${cases.length} operations × ${ROLES.length} roles`);
    expect(requests).toBeGreaterThanOrEqual(cases.length * ROLES.length);
  }, 300_000);

  it('answers every generated request without a 5xx, errors as problem+json, successes as documented', async () => {
    await signInAgain();
    const seen = { requests: 0, byStatus: new Map<number, number>() };
    // The sweep above calls the operations that end the caller's sessions; here they would sign a role out for the rest of the run.
    const request = fc.constantFrom(...cases.filter((c) => !ENDS_SESSIONS.has(c.operationId))).chain((c) =>
      fc.record({
        c: fc.constant(c),
        who: fc.constantFrom(...ROLES),
        params: fc.record(Object.fromEntries(c.parameters.filter((p) => p.in === 'path').map((p) => [p.name as string, fc.oneof(fc.constant('KNOWN_CART'), fc.uuid(), fc.string({ minLength: 1, maxLength: 30 }), fc.constantFrom(...NASTY.filter(Boolean)))]))),
        query: fc.record(Object.fromEntries(c.parameters.filter((p) => p.in === 'query').map((p) => [p.name as string, fromSchema(p.schema as Json)])), { requiredKeys: [] }),
        body: c.body ? fc.oneof({ arbitrary: fromSchema(c.body), weight: 9 }, { arbitrary: fc.constant(undefined), weight: 1 }) : fc.constant(undefined),
        idempotent: fc.boolean(),
        language: fc.constantFrom('fr', 'en', 'de', 'es', 'xx', ''),
      }),
    );

    await fc.assert(
      fc.asyncProperty(request, async ({ c, who, params, query, body, idempotent, language }) => {
        const pathParams = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v === 'KNOWN_CART' ? known.cartId : String(v)]));
        const search = new URLSearchParams();
        for (const [k, v] of Object.entries(query)) for (const item of Array.isArray(v) ? v : [v]) search.append(k, typeof item === 'string' ? item : JSON.stringify(item));
        const url = c.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent((pathParams[name] ?? 'x').toWellFormed())) + (search.size ? `?${search}` : '');
        const headers: Record<string, string> = { ...known.headers[who], 'accept-language': language, 'x-forwarded-for': `10.9.${seen.requests % 200}.1` };
        if (idempotent) headers['idempotency-key'] = `fuzz-${seen.requests}`;
        const res = await call(await routeOf(c), url, { method: c.method, params: pathParams, headers, ...(body !== undefined && c.method !== 'GET' ? { body } : {}) });
        seen.requests++;
        seen.byStatus.set(res.status, (seen.byStatus.get(res.status) ?? 0) + 1);
        checkAnswer(c, res, `${c.method} ${url} as ${who} → ${res.status} ${res.text.slice(0, 300)}`);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.log(`[fuzz] ${seen.requests} requests over ${cases.length} operations; statuses ${JSON.stringify(Object.fromEntries([...seen.byStatus].sort((a, b) => a[0] - b[0])))}`);
    expect(seen.requests).toBeGreaterThanOrEqual(RUNS);
  }, 300_000);
});
