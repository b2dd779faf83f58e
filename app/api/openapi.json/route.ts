import * as contracts from '@/lib/contracts/system';
import { endpoint, routes } from '@/lib/http/handler';
import { cachedJson, serialize } from '@/lib/http/json';
import { openApiDocument } from '@/lib/openapi/document';

let body: ReturnType<typeof serialize> | undefined;

// GET /api/openapi.json — the OpenAPI 3.1 document, generated from the zod schemas
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.openapi, async ({ req }) => cachedJson(req, (body ??= serialize(openApiDocument())), 300)),
});
