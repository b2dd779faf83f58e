import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { CatalogueDocument, DraftChange } from '@/lib/schemas/catalogue-editor';

/** One change of the published catalogue: a price (minor units) of a sub-service in a currency. */
export type CatalogueChange = { subServiceId: string; currency: string; from: number | null; to: number };

/**
 * Published catalogue versions (issue #29): each publish is one row, written in the same
 * transaction as the catalogue rows it changes. Instances compare their loaded version with
 * max(id) (lib/catalogue/snapshot.ts) and reload when it moved.
 */
export const catalogueVersions = pgTable(
  'catalogue_versions',
  {
    id: serial('id').primaryKey(),
    publishedBy: text('published_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    summary: text('summary').notNull(),
    changeCount: integer('change_count').notNull(),
    changes: jsonb('changes').$type<CatalogueChange[]>().notNull(),
    /** The records the editor's publish changed (docs/back-office.md#catalogue-editor); [] for a price import. */
    records: jsonb('records').$type<DraftChange[]>().notNull().default([]),
    /** The editable catalogue as this version left it: what restoring the version brings back. */
    snapshot: jsonb('snapshot').$type<CatalogueDocument>(),
  },
  (t) => [index('catalogue_versions_published_at_idx').on(t.publishedAt)],
);

/**
 * The one draft of the catalogue editor (docs/back-office.md#catalogue-editor): `document` is the
 * catalogue being edited, `base` the published catalogue it started from (what publishing diffs
 * against), `version` its own number for If-Match.
 */
export const catalogueDrafts = pgTable('catalogue_drafts', {
  id: text('id').primaryKey(),
  version: integer('version').notNull(),
  basedOn: integer('based_on').notNull(),
  base: jsonb('base').$type<CatalogueDocument>().notNull(),
  document: jsonb('document').$type<CatalogueDocument>().notNull(),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
