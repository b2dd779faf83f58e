import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as cartRoute from '@/app/api/sip/shopping-cart/route';
import * as storesRoute from '@/app/api/sip/stores/route';
import * as keysRoute from '@/app/api/sip/admin/api-keys/route';
import * as meRoute from '@/app/api/sip/auth/me/route';
import * as servicesRoute from '@/app/v1/clothes-categories/route';
import { getDb } from '@/db/client';
import { apiKeys } from '@/db/schema';
import { API_VERSIONS, LATEST_API_VERSION } from '@/lib/http/api-version';
import { openApiDocument } from '@/lib/openapi/document';
import { ApiKeyCreatedSchema } from '@/lib/schemas/api-keys';
import { bearer } from '../helpers/booking';
import { call } from '../helpers/http';

// docs/integrators.md#versioning: Reprise-Version, pinned per key at its creation; Deprecation on deprecated operations.
const [FIRST] = API_VERSIONS;

describe('API versions (docs/integrators.md#versioning)', () => {
  it('answers name the version they follow: the header’s, else the latest; an unknown one is 400 naming the versions', async () => {
    const plain = await call(servicesRoute.GET, '/v1/clothes-categories');
    expect([plain.status, plain.headers.get('reprise-version')]).toEqual([200, LATEST_API_VERSION]);
    const asked = await call(storesRoute.GET, '/api/sip/stores', { headers: { 'reprise-version': FIRST } });
    expect([asked.status, asked.headers.get('reprise-version')]).toEqual([200, FIRST]);
    const unknown = await call(storesRoute.GET, '/api/sip/stores', { headers: { 'reprise-version': '2026-13-01' } });
    expect([unknown.status, unknown.headers.get('content-type'), unknown.json.code]).toEqual([400, 'application/problem+json', 'unknown_version']);
    expect(unknown.json.versions).toEqual([...API_VERSIONS]);
    expect(unknown.json.detail).toContain('2026-13-01');
  }, 240_000);

  it('a key’s answers follow the version pinned at its creation; the header still wins; a key older than versions has the first', async () => {
    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    const created = await call(keysRoute.POST, '/x', { method: 'POST', body: { name: 'Versioned' }, headers: admin });
    const key = ApiKeyCreatedSchema.parse(created.json);
    expect(key.apiVersion).toBe(LATEST_API_VERSION);
    const pinned = ApiKeyCreatedSchema.parse((await call(keysRoute.POST, '/x', { method: 'POST', body: { name: 'Pinned', apiVersion: FIRST }, headers: admin })).json);
    expect(pinned.apiVersion).toBe(FIRST);
    const as = (k: { secret: string }, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${k.secret}`, ...extra });
    expect((await call(storesRoute.GET, '/api/sip/stores', { headers: as(pinned) })).headers.get('reprise-version')).toBe(FIRST);
    expect((await call(storesRoute.GET, '/api/sip/stores', { headers: as(pinned, { 'reprise-version': LATEST_API_VERSION }) })).headers.get('reprise-version')).toBe(LATEST_API_VERSION);
    const me = await call(meRoute.GET, '/api/sip/auth/me', { headers: as(pinned) });
    expect(me.json.apiKey.apiVersion).toBe(FIRST);
    // Made before keys had versions (the column empty): the first version.
    await (await getDb()).update(apiKeys).set({ apiVersion: null }).where(eq(apiKeys.id, key.id));
    const old = await call(storesRoute.GET, '/api/sip/stores', { headers: as(key) });
    expect([old.status, old.headers.get('reprise-version')]).toEqual([200, FIRST]);
    // Errors carry it too.
    const refused = await call(keysRoute.GET, '/x', { headers: as(pinned) });
    expect([refused.status, refused.headers.get('reprise-version')]).toEqual([403, FIRST]);
    expect((await call(keysRoute.POST, '/x', { method: 'POST', body: { name: 'Bad', apiVersion: '2020-01-01' }, headers: admin })).status).toBe(422);
  }, 240_000);

  it('a deprecated operation says so in its answers and in the document; others do not', async () => {
    const viaGet = await call(cartRoute.GET, '/api/sip/shopping-cart');
    expect(viaGet.status).toBe(200);
    expect(viaGet.headers.get('deprecation')).toBe(`@${Date.UTC(2026, 10, 29) / 1000}`);
    expect(viaGet.headers.get('link')).toContain('rel="deprecation"');
    expect(viaGet.headers.get('sunset')).toBeNull();
    const viaPost = await call(cartRoute.POST, '/api/sip/shopping-cart', { method: 'POST', body: {} });
    expect([viaPost.status, viaPost.headers.get('deprecation')]).toEqual([201, null]);
    const doc = openApiDocument() as { paths: Record<string, Record<string, { deprecated?: boolean; parameters?: unknown[] }>> };
    const deprecated = Object.values(doc.paths).flatMap((ops) => Object.values(ops).filter((op) => op.deprecated).map((op) => (op as { operationId?: string }).operationId));
    expect(deprecated).toEqual(['createCartViaGet']);
    expect(doc.paths['/api/sip/stores']!.get!.parameters).toContainEqual({ $ref: '#/components/parameters/RepriseVersion' });
  }, 240_000);
});
