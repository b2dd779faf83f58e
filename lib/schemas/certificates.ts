import * as z from 'zod';

export const CertificateStateSchema = z.enum(['issued', 'pending', 'not_issued']).meta({
  description: '`issued`: signed and logged; `pending`: the repair is not finished yet; `not_issued`: the order ended without this item being repaired.',
});

export const RegistryEventSchema = z
  .object({
    id: z.string(),
    seq: z.number().int(),
    jwsSha256: z.string().meta({ description: 'SHA-256 (hex) of the certificate’s JWS as logged.' }),
    prevHash: z.string().meta({ description: 'The previous event’s hash (64 zeros for the first).' }),
    hash: z.string().meta({ description: 'SHA-256 (hex) of this event’s canonical JSON (id, kind, certificateId, jwsSha256, prevHash, createdAt).' }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'CertificateRegistryEvent' });

export const CertificateAnswerSchema = z
  .object({
    id: z.string(),
    state: CertificateStateSchema,
    jws: z.string().nullable().meta({ description: 'Compact JWS (EdDSA, Ed25519): the record is its payload, canonical JSON. Verify with the key of its `kid` from /.well-known/jwks.json.' }),
    registryEvent: RegistryEventSchema.nullable(),
  })
  .meta({ id: 'RepairCertificate' });
export type CertificateAnswer = z.infer<typeof CertificateAnswerSchema>;

export const JwksSchema = z
  .object({
    keys: z.array(z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string(), kid: z.string(), alg: z.literal('EdDSA'), use: z.literal('sig') })),
  })
  .meta({ id: 'CertificateKeys' });
export type Jwks = z.infer<typeof JwksSchema>;
