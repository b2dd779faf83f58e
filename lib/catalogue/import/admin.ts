import 'server-only';
import { readCatalogueDocument, insertCatalogueVersion } from '@/db/catalogue-editor';
import { getDb } from '@/db/client';
import type { CatalogueChange } from '@/db/schema/catalogue-versions';
import { recordAudit, type AuditActor } from '@/lib/audit';
import { diffDocuments, summarise } from '@/lib/catalogue/editor/document';
import { invalidateCatalogue } from '@/lib/catalogue/snapshot';
import type { CatalogueImportResult } from '@/lib/schemas/catalogue-admin';
import type { CatalogueDocument } from '@/lib/schemas/catalogue-editor';
import type { Locale } from '@/lib/schemas/common';
import { importCatalogue, type CatalogueFile } from './index';

function priceChanges(before: CatalogueDocument, after: CatalogueDocument): CatalogueChange[] {
  const was = new Map(before.subServices.map((s) => [s.id, s.price]));
  return after.subServices.flatMap((s) =>
    Object.entries(s.price)
      .filter(([currency, to]) => was.get(s.id)?.[currency as keyof typeof s.price] !== to)
      .map(([currency, to]) => ({ subServiceId: s.id, currency, from: was.get(s.id)?.[currency as keyof typeof s.price] ?? null, to: to! })),
  );
}

/**
 * POST /api/sip/admin/catalogue/import (docs/back-office.md#catalogue-import): the brand's files
 * through the import the seed uses. What it changes in the editable catalogue (categories, forms,
 * sub-services, offers) is listed record by record; a dry run writes it in its transaction and
 * rolls it back. Applied, a change makes a catalogue version (who, when, each record and price,
 * the snapshot: restorable, served by every instance within 2 s) and an audit entry, in the same
 * transaction; the same files again make no version.
 */
export async function importCatalogueFiles(actor: AuditActor, files: CatalogueFile[], options: { dryRun: boolean; note?: string; locale: Locale }): Promise<CatalogueImportResult> {
  let version: number | null = null;
  const { counts, outcome } = await importCatalogue(await getDb(), files, {
    locale: options.locale,
    dryRun: options.dryRun,
    around: async (tx, write) => {
      const before = await readCatalogueDocument(tx);
      await write();
      const after = await readCatalogueDocument(tx);
      const changed = diffDocuments(before, after);
      if (options.dryRun || changed.length === 0) return changed;
      const summary = options.note?.trim() || `import: ${summarise(changed)}`;
      const made = await insertCatalogueVersion(tx, { by: actor.accountId, summary, prices: priceChanges(before, after), records: changed, snapshot: after });
      version = made.id;
      await recordAudit(tx, { actor, action: 'catalogue.imported', subject: { type: 'catalogue', id: String(made.id) }, summary, after: { records: changed.map((r) => `${r.action} ${r.entity} ${r.id}`) } });
      return changed;
    },
  });
  if (!options.dryRun) invalidateCatalogue();
  return { dryRun: options.dryRun, counts, changes: outcome ?? [], version };
}
