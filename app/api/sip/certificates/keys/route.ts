import * as contracts from '@/lib/contracts/certificates';
import { publishedKeys } from '@/lib/certificates/read';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// GET /api/sip/certificates/keys (and /.well-known/jwks.json) — docs/certificates.md#keys
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.getCertificateKeys, async () => json(await publishedKeys(), { headers: { 'cache-control': 'public, max-age=300' } })),
});
