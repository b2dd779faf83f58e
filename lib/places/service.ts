import 'server-only';
import { queueLength } from '@/db/atelier-queue';
import { getDb } from '@/db/client';
import {
  listAtelierRows, listLogisticOptionRows, listStoreRows, lockAtelier, lockLogisticOption, lockStore, replaceAtelierAreas, replaceAtelierStores, updateAtelierRow,
  updateLogisticOptionRow, updateStoreRow, type AtelierRows, type LogisticOptionRecord, type StoreRecordRow,
} from '@/db/places';
import { queueDelayDays } from '@/lib/atelier/capacity';
import { QUEUE_STATUSES } from '@/lib/atelier/queue';
import type { Principal } from '@/lib/auth/session';
import { recordAudit, type AuditActor, type AuditSubjectType } from '@/lib/audit';
import { invalidateCatalogue } from '@/lib/catalogue/snapshot';
import { ApiError } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import { etagOf, preconditionHolds, type Precondition } from '@/lib/orders/etag';
import type { Locale } from '@/lib/schemas/common';
import type { Atelier, AtelierCapacity, AtelierCapacityBody, AtelierPatch, DeliveryOption, DeliveryOptionPatch, StorePatch, StoreRecord } from '@/lib/schemas/places';

/**
 * The back office's places (docs/back-office.md#places): ateliers, stores, delivery options. Each
 * edit locks its row, checks If-Match against the row's version (412 `stale_record`, nothing
 * written), writes the change and its audit entry in one transaction, then drops this process's
 * catalogue copy so the public answers show it at once (other instances within CATALOGUE_TTL_MS).
 * Nothing here deletes: a store or an option is deactivated, an atelier paused.
 */

export const atelierWire = (p: AtelierRows): Atelier => ({
  id: p.id, name: p.name, displayName: p.displayName, imageUrl: p.imageUrl, address: p.address ?? null, contact: p.contact, repairFundLabelled: p.repairFundLabelled,
  repairFundNumber: p.repairFundNumber, areas: p.areas, storeIds: p.storeIds, paused: p.pausedAt !== null, version: p.version,
});

export const storeWire = (s: StoreRecordRow): StoreRecord => ({
  id: s.id, identifier: s.identifier, name: s.name, email: s.email, phone: s.phone, address: s.address, country: s.country, currency: s.currency, language: s.language,
  onlineStore: s.onlineStore, timeZone: s.timeZone, openingHours: s.openingHours, closures: s.closures, servicesOffered: s.servicesOffered, isActive: s.isActive, version: s.version,
});

export const deliveryWire = (o: LogisticOptionRecord): DeliveryOption => ({
  id: o.id, name: o.name, kind: o.kind, displayName: o.displayName, price: o.price, onwardTransitDays: o.onwardTransitDays, returnTransitDays: o.returnTransitDays,
  paymentMethods: o.paymentMethods, slotCapacity: o.slots ? o.slots.capacity : null, slotStartTimes: o.slots?.startTimes ?? [], storeId: o.storeId, isActive: o.isActive, version: o.version,
});

export const listAteliers = async () => (await listAtelierRows(await getDb())).map(atelierWire);
export const listStores = async () => (await listStoreRows(await getDb())).map(storeWire);
export const listDeliveryOptions = async () => (await listLogisticOptionRows(await getDb())).map(deliveryWire);

function assertVersion(version: number, precondition: Precondition, current: unknown) {
  if (!preconditionHolds(version, precondition)) throw new ApiError('stale_record', { params: { version }, extra: { currentVersion: version, current }, headers: { etag: etagOf(version) } });
}

const fieldError = (locale: Locale, path: string, key: 'unknownStore' | 'repairFundNumber' | 'noSlots') =>
  new ApiError('validation_failed', { errors: [{ path, message: apiMessages(locale, 'Places')(`errors.${key}`) }] });

async function edit<Row, Wire extends Record<string, unknown>>(
  kind: AuditSubjectType,
  lock: (tx: Parameters<Parameters<Awaited<ReturnType<typeof getDb>>['transaction']>[0]>[0]) => Promise<Row | null>,
  wire: (row: Row) => Wire,
  precondition: Precondition,
  apply: (tx: Parameters<Parameters<Awaited<ReturnType<typeof getDb>>['transaction']>[0]>[0], before: Row) => Promise<Row>,
  actor: AuditActor,
  summary: (row: Wire) => string,
): Promise<Wire> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const before = await lock(tx);
    if (!before) throw new ApiError('not_found');
    const was = wire(before);
    assertVersion(was.version as number, precondition, was);
    const now = wire(await apply(tx, before));
    const { version: _v, ...b } = was;
    const { version: _n, ...a } = now;
    await recordAudit(tx, { actor, action: `${kind}.changed`, subject: { type: kind, id: String(now.id) }, summary: summary(now), before: b, after: a });
    return now;
  });
  invalidateCatalogue();
  return result;
}

