import 'server-only';
import type { Db } from '@/db/client';
import { snapshotsByHash } from '@/db/orders';
import { findPhotosByKeys } from '@/db/photos';
import type { CatalogueIndex } from '@/lib/catalogue/catalogue-index';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { imageFromRow } from '@/lib/photos/image';
import { AttributeGroupSchema } from '@/lib/schemas/catalogue';

/**
 * A marker db/order-list-items.ts leaves for what many items share is `"\u0000<kind>:<key>"`.
 * Its backslash is what is looked for: backslashes are rare in JSON text, quotes are everywhere.
 */
const MARKER_ESCAPE = '\\u0000';

const EMPTY_NAME = { fr: '', en: '', de: '', es: '' };
const EMPTY_GROUP = { id: '', identifier: '', name: EMPTY_NAME, description: EMPTY_NAME, attributes: [] };

/**
 * Attribute groups as list items show them (UTF-8), by snapshot hash. A snapshot never changes
 * under its hash, so an entry is never stale; the cap only bounds memory.
 */
const groupBytes = new Map<string, Buffer>();
const GROUP_CACHE_MAX = 2_000;
let emptyGroup: Buffer | undefined;

/** Store and provider pieces of a list item, per catalogue version (its index is immutable). */
const cataloguePieces = new WeakMap<CatalogueIndex, Map<string, Buffer>>();

function cataloguePiece(index: CatalogueIndex, kind: string, id: string): Buffer {
  let pieces = cataloguePieces.get(index);
  if (!pieces) cataloguePieces.set(index, (pieces = new Map()));
  const key = `${kind}:${id}`;
  let bytes = pieces.get(key);
  if (bytes === undefined) {
    if (kind === 's') {
      const store = index.storesById.get(id);
      // country and timeZone: each order's dates in its store's time (docs/decisions.md#time-zones).
      bytes = Buffer.from(JSON.stringify({ id, isOnlineStore: store?.onlineStore ?? false, name: store?.name ?? '', country: store?.country, timeZone: store?.timeZone }));
    } else {
      const provider = index.providersById.get(id);
      bytes = Buffer.from(JSON.stringify({ id, displayName: provider?.displayName ?? '', imageUrl: provider?.imageUrl ?? '' }));
    }
    pieces.set(key, bytes);
  }
  return bytes;
}

async function loadGroups(db: Db, hashes: Set<string>): Promise<void> {
  const missing = [...hashes].filter((h) => h && !groupBytes.has(h));
  if (missing.length === 0) return;
  const bodies = await snapshotsByHash(db, missing);
  if (groupBytes.size + bodies.size > GROUP_CACHE_MAX) groupBytes.clear();
  for (const [hash, body] of bodies) groupBytes.set(hash, Buffer.from(JSON.stringify(AttributeGroupSchema.parse(body))));
}

type Marker = { body: number; start: number; end: number; kind: string; key: string };

/** The markers of each item's text, in order (an item is ~2 KB of text with four markers). */
function findMarkers(bodies: string[]): Marker[] {
  const markers: Marker[] = [];
  bodies.forEach((text, body) => {
    for (let at = text.indexOf(MARKER_ESCAPE); at !== -1; at = text.indexOf(MARKER_ESCAPE, at + 1)) {
      // A marker opens a string; `\\u0000` (a backslash written as text, then u0000) does not.
      if (text[at - 1] !== '"') continue;
      const keyStart = at + MARKER_ESCAPE.length + 2; // past the kind and its colon
      let end = keyStart;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      markers.push({ body, start: at - 1, end: end + 1, kind: text[at + MARKER_ESCAPE.length]!, key: JSON.parse(`"${text.slice(keyStart, end)}"`) });
      at = end;
    }
  });
  return markers;
}

/**
 * The JSON array of a page as UTF-8: the items' text from Postgres, with the shared pieces
 * copied in from caches of bytes. Nothing is parsed or serialised again but those pieces, once,
 * and the answer is bytes, so the 0.5 MB of a page of 50 is never a string to scan and encode.
 */
export async function listPageJson(db: Db, bodies: string[]): Promise<Buffer<ArrayBuffer>> {
  const markers = findMarkers(bodies);
  const groups = new Set<string>();
  const photoKeys = new Set<string>();
  for (const { kind, key } of markers) {
    if (kind === 'g') groups.add(key);
    else if (kind === 'i') for (const photoKey of key.split(',')) photoKeys.add(photoKey);
  }
  const index = await getCatalogue();
  await loadGroups(db, groups);
  const photos = photoKeys.size ? new Map((await findPhotosByKeys(db, [...photoKeys])).map((p) => [p.key, p])) : new Map();
  const pieces = markers.map(({ kind, key }): Buffer => {
    if (kind === 'g') return groupBytes.get(key) ?? (emptyGroup ??= Buffer.from(JSON.stringify(AttributeGroupSchema.parse(EMPTY_GROUP))));
    if (kind === 'i') return Buffer.from(JSON.stringify(key.split(',').flatMap((k) => (photos.has(k) ? [imageFromRow(photos.get(k)!)] : []))));
    return cataloguePiece(index, kind, key);
  });
  // Exactly the answer's size, written once: `[`, the items with their pieces, commas, `]`.
  let size = 1 + bodies.length;
  for (const text of bodies) size += Buffer.byteLength(text);
  markers.forEach((m, i) => (size += pieces[i]!.length - Buffer.byteLength(bodies[m.body]!.slice(m.start, m.end))));
  const out = Buffer.allocUnsafe(Math.max(size, 2));
  let length = out.write('[');
  let next = 0;
  bodies.forEach((text, body) => {
    if (body > 0) length += out.write(',', length);
    let from = 0;
    for (; next < markers.length && markers[next]!.body === body; next++) {
      const marker = markers[next]!;
      length += out.write(text.slice(from, marker.start), length);
      length += pieces[next]!.copy(out, length);
      from = marker.end;
    }
    length += out.write(text.slice(from), length);
  });
  length += out.write(']', length);
  return out;
}
