import type { TranslatedString } from '@/lib/schemas/common';

/**
 * The repair certificate's record (docs/certificates.md#record): what was repaired, how, by whom
 * and when, and the fingerprints of the photos before and after. Nothing in it names the
 * customer: the record travels with the garment, to whoever owns it next.
 */
export type CertificateRecord = {
  type: 'reprise.repair-certificate';
  version: 1;
  id: string;
  orderNumber: string;
  issuedAt: string;
  garment: { name: string; category: { id: string; name: TranslatedString }; subCategory: { id: string; name: TranslatedString } };
  services: { id: string; name: TranslatedString; quantity: number }[];
  atelier: { id: string; name: string };
  store: { id: string; name: string };
  dates: { booked: string; received: string | null; repaired: string | null; completed: string };
  /** `sha256:<hex>` of each stored image (`md5:<hex>` for photos stored before SHA-256 was kept). */
  photos: { before: string[]; after: string[] };
};

export type RecordInput = {
  id: string;
  orderNumber: string;
  issuedAt: Date;
  item: {
    name: string;
    category: { id: string; name: TranslatedString };
    subCategory: { id: string; name: TranslatedString };
    services: { subServiceId: string; displayName: TranslatedString; quantity: number }[];
  };
  atelier: { id: string; name: string };
  store: { id: string; name: string };
  history: { status: string; date: Date }[];
  before: { sha256: string | null; etag: string }[];
  after: { sha256: string | null; etag: string }[];
};

export const photoDigest = (photo: { sha256: string | null; etag: string }) => (photo.sha256 ? `sha256:${photo.sha256}` : `md5:${photo.etag.replace(/"/g, '')}`);

/** The first time the order reached `status` (an order can pass a status once only, but be safe). */
const firstAt = (history: RecordInput['history'], status: string) => history.filter((h) => h.status === status).map((h) => h.date.getTime()).sort((a, b) => a - b)[0];
const isoOrNull = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

export function certificateRecord(input: RecordInput): CertificateRecord {
  const { item, history } = input;
  const booked = firstAt(history, 'booked') ?? input.issuedAt.getTime();
  return {
    type: 'reprise.repair-certificate',
    version: 1,
    id: input.id,
    orderNumber: input.orderNumber,
    issuedAt: input.issuedAt.toISOString(),
    garment: { name: item.name, category: item.category, subCategory: item.subCategory },
    services: item.services.map((s) => ({ id: s.subServiceId, name: s.displayName, quantity: s.quantity })),
    atelier: input.atelier,
    store: input.store,
    dates: {
      booked: new Date(booked).toISOString(),
      received: isoOrNull(firstAt(history, 'received')),
      repaired: isoOrNull(firstAt(history, 'repaired')),
      completed: isoOrNull(firstAt(history, 'completed')) ?? input.issuedAt.toISOString(),
    },
    photos: { before: input.before.map(photoDigest), after: input.after.map(photoDigest) },
  };
}
