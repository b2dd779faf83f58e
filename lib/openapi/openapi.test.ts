import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './document';

/** Every app/**\/route.ts as (path, methods it implements), read from the files themselves. */
function routeFiles() {
  const root = path.join(process.cwd(), 'app');
  const found: { path: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      // Catch-alls (app/api/[...path]) are not operations: they answer 404 for unknown paths.
      else if (entry.name === 'route.ts' && !dir.includes('[...')) {
        const rel = path.relative(root, dir).split(path.sep).filter((seg) => !seg.startsWith('('));
        found.push({ path: '/' + rel.map((seg) => seg.replace(/^\[(.+)\]$/, '{$1}')).join('/'), file: full });
      }
    }
  };
  walk(root);
  return found;
}

describe('OpenAPI document', () => {
  const doc = openApiDocument() as { openapi: string; paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, unknown> } };

  it('is OpenAPI 3.1 with resolvable references', () => {
    expect(doc.openapi).toBe('3.1.0');
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(doc.components.schemas, ref).toHaveProperty(ref);
  });

  it('covers every route handler that exists, for every method it implements', () => {
    for (const route of routeFiles()) {
      const source = fs.readFileSync(route.file, 'utf8');
      const implemented = [...source.matchAll(/^\s+(GET|POST|PUT|PATCH|DELETE): /gm)].map((m) => m[1]!.toLowerCase());
      expect(implemented.length, route.file).toBeGreaterThan(0);
      for (const method of implemented) expect(doc.paths[route.path], `${method} ${route.path}`).toHaveProperty(method);
    }
  });

  it('documents problem responses on every operation', () => {
    for (const [p, methods] of Object.entries(doc.paths)) {
      for (const [m, op] of Object.entries(methods)) {
        expect((op as { responses: Record<string, unknown> }).responses, `${m} ${p}`).toHaveProperty('500');
      }
    }
  });
});
