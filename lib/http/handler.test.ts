import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { call } from '@/tests/helpers/http';
import { ApiError } from './errors';
import { contract } from '@/lib/contracts/contract';
import { api, endpoint, routes } from './handler';
import { json } from './json';
import { negotiateLocale } from './locale';

const Body = z.object({ name: z.string().min(2), quantity: z.number().int().min(1) });
const echo = api(async ({ body }) => json(await body(Body)));
const LEAKY = 'select * from accounts where password_hash = $1 at Object.<anonymous> (/work/main/db/client.ts:12:7)';

describe('api() wrapper', () => {
  it('answers malformed JSON with 400 problem+json', async () => {
    const res = await call(echo, '/x', { method: 'POST', rawBody: '{"name": ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.json).toMatchObject({ status: 400, code: 'invalid_json', title: 'Malformed request body' });
    expect(res.json.instance).toMatch(/^urn:uuid:/);
  });

  it('answers schema violations with 422 and an errors[] entry per field', async () => {
    const res = await call(echo, '/x', { method: 'POST', body: { name: 'x', quantity: 0 } });
    expect(res.status).toBe(422);
    expect(res.json.code).toBe('validation_failed');
    expect(res.json.errors.map((e: { path: string }) => e.path).sort()).toEqual(['name', 'quantity']);
  });

  it('speaks the language of Accept-Language, validation messages included', async () => {
    const fr = await call(echo, '/x', { method: 'POST', body: { name: 'x', quantity: 1 }, headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' } });
    expect(fr.json.title).toBe('Requête invalide');
    expect(fr.json.errors[0].message).toMatch(/Trop petit/);
    const de = await call(echo, '/x', { method: 'POST', rawBody: 'nope', headers: { 'accept-language': 'de', 'content-type': 'application/json' } });
    expect(de.json.title).toBe('Fehlerhafter Anfragetext');
    const es = await call(echo, '/x', { method: 'POST', rawBody: 'nope', headers: { 'accept-language': 'es-MX', 'content-type': 'application/json' } });
    expect(es.json.title).toBe('Cuerpo de la solicitud mal formado');
  });

  it('refuses oversized JSON bodies with 413', async () => {
    const res = await call(echo, '/x', { method: 'POST', rawBody: JSON.stringify({ name: 'x'.repeat(300_000), quantity: 1 }), headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(res.json.code).toBe('payload_too_large');
  });

  it('maps domain errors through the one table, extra members kept', async () => {
    const conflict = api(async () => {
      throw new ApiError('cart_already_ordered', { params: { orderNumber: 'R-2026-000001' }, extra: { orderId: 'o1' } });
    });
    const res = await call(conflict, '/x', { method: 'POST' });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: 'cart_already_ordered', orderId: 'o1' });
    expect(res.json.detail).toContain('R-2026-000001');
  });

  it('never shows a stack, SQL or a path in a 500', async () => {
    const crash = api(async () => {
      throw new Error(LEAKY);
    });
    const res = await call(crash, '/x'); // its log line: tests/observability/logs.test.ts
    expect(res.status).toBe(500);
    expect(res.json.code).toBe('internal_error');
    expect(res.text).not.toMatch(/select|password|\/work\/|\.ts:|at Object/i);
  });

  it('answers unknown methods with 405, Allow and a problem body', async () => {
    const handlers = routes({ GET: endpoint(contract({ method: 'get', path: '/x', operationId: 'x', summary: 'x', tags: [], auth: 'public', responses: { 200: { description: 'ok' } }, errors: [] }), async () => json({ ok: true })) });
    const res = await call(handlers.DELETE, '/x', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(res.json.code).toBe('method_not_allowed');
    expect(res.json.detail).toContain('DELETE');
  });
});

describe('negotiateLocale', () => {
  it.each([
    [null, 'en'],
    ['', 'en'],
    ['de-CH, fr;q=0.8', 'de'],
    ['ja, es;q=0.2', 'es'],
    ['en;q=0.1, fr;q=0.9', 'fr'],
    ['fr;q=0, de', 'de'],
    ['*', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});
