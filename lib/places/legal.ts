import 'server-only';
import { getDb } from '@/db/client';
import { findStoreLegal, invoiceCodeTaken, listStoreLegalRows, lockStore, lockStoreLegal, saveStoreLegalRow, storeHasInvoices, type StoreLegalRecord } from '@/db/places';
import { recordAudit, type AuditActor } from '@/lib/audit';
import { ApiError } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import { etagOf, preconditionHolds, type Precondition } from '@/lib/orders/etag';
import type { Locale } from '@/lib/schemas/common';
import { legalEntityProblems, printedMentions, type LegalErrorKey, type StoreLegal, type StoreLegalBody } from '@/lib/schemas/store-legal';

/**
 * A store's legal entity, edited by admins (docs/back-office.md#legal-entity): the seller's
 * mentions every invoice prints (docs/invoices.md#mentions). The edit writes the structured fields
 * and the printed forms issuing reads (`share_capital`, `registration`), so the next invoice prints
 * the new mentions; issued invoices keep theirs, frozen in `invoices.body` (never updated: a trigger
 * refuses it).
 */

export const legalWire = (r: StoreLegalRecord): StoreLegal => ({
  storeId: r.storeId, legalName: r.legalName, legalForm: r.legalForm,
  shareCapital: r.shareCapitalMinor !== null && r.shareCapitalCurrency ? { amount: r.shareCapitalMinor / 100, currency: r.shareCapitalCurrency } : null,
  rcsCity: r.rcsCity, otherRegister: r.rcsCity ? '' : r.registration, companyNumber: r.companyNumber, vatNumber: r.vatNumber, legalAddress: r.legalAddress,
  invoiceLanguage: r.invoiceLanguage, zeroInvoiceForWarranty: r.zeroInvoiceForWarranty, invoiceCode: r.invoiceCode,
  printed: { shareCapital: r.shareCapital, registration: r.registration }, version: r.version,
});

export async function getStoreLegal(storeId: string): Promise<StoreLegal> {
  const row = await findStoreLegal(await getDb(), storeId);
  if (!row) throw new ApiError('not_found');
  return legalWire(row);
}

/** Every store's entity by store id, for the stores page. */
export async function storeLegalById(): Promise<Record<string, StoreLegal>> {
  return Object.fromEntries((await listStoreLegalRows(await getDb())).map((r) => [r.storeId, legalWire(r)]));
}

const failure = (locale: Locale, problems: { path: string; key: LegalErrorKey }[]) => {
  const t = apiMessages(locale, 'Places');
  return new ApiError('validation_failed', { errors: problems.map((p) => ({ path: p.path, message: t(`errors.${p.key}`) })) });
};

/**
 * PUT /api/sip/admin/stores/{id}/legal: the whole entity, under If-Match on its version (a store
 * without one is version 0: the PUT makes it). The invoice code is fixed once the store has issued
 * an invoice (its numbers are one continuous series, docs/invoices.md#numbering). Audited.
 */
export async function putStoreLegal(actor: AuditActor, storeId: string, body: StoreLegalBody, precondition: Precondition, locale: Locale): Promise<StoreLegal> {
  const problems = legalEntityProblems(body);
  if (problems.length) throw failure(locale, problems);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const store = await lockStore(tx, storeId);
    if (!store) throw new ApiError('not_found');
    const before = await lockStoreLegal(tx, storeId);
    const version = before?.version ?? 0;
    if (!preconditionHolds(version, precondition)) {
      throw new ApiError('stale_record', { params: { version }, extra: { currentVersion: version, current: before ? legalWire(before) : null }, headers: { etag: etagOf(version) } });
    }
    if (before?.invoiceCode !== body.invoiceCode) {
      if (before && (await storeHasInvoices(tx, storeId))) throw failure(locale, [{ path: 'invoiceCode', key: 'invoiceCodeLocked' }]);
      if (await invoiceCodeTaken(tx, storeId, body.invoiceCode)) throw failure(locale, [{ path: 'invoiceCode', key: 'invoiceCodeTaken' }]);
    }
    const { shareCapital, otherRegister, ...rest } = body;
    const structured = { ...rest, shareCapitalMinor: shareCapital ? Math.round(shareCapital.amount * 100) : null, shareCapitalCurrency: shareCapital?.currency ?? null };
    const after = legalWire(await saveStoreLegalRow(tx, storeId, { ...structured, ...printedMentions({ ...structured, otherRegister }) }, before !== null));
    const { version: _b, ...was } = before ? legalWire(before) : ({ version: 0 } as Partial<StoreLegal>);
    const { version: _a, ...now } = after;
    await recordAudit(tx, {
      actor, action: before ? 'store.legal_changed' : 'store.legal_created', subject: { type: 'store', id: storeId }, summary: `${store.name}: ${after.legalName}`,
      before: before ? was : null, after: now,
    });
    return after;
  });
}
