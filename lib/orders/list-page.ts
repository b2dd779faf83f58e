import 'server-only';
import type { Db } from '@/db/client';
import { snapshotsByHash } from '@/db/orders';
import { findPhotosByKeys } from '@/db/photos';
import type { CatalogueIndex } from '@/lib/catalogue/catalogue-index';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { imageFromRow } from '@/lib/photos/image';
import { AttributeGroupSchema } from '@/lib/schemas/catalogue';

/** The markers db/order-list-items.ts leaves for what is shared by many items: `"\u0000<kind>:<key>"`. */
const MARKER = /"\\u0000([gips]):((?:[^"\\]|\\.)*)"/g;

const EMPTY_NAME = { fr: '', en: '', de: '', es: '' };
const EMPTY_GROUP = { id: '', identifier: '', name: EMPTY_NAME, description: EMPTY_NAME, attributes: [] };

/**
 * Attribute groups as list items show them, by snapshot hash. A snapshot never changes under
 * its hash, so an entry is never stale; the cap only bounds memory.
 */
const groupTexts = new Map<string, string>();
const GROUP_CACHE_MAX = 2_000;

/** Store and provider pieces of a list item, per catalogue version (its index is immutable). */
const cataloguePieces = new WeakMap<CatalogueIndex, Map<string, string>>();

function cataloguePiece(index: CatalogueIndex, kind: string, id: string): string {
  let pieces = cataloguePieces.get(index);
  if (!pieces) cataloguePieces.set(index, (pieces = new Map()));
  const key = `${kind}:${id}`;
  let text = pieces.get(key);
  if (text === undefined) {
    if (kind === 's') {
      const store = index.storesById.get(id);
      // country and timeZone: each order's dates in its store's time (docs/decisions.md#time-zones).
      text = JSON.stringify({ id, isOnlineStore: store?.onlineStore ?? false, name: store?.name ?? '', country: store?.country, timeZone: store?.timeZone });
    } else {
      const provider = index.providersById.get(id);
      text = JSON.stringify({ id, displayName: provider?.displayName ?? '', imageUrl: provider?.imageUrl ?? '' });
    }
    pieces.set(key, text);
  }
  return text;
}

async function loadGroups(db: Db, hashes: Set<string>): Promise<void> {
  const missing = [...hashes].filter((h) => h && !groupTexts.has(h));
  if (missing.length === 0) return;
  const bodies = await snapshotsByHash(db, missing);
  if (groupTexts.size + bodies.size > GROUP_CACHE_MAX) groupTexts.clear();
  for (const [hash, body] of bodies) groupTexts.set(hash, JSON.stringify(AttributeGroupSchema.parse(body)));
}

/**
 * The JSON array of a page: the items' text from Postgres, joined, with the shared pieces
 * spliced in from caches. Nothing is parsed or serialised again but those pieces, once.
 */
export async function listPageJson(db: Db, bodies: string[]): Promise<string> {
  const text = `[${bodies.join(',')}]`;
  const groups = new Set<string>();
  const photoKeys = new Set<string>();
  for (const [, kind, raw] of text.matchAll(MARKER)) {
    if (kind === 'g') groups.add(JSON.parse(`"${raw}"`));
    else if (kind === 'i') for (const key of (JSON.parse(`"${raw}"`) as string).split(',')) photoKeys.add(key);
  }
  const index = await getCatalogue();
  await loadGroups(db, groups);
  const photos = new Map((await findPhotosByKeys(db, [...photoKeys])).map((p) => [p.key, p]));
  return text.replace(MARKER, (_, kind: string, raw: string) => {
    const key = JSON.parse(`"${raw}"`) as string;
    if (kind === 'g') return groupTexts.get(key) ?? JSON.stringify(AttributeGroupSchema.parse(EMPTY_GROUP));
    if (kind === 'i') return JSON.stringify(key.split(',').flatMap((k) => (photos.has(k) ? [imageFromRow(photos.get(k)!)] : [])));
    return cataloguePiece(index, kind, key);
  });
}
