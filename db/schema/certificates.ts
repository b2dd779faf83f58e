import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** An Ed25519 public key as a JWK (RFC 8037). */
export type PublicJwk = { kty: 'OKP'; crv: 'Ed25519'; x: string };

/**
 * Keys that have signed repair certificates (docs/certificates.md#keys). Every key ever used stays
 * here, so a certificate signed before a rotation still verifies. `privatePkcs8` is set only for a
 * key the application generated itself (no CERTIFICATE_SIGNING_KEY configured); a configured key's
 * private half never reaches the database.
 */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').$type<PublicJwk>().notNull(),
  privatePkcs8: text('private_pkcs8'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * One signed repair certificate per completed order item (docs/certificates.md#record). Its id is
 * the order item's id, so the garment ticket printed at intake already links to where it will be.
 * `jws` is the whole record: a compact JWS whose payload is the canonical JSON of the record.
 */
export const repairCertificates = pgTable(
  'repair_certificates',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    kid: text('kid').notNull(),
    jws: text('jws').notNull(),
    registryEventId: text('registry_event_id').notNull(),
    /** The certificate's id at the brand's passport provider once it answered (docs/certificates.md#passport); null while none is configured or it has not answered yet. */
    dspCertificateId: text('dsp_certificate_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('repair_certificates_order_idx').on(t.orderId)],
);

export type PassportSubmissionStatus = 'pending' | 'sent' | 'failed';

/**
 * A certificate to send to the passport provider (docs/certificates.md#passport): queued in the
 * completing transaction when a provider is configured, then posted by the outbox round, claimed
 * and leased like a webhook delivery and retried on the same schedule. Its id is the certificate's
 * id, which is also the Idempotency-Key of every try.
 */
export const passportSubmissions = pgTable(
  'passport_submissions',
  {
    id: text('id')
      .primaryKey()
      .references(() => repairCertificates.id, { onDelete: 'cascade' }),
    status: text('status').$type<PassportSubmissionStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull(),
    lockedUntil: ts('locked_until'),
    responseStatus: integer('response_status'),
    lastError: text('last_error'),
    sentAt: ts('sent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('passport_submissions_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);

/**
 * The append-only, hash-chained registry of certificate events (docs/certificates.md#registry):
 * each row's `hash` covers its fields and the previous row's hash, so editing or removing any row
 * breaks every hash after it. A trigger refuses UPDATE, DELETE and TRUNCATE (migration 0030).
 */
export const certificateRegistry = pgTable(
  'certificate_registry',
  {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  id: text('id').notNull().unique(),
  kind: text('kind', { enum: ['issued'] }).notNull(),
  certificateId: text('certificate_id').notNull(),
  jwsSha256: text('jws_sha256').notNull(),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
  createdAt: ts('created_at').notNull(),
  },
  // One successor per event: the chain cannot fork, even if two appends raced past the lock.
  (t) => [uniqueIndex('certificate_registry_prev_hash_uq').on(t.prevHash)],
);
