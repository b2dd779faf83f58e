import * as contracts from '@/lib/contracts/certificates';
import { publicCertificate } from '@/lib/certificates/read';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// GET /api/sip/certificates/{id} — a garment's repair certificate, for anyone with its link (docs/certificates.md#page)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.getCertificate, async ({ params }) => json(await publicCertificate(params.id))),
});
