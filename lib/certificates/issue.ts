import 'server-only';
import { generateKeyPairSync } from 'node:crypto';
import { appendRegistryEvent, certificatesOfOrders, findGeneratedSigningKey, insertCertificate, lockRegistryHead, queuePassportSubmissions, saveSigningKey } from '@/db/certificates';
import type { Executor } from '@/db/client';
import { getDb } from '@/db/client';
import { loadOrderParts, type OrderRow } from '@/db/orders';
import { findPhotosByKeys } from '@/db/photos';
import type { CatalogueIndex } from '@/lib/catalogue/catalogue-index';
import { newId } from '@/lib/ids';
import { log } from '@/lib/observability/log';
import { passportProvider } from './passport-config';
import { certificateRecord } from './record';
import { registryHash, sha256Hex, signerFromPkcs8, signJws, type Signer } from './jws';

/** The registry's first event chains to this (docs/certificates.md#registry). */
export const GENESIS_HASH = '0'.repeat(64);

const globalForSigner = globalThis as unknown as { __repriseCertificateSigner?: Promise<Signer> };

/**
 * The key that signs certificates (docs/certificates.md#keys): CERTIFICATE_SIGNING_KEY (an Ed25519
 * private key, PKCS#8 PEM or base64 DER) when set, its public half recorded so it is published;
 * otherwise a key the application generates once and keeps in the database, shared by every
 * instance (the oldest wins a race). Loaded outside any transaction and then cached: a key saved
 * in a transaction that rolled back would sign certificates nobody could verify.
 */
export function certificateSigner(): Promise<Signer> {
  return (globalForSigner.__repriseCertificateSigner ??= loadSigner().catch((error: unknown) => {
    globalForSigner.__repriseCertificateSigner = undefined;
    throw error;
  }));
}

async function loadSigner(): Promise<Signer> {
  const db = await getDb();
  const configured = process.env.CERTIFICATE_SIGNING_KEY?.trim();
  if (configured) {
    const signer = signerFromPkcs8(configured.replace(/\\n/g, '\n'));
    await saveSigningKey(db, { kid: signer.kid, publicJwk: signer.jwk, privatePkcs8: null });
    return signer;
  }
  if (process.env.REPRISE_ENV === 'production') log.warn('CERTIFICATE_SIGNING_KEY is not set: repair certificates are signed with a key kept in the database (docs/certificates.md#keys)');
  const existing = await findGeneratedSigningKey(db);
  if (existing?.privatePkcs8) return signerFromPkcs8(existing.privatePkcs8);
  const { privateKey } = generateKeyPairSync('ed25519');
  const pkcs8 = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
  const fresh = signerFromPkcs8(pkcs8);
  await saveSigningKey(db, { kid: fresh.kid, publicJwk: fresh.jwk, privatePkcs8: pkcs8 });
  const oldest = await findGeneratedSigningKey(db);
  return oldest?.privatePkcs8 ? signerFromPkcs8(oldest.privatePkcs8) : fresh;
}

/**
 * Completing an order issues one signed certificate per repaired item and appends each to the
 * registry, in the completing transaction (docs/certificates.md#issuance). An order completed
 * after the customer declined the quote repaired nothing and gets none. Issuing twice is a no-op.
 * With a passport provider configured, each new certificate is queued for it in the same
 * transaction (docs/certificates.md#passport): it is sent at least once, or not issued at all.
 */
export async function certifyOnCompletion(tx: Executor, order: OrderRow, signer: Signer, index: CatalogueIndex, now = new Date()): Promise<void> {
  if (order.isRevoked) return;
  const parts = await loadOrderParts(tx, order);
  const uploads = parts.uploads ?? [];
  const photos = new Map((await findPhotosByKeys(tx, [...parts.items.flatMap((i) => i.imageKeys), ...uploads.map((u) => u.photoKey)])).map((p) => [p.key, p]));
  const of = (keys: string[]) => keys.map((k) => photos.get(k)).filter((p) => !!p);
  const beforeUploads = uploads.filter((u) => u.tag !== 'after_repair').map((u) => u.photoKey);
  const afterUploads = uploads.filter((u) => u.tag === 'after_repair').map((u) => u.photoKey);
  const provider = index.providersById.get(order.providerId);
  const store = index.storesById.get(order.storeId);
  const issued = new Set((await certificatesOfOrders(tx, [order.id])).map((c) => c.id));
  const fresh: string[] = [];
  for (const item of parts.items) {
    if (item.isRevoke || issued.has(item.id)) continue;
    const category = item.snapshot.category ?? { id: item.categoryId, name: index.categoriesById.get(item.categoryId)?.name ?? { fr: '', en: '', de: '', es: '' } };
    const subCategory = item.snapshot.subCategory ?? { id: item.subCategoryId, name: index.subCategoriesById.get(item.subCategoryId)?.name ?? { fr: '', en: '', de: '', es: '' } };
    const record = certificateRecord({
      id: item.id,
      orderNumber: order.orderNumber,
      issuedAt: now,
      item: { name: item.name, category: { id: category.id, name: category.name }, subCategory: { id: subCategory.id, name: subCategory.name }, services: item.subServices },
      atelier: { id: order.providerId, name: provider?.displayName ?? '' },
      store: { id: order.storeId, name: store?.name ?? '' },
      history: parts.histories,
      before: of([...item.imageKeys, ...beforeUploads]),
      after: of(afterUploads),
    });
    const jws = signJws(record, signer);
    const head = await lockRegistryHead(tx);
    const event = { id: newId(), kind: 'issued' as const, certificateId: item.id, jwsSha256: sha256Hex(jws), prevHash: head?.hash ?? GENESIS_HASH, createdAt: now.toISOString() };
    await appendRegistryEvent(tx, { ...event, hash: registryHash(event), createdAt: now });
    await insertCertificate(tx, { id: item.id, orderId: order.id, itemId: item.itemId, kid: signer.kid, jws, registryEventId: event.id, createdAt: now });
    fresh.push(item.id);
  }
  if (passportProvider()) await queuePassportSubmissions(tx, fresh, now);
}
