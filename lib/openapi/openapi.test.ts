import { describe, expect, it } from 'vitest';
import { openApiDocument } from './document';

// That every route has a contract, and every contract a route, is lib/contracts/registry.test.ts's.
describe('OpenAPI document', () => {
  const doc = openApiDocument() as { openapi: string; paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, unknown> } };

  it('is OpenAPI 3.1 with resolvable references', () => {
    expect(doc.openapi).toBe('3.1.0');
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(doc.components.schemas, ref).toHaveProperty(ref);
  });

  it('documents problem responses on every operation', () => {
    for (const [p, methods] of Object.entries(doc.paths)) {
      for (const [m, op] of Object.entries(methods)) {
        expect((op as { responses: Record<string, unknown> }).responses, `${m} ${p}`).toHaveProperty('500');
      }
    }
  });
});
