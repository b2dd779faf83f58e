import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from './db';

/**
 * The tables the demo catalogue writes (db/seed, lib/catalogue/import), in the order they are filled.
 * Accounts are left out: their password hashes are salted afresh on every seed.
 */
export const CATALOGUE_TABLES = [
  'stores', 'store_legal', 'providers', 'provider_areas', 'store_providers', 'attribute_groups', 'attribute_definitions', 'clothes_categories',
  'sub_clothes_categories', 'discount_offers', 'services', 'sub_services', 'sub_service_offers', 'logistic_options', 'discount_codes',
] as const;

export type CatalogueDigest = Record<(typeof CATALOGUE_TABLES)[number], { rows: number; sha256: string }>;

/**
 * Every row of the catalogue tables as canonical text (jsonb's own key order, in UTC, without the
 * `created_at` / `updated_at` of the moment it was written), sorted, and digested per table: two
 * databases with the same digest hold the same catalogue, row for row, column for column.
 */
export async function catalogueRows(): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  await queryRows(sql`set time zone 'UTC'`);
  for (const table of CATALOGUE_TABLES) {
    const rows = await queryRows<{ r: string }>(sql.raw(`select (to_jsonb(t) - 'created_at' - 'updated_at')::text as r from ${table} t`));
    out[table] = rows.map((x) => x.r).sort();
  }
  return out;
}

export async function catalogueDigest(): Promise<CatalogueDigest> {
  const rows = await catalogueRows();
  const digest = {} as CatalogueDigest;
  for (const table of CATALOGUE_TABLES) {
    digest[table] = { rows: rows[table]!.length, sha256: createHash('sha256').update(rows[table]!.join('\n')).digest('hex') };
  }
  return digest;
}
