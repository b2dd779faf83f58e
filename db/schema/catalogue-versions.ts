import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
  },
  (t) => [index('catalogue_versions_published_at_idx').on(t.publishedAt)],
);
