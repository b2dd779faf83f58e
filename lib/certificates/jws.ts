import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { canonicalJson } from '@/lib/canonical-json';
import type { PublicJwk } from '@/db/schema/certificates';

/**
 * Compact JWS with EdDSA over Ed25519 (RFC 7515, RFC 8037), the payload being the canonical JSON
 * of the record (sorted keys), so the same record always signs to the same bytes
 * (docs/certificates.md#signature).
 */
export const JWS_TYPE = 'reprise-certificate+jws';

const b64u = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');

/** RFC 7638 thumbprint of an Ed25519 JWK: the key's id everywhere (`kid`). */
export function thumbprint(jwk: PublicJwk): string {
  return createHash('sha256').update(`{"crv":"Ed25519","kty":"OKP","x":"${jwk.x}"}`).digest('base64url');
}

export function publicJwkOf(key: KeyObject): PublicJwk {
  const jwk = createPublicKey(key).export({ format: 'jwk' }) as { kty: string; crv: string; x: string };
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519') throw new Error('certificate signing keys are Ed25519');
  return { kty: 'OKP', crv: 'Ed25519', x: jwk.x };
}

export type Signer = { kid: string; jwk: PublicJwk; key: KeyObject };

export function signerFromPkcs8(pem: string): Signer {
  const key = pem.includes('BEGIN') ? createPrivateKey(pem) : createPrivateKey({ key: Buffer.from(pem, 'base64'), format: 'der', type: 'pkcs8' });
  const jwk = publicJwkOf(key);
  return { kid: thumbprint(jwk), jwk, key };
}

export function signJws(payload: unknown, signer: Signer): string {
  const head = b64u(JSON.stringify({ alg: 'EdDSA', kid: signer.kid, typ: JWS_TYPE }));
  const body = b64u(canonicalJson(payload));
  const signature = sign(null, Buffer.from(`${head}.${body}`), signer.key);
  return `${head}.${body}.${b64u(signature)}`;
}

export type Verified = { valid: true; kid: string; payload: unknown } | { valid: false; reason: 'malformed' | 'unknown_key' | 'bad_signature' };

/** Checks a JWS against the published keys; the browser does the same with WebCrypto on the certificate page. */
export function verifyJws(jws: string, keys: { kid: string; publicJwk: PublicJwk }[]): Verified {
  const parts = jws.split('.');
  if (parts.length !== 3) return { valid: false, reason: 'malformed' };
  const [head, body, signature] = parts as [string, string, string];
  let header: { alg?: string; kid?: string };
  let payload: unknown;
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { valid: false, reason: 'malformed' };
  }
  if (header.alg !== 'EdDSA') return { valid: false, reason: 'malformed' };
  const key = keys.find((k) => k.kid === header.kid);
  if (!key) return { valid: false, reason: 'unknown_key' };
  const publicKey = createPublicKey({ key: { ...key.publicJwk }, format: 'jwk' });
  const ok = verify(null, Buffer.from(`${head}.${body}`), publicKey, Buffer.from(signature, 'base64url'));
  return ok ? { valid: true, kid: key.kid, payload } : { valid: false, reason: 'bad_signature' };
}

/** The registry's hash of one event: SHA-256 over the canonical JSON of its fields and the previous hash. */
export function registryHash(event: { id: string; kind: string; certificateId: string; jwsSha256: string; prevHash: string; createdAt: string }): string {
  return createHash('sha256').update(canonicalJson(event)).digest('hex');
}

export const sha256Hex = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');
