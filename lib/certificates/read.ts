import 'server-only';
import { findCertificate, findRegistryEvent, listSigningKeys, orderStatusOfItem, registryPage } from '@/db/certificates';
import { getDb } from '@/db/client';
import type { Executor } from '@/db/client';
import type { CertificateAnswer, Jwks } from '@/lib/schemas/certificates';
import { notFound } from '@/lib/errors';
import { GENESIS_HASH } from './issue';
import { registryHash, sha256Hex } from './jws';

/** The keys that ever signed a certificate, as a JWK Set (RFC 7517), for /.well-known/jwks.json. */
export async function publishedKeys(executor?: Executor): Promise<Jwks> {
  const rows = await listSigningKeys(executor ?? (await getDb()));
  return { keys: rows.map((k) => ({ ...k.publicJwk, kid: k.kid, alg: 'EdDSA' as const, use: 'sig' as const })) };
}

/**
 * A certificate for anyone holding its link (docs/certificates.md#page): the signed record and the
 * registry event that logged it. An item whose repair is not finished answers `pending`; an id
 * that names nothing, 404.
 */
export async function publicCertificate(id: string): Promise<CertificateAnswer> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw notFound();
  const db = await getDb();
  const certificate = await findCertificate(db, id);
  if (!certificate) {
    const item = await orderStatusOfItem(db, id);
    if (!item) throw notFound();
    const never = item.isRevoke || item.isRevoked || item.status === 'cancelled' || item.status === 'completed';
    return { id, state: never ? 'not_issued' : 'pending', jws: null, registryEvent: null };
  }
  const event = await findRegistryEvent(db, certificate.registryEventId);
  return {
    id,
    state: 'issued',
    jws: certificate.jws,
    registryEvent: event ? { id: event.id, seq: event.seq, jwsSha256: event.jwsSha256, prevHash: event.prevHash, hash: event.hash, createdAt: event.createdAt.toISOString() } : null,
  };
}

export type ChainCheck = { events: number; ok: true } | { events: number; ok: false; brokenAt: number; reason: 'hash' | 'link' };

/** Walks the registry and recomputes every hash and link (docs/certificates.md#registry). */
export async function verifyRegistryChain(executor: Executor): Promise<ChainCheck> {
  let prev = GENESIS_HASH;
  let after = 0;
  let events = 0;
  for (;;) {
    const page = await registryPage(executor, after, 500);
    if (page.length === 0) return { events, ok: true };
    for (const row of page) {
      events++;
      if (row.prevHash !== prev) return { events, ok: false, brokenAt: row.seq, reason: 'link' };
      const expected = registryHash({ id: row.id, kind: row.kind, certificateId: row.certificateId, jwsSha256: row.jwsSha256, prevHash: row.prevHash, createdAt: row.createdAt.toISOString() });
      if (expected !== row.hash) return { events, ok: false, brokenAt: row.seq, reason: 'hash' };
      prev = row.hash;
      after = row.seq;
    }
  }
}

/** Whether a certificate's JWS is the one the registry logged (the page shows it beside the signature). */
export const loggedInRegistry = (answer: CertificateAnswer) => !!answer.jws && !!answer.registryEvent && sha256Hex(answer.jws) === answer.registryEvent.jwsSha256;
