import * as z from 'zod';
import { CertificateAnswerSchema, JwksSchema } from '@/lib/schemas/certificates';
import { contract } from './contract';

const certificateId = z.object({ id: z.string().meta({ description: 'The certificate id: the order item’s id (it is printed as a QR code on the garment ticket and the invoice).' }) });

export const getCertificate = contract({
  auth: 'public',
  method: 'get',
  path: '/api/sip/certificates/{id}',
  operationId: 'getCertificate',
  summary: 'A garment’s signed repair certificate (its passport record)',
  description:
    'Anyone with the link may read it: the record names the garment, the services, the atelier, the store, the dates and the SHA-256 of the photos before and after, never the customer. `jws` is signed with EdDSA (Ed25519); the keys are at /.well-known/jwks.json (GET /api/sip/certificates/keys). The registry event is the certificate’s entry in the append-only, hash-chained registry.',
  tags: ['Certificates'],
  pathParams: certificateId,
  responses: { 200: { description: 'The certificate, or where it stands when not issued yet.', schema: CertificateAnswerSchema } },
  errors: ['not_found'],
});

export const getCertificateKeys = contract({
  auth: 'public',
  method: 'get',
  path: '/api/sip/certificates/keys',
  operationId: 'getCertificateKeys',
  summary: 'The public keys that sign repair certificates (JWK Set)',
  description: 'Also served at /.well-known/jwks.json. Every key that ever signed a certificate stays listed, so certificates signed before a key rotation still verify.',
  tags: ['Certificates'],
  responses: { 200: { description: 'The JWK Set (RFC 7517), Ed25519 keys (RFC 8037).', schema: JwksSchema } },
  errors: [],
});