/** PATCH /api/sip/admin/ateliers/{id}. Pausing leaves it out of new bookings (lib/catalogue/catalogue-index.ts); its orders go on. */
export function updateAtelier(actor: AuditActor, id: string, patch: AtelierPatch, precondition: Precondition, locale: Locale, knownStore: (id: string) => boolean) {
  const unknown = (patch.storeIds ?? []).findIndex((s) => !knownStore(s));
  if (unknown >= 0) throw fieldError(locale, `storeIds.${unknown}`, 'unknownStore');
  return edit('atelier', (tx) => lockAtelier(tx, id), atelierWire, precondition, async (tx, before) => {
    const { areas, storeIds, paused, ...fields } = patch;
    if ((fields.repairFundLabelled ?? before.repairFundLabelled) && !(fields.repairFundNumber ?? before.repairFundNumber)) throw fieldError(locale, 'repairFundNumber', 'repairFundNumber');
    await updateAtelierRow(tx, id, { ...fields, ...(paused === undefined ? {} : { pausedAt: paused ? (before.pausedAt ?? new Date()) : null }) });
    if (areas) await replaceAtelierAreas(tx, id, dedupe(areas.map((a) => ({ country: a.country, zipPrefix: a.zipPrefix.toUpperCase() }))));
    if (storeIds) await replaceAtelierStores(tx, id, [...new Set(storeIds)]);
    return (await lockAtelier(tx, id))!;
  }, actor, (a) => a.name);
}

const dedupe = (areas: { country: string; zipPrefix: string }[]) => [...new Map(areas.map((a) => [`${a.country}:${a.zipPrefix}`, a])).values()];

/** PATCH /api/sip/admin/stores/{id}. */
export function updateStore(actor: AuditActor, id: string, patch: StorePatch, precondition: Precondition) {
  return edit('store', (tx) => lockStore(tx, id), storeWire, precondition, (tx) => updateStoreRow(tx, id, patch), actor, (s) => s.name);
}

/** PATCH /api/sip/admin/delivery-options/{id}: slots can be changed only on an option that offers them (home pick-up). */
export function updateDeliveryOption(actor: AuditActor, id: string, patch: DeliveryOptionPatch, precondition: Precondition, locale: Locale) {
  return edit('delivery_option', (tx) => lockLogisticOption(tx, id), deliveryWire, precondition, async (tx, before) => {
    const { slotCapacity, slotStartTimes, ...fields } = patch;
    if ((slotCapacity !== undefined || slotStartTimes !== undefined) && !before.slots) throw fieldError(locale, slotCapacity !== undefined ? 'slotCapacity' : 'slotStartTimes', 'noSlots');
    const slots = before.slots && (slotCapacity !== undefined || slotStartTimes !== undefined)
      ? { ...before.slots, ...(slotCapacity === undefined ? {} : { capacity: slotCapacity }), ...(slotStartTimes === undefined ? {} : { startTimes: [...new Set(slotStartTimes)].sort() }) }
      : undefined;
    return updateLogisticOptionRow(tx, id, { ...fields, ...(slots ? { slots } : {}) });
  }, actor, (o) => o.name);
}

type CapacityRow = Pick<AtelierRows, 'id' | 'workingDays' | 'weeklyCapacity' | 'closures' | 'version'>;
const capacitySettings = (p: CapacityRow) => ({ id: p.id, workingDays: p.workingDays, weeklyCapacity: p.weeklyCapacity, closures: p.closures, version: p.version });

/** The atelier reaches its own provider only (another's → 404, as if it did not exist); admins every one. */
function assertOwnAtelier(principal: Principal, id: string) {
  if (principal.role === 'atelier' && principal.providerId !== id) throw new ApiError('not_found');
}

async function capacityAnswer(row: CapacityRow): Promise<AtelierCapacity> {
  const queue = await queueLength(await getDb(), row.id, QUEUE_STATUSES);
  const capacity = { workingDays: row.workingDays, weeklyCapacity: row.weeklyCapacity, closures: row.closures };
  return { providerId: row.id, ...capacity, queueLength: queue, queueDelayDays: queueDelayDays(queue, capacity), version: row.version };
}

/** GET /api/sip/ateliers/{id}/capacity (docs/atelier.md#capacity): paused ateliers too. */
export async function getAtelierCapacity(principal: Principal, id: string): Promise<AtelierCapacity> {
  assertOwnAtelier(principal, id);
  const row = (await listAtelierRows(await getDb())).find((p) => p.id === id);
  if (!row) throw new ApiError('not_found');
  return capacityAnswer(row);
}

/** PUT /api/sip/ateliers/{id}/capacity: If-Match, audited, the catalogue copy dropped so the next promise weighs it. */
export async function setAtelierCapacity(principal: Principal, id: string, read: () => Promise<AtelierCapacityBody>, precondition: Precondition): Promise<AtelierCapacity> {
  // Another atelier's: 404 before its body is read (docs/atelier.md#role).
  assertOwnAtelier(principal, id);
  const body = await read();
  const workingDays = [...new Set(body.workingDays)].sort();
  const closures = [...body.closures].sort((a, b) => a.from.localeCompare(b.from));
  const changed = await edit('atelier', (tx) => lockAtelier(tx, id), capacitySettings, precondition, async (tx) => {
    await updateAtelierRow(tx, id, { workingDays, weeklyCapacity: body.weeklyCapacity, closures });
    return (await lockAtelier(tx, id))!;
  }, principal, (c) => `capacity ${c.id}`);
  return capacityAnswer(changed);
}
