import 'server-only';
import { getDb, type Executor, type Tx } from '@/db/client';
import {
  editorReferences, insertCatalogueVersion, lockDraft, readCatalogueDocument, readCatalogueVersion, readDraft, writeCatalogueChanges, writeDraft, type DraftRow,
} from '@/db/catalogue-editor';
import { currentCatalogueVersion } from '@/db/catalogue-versions';
import { recordAudit, type AuditActor } from '@/lib/audit';
import { invalidateCatalogue } from '@/lib/catalogue/snapshot';
import { ApiError } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import { etagOf, preconditionHolds, type Precondition } from '@/lib/orders/etag';
import type { CatalogueDocument, CatalogueDraft, DraftEdit, PublishResult } from '@/lib/schemas/catalogue-editor';
import type { Locale } from '@/lib/schemas/common';
import { applyEdits, completeDocument, diffDocuments, documentProblems, isIncomplete, mergeChanges, summarise, type DocumentProblem } from './document';

/**
 * The catalogue editor (docs/back-office.md#catalogue-editor). One draft for the catalogue, with its
 * own version (If-Match; a stale save is 412 and the draft keeps the other admin's edits). Publishing
 * is one transaction: the draft's changes laid on the catalogue as it is now, the rows written, a
 * catalogue version with who, when, what changed and a snapshot; every instance then reloads
 * through the version check (lib/catalogue/snapshot.ts). Restoring a version is the same path.
 */

async function references() {
  const refs = await editorReferences(await getDb());
  return { ...refs, known: { atelierIds: new Set(refs.ateliers.map((a) => a.id)), subCategoryIds: new Set(refs.subCategories.map((s) => s.id)) } };
}

function draftAnswer(row: DraftRow, refs: Awaited<ReturnType<typeof references>>): CatalogueDraft {
  return {
    version: row.version,
    basedOn: row.basedOn,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    document: row.document,
    changes: diffDocuments(row.base, row.document),
    ateliers: refs.ateliers,
    subCategories: refs.subCategories,
  };
}

function refuse(problems: DocumentProblem[], locale: Locale): never {
  const t = apiMessages(locale, 'CatalogueEditor');
  throw new ApiError('validation_failed', { errors: problems.map((p) => ({ path: p.path, message: t(`errors.${p.problem}`) })) });
}

function stale(row: DraftRow, precondition: Precondition) {
  // If-Match is required here: two admins share one draft, so a save without it could overwrite the other's.
  if (precondition === null || !preconditionHolds(row.version, precondition)) {
    throw new ApiError('stale_record', { params: { version: row.version }, extra: { currentVersion: row.version }, headers: { etag: etagOf(row.version) } });
  }
}

/** A draft stored before a part of the catalogue was editable, completed from the catalogue as it is now. */
async function completed(executor: Executor, row: DraftRow): Promise<DraftRow> {
  if (!isIncomplete(row.base) && !isIncomplete(row.document)) return row;
  const current = await readCatalogueDocument(executor);
  return { ...row, base: completeDocument(row.base, current), document: completeDocument(row.document, current) };
}

async function inDraft<T>(work: (tx: Tx, row: DraftRow) => Promise<T>): Promise<T> {
  const db = await getDb();
  return db.transaction(async (tx) => work(tx, await completed(tx, await lockDraft(tx, await currentCatalogueVersion(tx)))));
}

/** GET: the draft (made from the published catalogue the first time). */
export async function getDraft(): Promise<CatalogueDraft> {
  const refs = await references();
  const db = await getDb();
  const stored = await readDraft(db);
  const existing = stored && (await completed(db, stored));
  return draftAnswer(existing ?? (await inDraft(async (_tx, row) => row)), refs);
}

/** PATCH: edits under If-Match; references are checked now, missing translations only at publish (a draft may be half-written). */
export async function editDraft(actor: AuditActor, edits: DraftEdit[], precondition: Precondition, locale: Locale): Promise<CatalogueDraft> {
  const refs = await references();
  const row = await inDraft(async (tx, row) => {
    stale(row, precondition);
    const document = applyEdits(row.document, edits);
    const problems = documentProblems(document, diffDocuments(row.base, document), refs.known, false);
    if (problems.length) refuse(problems, locale);
    return writeDraft(tx, { ...row, document, by: actor.accountId });
  });
  return draftAnswer(row, refs);
}

/**
 * DELETE …/draft under If-Match: the draft's unpublished edits are dropped and it starts again from
 * the catalogue as published now (docs/back-office.md#catalogue-editor); the audit log keeps what was dropped.
 */
