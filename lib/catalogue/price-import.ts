import 'server-only';
import { getDb } from '@/db/client';
import { loadCatalogueRows } from '@/db/catalogue';
import { currentCatalogueVersion, listCatalogueVersions, publishPrices } from '@/db/catalogue-versions';
import type { Principal } from '@/lib/auth/session';
import { DomainError } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import type { Locale } from '@/lib/schemas/common';
import type { PriceImportResult } from '@/lib/schemas/catalogue-admin';
import { priceCsv, readPriceCsv, type PricedSubService } from './price-csv';

/** Every sub-service with its names in `locale`, read from the database (never the cached copy). */
export async function pricedSubServices(locale: Locale): Promise<PricedSubService[]> {
  const rows = await loadCatalogueRows(await getDb());
  const services = new Map(rows.services.map((s) => [s.id, s]));
  const providers = new Map(rows.providers.map((p) => [p.id, p]));
  const categories = new Map(rows.categories.map((c) => [c.id, c]));
  const subCategories = new Map(rows.subCategories.map((s) => [s.id, s]));
  const name = (t: Record<string, string> | undefined) => t?.[locale] ?? t?.en ?? '';
  return rows.subServices
    .map((sub) => {
      const service = services.get(sub.serviceId);
      const subCategory = service ? subCategories.get(service.subCategoryId) : undefined;
      const category = subCategory ? categories.get(subCategory.categoryId) : undefined;
      return {
        id: sub.id,
        category: `${name(category?.name)} › ${name(subCategory?.name)}`,
        atelier: service ? (providers.get(service.providerId)?.displayName ?? '') : '',
        subService: name(sub.name),
        price: sub.price as Record<string, number>,
      };
    })
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export async function exportPriceCsv(locale: Locale): Promise<string> {
  return priceCsv(await pricedSubServices(locale));
}

/** The dry run, or the import applied as one catalogue version; a file with any error changes nothing (422). */
export async function importPriceCsv(bytes: Uint8Array, options: { dryRun: boolean; note?: string; by: Principal; locale: Locale }): Promise<PriceImportResult> {
  const t = apiMessages(options.locale, 'CataloguePrices');
  const read = readPriceCsv(bytes, await pricedSubServices(options.locale));
  const errors = read.errors.map((e) => ({ ...e, message: t(e.code, { value: e.value ?? '' }) }));
  if (!options.dryRun && errors.length > 0) {
    throw new DomainError('validation_failed', { errors: errors.map((e) => ({ path: t('line', { line: e.line }), message: e.message })) });
  }
  let version: number | null = null;
  if (!options.dryRun && read.changes.length > 0) {
    const made = await publishPrices(await getDb(), {
      by: options.by.accountId,
      note: options.note,
      edits: read.changes.map((c) => ({ subServiceId: c.subServiceId, currency: c.currency, minor: c.to })),
    });
    version = made.id;
  }
  return { dryRun: options.dryRun, lines: read.lines, changes: read.changes, errors, version };
}

export async function catalogueVersions() {
  const db = await getDb();
  const versions = await listCatalogueVersions(db);
  return {
    current: await currentCatalogueVersion(db),
    versions: versions.map((v) => ({ id: v.id, publishedBy: v.publishedBy, publishedAt: v.publishedAt.toISOString(), summary: v.summary, changeCount: v.changeCount })),
  };
}
