// Writes the OpenAPI document the app serves (lib/openapi) to a file, for the Redocly lint and the
// typed-client check (.ci/api-check).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openApiDocument } from '@/lib/openapi/document';

const out = process.argv[2] ?? '.api-check/openapi.json';
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(openApiDocument(), null, 2));
console.log(`wrote ${out}`);