export async function discardDraft(actor: AuditActor, precondition: Precondition): Promise<CatalogueDraft> {
  const refs = await references();
  const row = await inDraft(async (tx, row) => {
    stale(row, precondition);
    const dropped = diffDocuments(row.base, row.document);
    const current = await readCatalogueDocument(tx);
    const written = await writeDraft(tx, { version: row.version, basedOn: await currentCatalogueVersion(tx), base: current, document: current, by: actor.accountId });
    await recordAudit(tx, {
      actor, action: 'catalogue.draft_discarded', subject: { type: 'catalogue', id: 'draft' }, summary: summarise(dropped),
      before: { records: dropped.map((r) => `${r.action} ${r.entity} ${r.id}`) },
    });
    return written;
  });
  return draftAnswer(row, refs);
}

/**
 * Lays `draft`'s changes (against `base`) on the catalogue as it is now and writes them, with a new
 * version, in the caller's transaction; the draft is then rebased on what was published, keeping any
 * change it held that this publish did not carry (a restore keeps the draft's pending edits).
 */
async function publish(
  tx: Tx,
  row: DraftRow,
  next: (current: CatalogueDocument) => CatalogueDocument,
  input: { actor: AuditActor; note?: string; locale: Locale; known: Awaited<ReturnType<typeof references>>['known']; action: string; keepPending: boolean },
): Promise<PublishResult> {
  const current = await readCatalogueDocument(tx);
  const target = next(current);
  const records = diffDocuments(current, target);
  const problems = documentProblems(target, records, input.known, true);
  if (problems.length) refuse(problems, input.locale);
  if (records.length === 0) throw new ApiError('validation_failed', { errors: [{ path: '', message: apiMessages(input.locale, 'CatalogueEditor')('errors.nothingToPublish') }] });
  const { deactivated, prices } = await writeCatalogueChanges(tx, current, target, records);
  const snapshot = await readCatalogueDocument(tx);
  const summary = input.note?.trim() || summarise(records);
  const version = await insertCatalogueVersion(tx, { by: input.actor.accountId, summary, prices, records, snapshot });
  await writeDraft(tx, { version: row.version, basedOn: version.id, base: snapshot, document: input.keepPending ? mergeChanges(snapshot, row.base, row.document) : snapshot, by: input.actor.accountId });
  await recordAudit(tx, {
    actor: input.actor, action: input.action, subject: { type: 'catalogue', id: String(version.id) }, summary,
    after: { records: records.map((r) => `${r.action} ${r.entity} ${r.id}${r.fields.length && r.action === 'changed' ? ` (${r.fields.join(', ')})` : ''}`), deactivated },
  });
  return { version: version.id, summary, changeCount: records.length, deactivated };
}

/** POST …/draft/publish under If-Match on the draft. */
export async function publishDraft(actor: AuditActor, precondition: Precondition, note: string | undefined, locale: Locale): Promise<PublishResult> {
  const { known } = await references();
  const result = await inDraft(async (tx, row) => {
    stale(row, precondition);
    return publish(tx, row, (current) => mergeChanges(current, row.base, row.document), { actor, note, locale, known, action: 'catalogue.published', keepPending: false });
  });
  invalidateCatalogue();
  return result;
}

/** POST …/versions/{id}/restore: the version's catalogue published again as a new version. */
export async function restoreVersion(actor: AuditActor, id: number, note: string | undefined, locale: Locale): Promise<PublishResult> {
  const { known } = await references();
  const result = await inDraft(async (tx, row) => {
    const version = await readCatalogueVersion(tx, id);
    if (!version?.snapshot) throw new ApiError('not_found');
    // Categories, groups and offers are never deleted: one made after the version stays as it is now.
    // A snapshot from before offers were editable did not change them (completeDocument).
    const restored = (current: CatalogueDocument): CatalogueDocument => {
      const snapshot = completeDocument(version.snapshot!, current);
      const since = <T extends { id: string }>(then: T[], now: T[]) => [...then, ...now.filter((x) => !then.some((y) => y.id === x.id))];
      return {
        categories: since(snapshot.categories, current.categories),
        attributeGroups: since(snapshot.attributeGroups, current.attributeGroups),
        subServices: snapshot.subServices,
        discountOffers: since(snapshot.discountOffers, current.discountOffers),
      };
    };
    const t = apiMessages(locale, 'CatalogueEditor');
    return publish(tx, row, restored, { actor, note: note || t('restoredNote', { version: id }), locale, known, action: 'catalogue.restored', keepPending: true });
  });
  invalidateCatalogue();
  return result;
}
