import { desc, inArray, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from './client';
import * as s from './schema';
import type { CatalogueChange } from './schema/catalogue-versions';
import { readCatalogueDocument } from './catalogue-editor';

/** A refused edit (the price import checks each line before, with line numbers: lib/catalogue/price-csv.ts). */
export class PublishRefused extends Error {
  constructor(
    readonly code: 'not_found' | 'validation_failed',
    readonly subServiceId: string,
  ) {
    super(`${code}: ${subServiceId}`);
  }
}

export type PriceEdit = { subServiceId: string; currency: string; minor: number };

/** The published version every instance should serve (0 before the first publish). */
export async function currentCatalogueVersion(executor: Executor): Promise<number> {
  const [row] = await executor.select({ id: sql<number>`coalesce(max(${s.catalogueVersions.id}), 0)::int` }).from(s.catalogueVersions);
  return Number(row?.id ?? 0);
}

export async function listCatalogueVersions(executor: Executor, limit = 50) {
  return executor.select().from(s.catalogueVersions).orderBy(desc(s.catalogueVersions.id)).limit(limit);
}

/**
 * Publishes price edits as one new catalogue version, in ONE transaction: the sub-services'
 * prices change and the version row (who, when, summary, each change old → new) is written
 * together, or nothing is. Unknown sub-services, currencies the sub-service is not sold in and
 * negative or non-integer amounts are refused before anything is written.
 */
export async function publishPrices(db: Db, input: { by: string | null; edits: PriceEdit[]; note?: string }) {
  return db.transaction(async (tx) => {
    const ids = [...new Set(input.edits.map((e) => e.subServiceId))];
    const rows = ids.length ? await tx.select().from(s.subServices).where(inArray(s.subServices.id, ids)).for('update') : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const changes: CatalogueChange[] = [];
    for (const edit of input.edits) {
      const row = byId.get(edit.subServiceId);
      if (!row) throw new PublishRefused('not_found', edit.subServiceId);
      if (!Number.isInteger(edit.minor) || edit.minor < 0) throw new PublishRefused('validation_failed', edit.subServiceId);
      const price = row.price as Record<string, number>;
      if (!(edit.currency in price)) throw new PublishRefused('validation_failed', edit.subServiceId);
      const from = price[edit.currency] ?? null;
      if (from === edit.minor) continue;
      changes.push({ subServiceId: edit.subServiceId, currency: edit.currency, from, to: edit.minor });
      price[edit.currency] = edit.minor;
      const original = row.originalPrice as Record<string, number>;
      if (original[edit.currency] === from || (original[edit.currency] ?? 0) < edit.minor) original[edit.currency] = edit.minor;
    }
    const changed = new Set(changes.map((c) => c.subServiceId));
    await writePrices(tx, rows.filter((row) => changed.has(row.id)));
    const summary = input.note?.trim() || `${changes.length} price change${changes.length === 1 ? '' : 's'}`;
    const [version] = await tx
      .insert(s.catalogueVersions)
      .values({ publishedBy: input.by, summary, changeCount: changes.length, changes, snapshot: await readCatalogueDocument(tx) }) // restorable (docs/back-office.md#catalogue-editor)
      .returning();
    return version!;
  });
}

const PRICE_CHUNK = 500;

/**
 * The changed rows' prices, 500 rows a statement (UPDATE … FROM VALUES): a row at a time, a
 * price list of ten times the demo took ~4.8 s to apply (bench/RESULTS.md#catalogue-publish).
 */
async function writePrices(tx: Tx, rows: { id: string; price: unknown; originalPrice: unknown }[]) {
  for (let i = 0; i < rows.length; i += PRICE_CHUNK) {
    const values = sql.join(
      rows.slice(i, i + PRICE_CHUNK).map((r) => sql`(${r.id}, ${JSON.stringify(r.price)}::jsonb, ${JSON.stringify(r.originalPrice)}::jsonb)`),
      sql`, `,
    );
    await tx.execute(sql`update sub_services as target set price = v.price, original_price = v.original_price
      from (values ${values}) as v(id, price, original_price) where target.id = v.id`);
  }
}
