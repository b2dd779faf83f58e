import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as draftRoute from '@/app/api/sip/admin/catalogue/draft/route';
import * as publishRoute from '@/app/api/sip/admin/catalogue/draft/publish/route';
import * as versionsRoute from '@/app/api/sip/admin/catalogue/versions/route';
import * as restoreRoute from '@/app/api/sip/admin/catalogue/versions/[id]/restore/route';
import * as auditRoute from '@/app/api/sip/admin/audit-log/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import type { CatalogueDraft, DraftAttributeGroup, DraftEdit, DraftSubService } from '@/lib/schemas/catalogue-editor';
import { bearer, readyCart } from '../helpers/booking';
import { queryRows } from '../helpers/db';
import { call } from '../helpers/http';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';

await switchToOwnPostgresDatabase(); // it publishes catalogue versions, which files beside it would see (tests/helpers/own-database.ts)

let admin: Record<string, string>;
let staff: Record<string, string>;
beforeAll(async () => {
  admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
  staff = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
}, 120_000);

const DRAFT = '/api/sip/admin/catalogue/draft';
const four = (text: string) => ({ fr: `${text} (fr)`, en: text, de: `${text} (de)`, es: `${text} (es)` });

const readDraft = async () => {
  const res = await call(draftRoute.GET, DRAFT, { headers: admin });
  expect(res.status, res.text).toBe(200);
  expect(res.headers.get('etag')).toBe(`"${res.json.version}"`);
  return res.json as CatalogueDraft;
};
const edit = (version: number | null, edits: DraftEdit[], headers = admin) =>
  call(draftRoute.PATCH, DRAFT, { method: 'PATCH', body: { edits }, headers: { ...headers, ...(version === null ? {} : { 'if-match': `"${version}"` }) } });
const publish = (version: number, note?: string) =>
  call(publishRoute.POST, `${DRAFT}/publish`, { method: 'POST', body: note ? { note } : {}, headers: { ...admin, 'if-match': `"${version}"` } });
const discard = (version: number | null, headers = admin) =>
  call(draftRoute.DELETE, DRAFT, { method: 'DELETE', headers: { ...headers, ...(version === null ? {} : { 'if-match': `"${version}"` }) } });
const restore = (id: number) => call(restoreRoute.POST, `/api/sip/admin/catalogue/versions/${id}/restore`, { method: 'POST', body: {}, params: { id: String(id) }, headers: admin });

const subServiceOf = (draft: CatalogueDraft, identifier: string) => draft.document.subServices.find((s) => s.identifier === identifier)!;
const servedPrice = async (id: string) => (await getCatalogue()).subServicesById.get(id)?.price.EUR;

function newGroup(id: string, withGerman = true): DraftAttributeGroup {
  const label = four('Which button?');
  return {
    id, identifier: id, name: four('Buttons'), description: four('Tell us about the buttons'),
    attributes: [{
      id: `${id}-kind`, identifier: `${id}-kind`, type: 'select', label: withGerman ? label : { ...label, de: '' }, helperLabel: four('Pick one'), isRequired: true,
      metadata: { options: [{ _id: `${id}-horn`, value: 'horn', label: four('Horn') }, { _id: `${id}-metal`, value: 'metal', label: four('Metal') }] }, parentId: null, parentValue: [],
    }],
  };
}

function newSubService(from: DraftSubService, id: string, groupId: string | null, withSpanish = true): DraftSubService {
  const description = four('Sew new buttons on');
  return { ...from, id, identifier: id, name: four('Replace buttons'), description: withSpanish ? description : { ...description, es: '' }, price: { EUR: 1500, GBP: 1300 }, attributeGroupId: groupId, isActive: true, position: 99 };
}

describe('catalogue draft (docs/back-office.md#catalogue-editor)', () => {
  it('edits go to the draft under If-Match: customers see nothing until it is published; a stale save is 412 and the first edit stays', async () => {
    const draft = await readDraft();
    const hem = subServiceOf(draft, 'mtg-trousers-restitch-lined-seam');
    const before = await servedPrice(hem.id);
    const first = await edit(draft.version, [{ kind: 'subService', subService: { ...hem, price: { ...hem.price, EUR: hem.price.EUR! + 100 } } }]);
    expect(first.status, first.text).toBe(200);
    expect(first.json.version).toBe(draft.version + 1);
    expect(first.json.changes).toContainEqual({ entity: 'subService', id: hem.id, action: 'changed', fields: ['price'] });
    expect(await servedPrice(hem.id)).toBe(before);

    const second = await edit(draft.version, [{ kind: 'subService', subService: { ...hem, leadTimeDays: 30 } }]);
    expect(second.status).toBe(412);
    expect(second.json.code).toBe('stale_record');
    expect((await edit(null, [{ kind: 'subService', subService: { ...hem, leadTimeDays: 30 } }])).status).toBe(412);
    const kept = subServiceOf(await readDraft(), 'mtg-trousers-restitch-lined-seam');
    expect(kept.price.EUR).toBe(hem.price.EUR! + 100);
    expect(kept.leadTimeDays).toBe(hem.leadTimeDays);
  });

  it('references are checked on save, per field: an unknown atelier, sub-category or form is 422', async () => {
    const draft = await readDraft();
    const hem = subServiceOf(draft, 'mtg-trousers-restitch-lined-seam');
    const res = await edit(draft.version, [{ kind: 'subService', subService: { ...hem, providerId: 'nobody', attributeGroupId: 'no-such-form' } }]);
    expect(res.status).toBe(422);
    expect(res.json.errors.map((e: { path: string }) => e.path).sort()).toEqual([`subServices.${hem.id}.attributeGroupId`, `subServices.${hem.id}.providerId`]);
    expect((await readDraft()).version).toBe(draft.version);
  });

  it('a label missing in one language blocks publishing with a 422 per field; once complete, publishing makes one version every answer serves, and an older cart gets 409 price_changed', async () => {
    const { id: cartId, cart } = await readyCart({ identifier: 'mtg-trousers-restitch-lined-seam' });
    let draft = await readDraft();
    const hem = subServiceOf(draft, 'mtg-trousers-restitch-lined-seam');
    const halfDone = await edit(draft.version, [
      { kind: 'attributeGroup', attributeGroup: newGroup('buttons-form', false) },
      { kind: 'subService', subService: newSubService(hem, 'mtg-replace-buttons', 'buttons-form', false) },
    ]);
    expect(halfDone.status, halfDone.text).toBe(200); // a draft may be half-written
    const { current } = (await call(versionsRoute.GET, '/api/sip/admin/catalogue/versions', { headers: admin })).json;
    const blocked = await publish(halfDone.json.version);
    expect(blocked.status).toBe(422);
    expect(blocked.json.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'attributeGroups.buttons-form.attributes.buttons-form-kind.label.de',
      'subServices.mtg-replace-buttons.description.es',
    ]);
    expect((await call(versionsRoute.GET, '/api/sip/admin/catalogue/versions', { headers: admin })).json.current).toBe(current);

    const complete = await edit(halfDone.json.version, [
      { kind: 'attributeGroup', attributeGroup: newGroup('buttons-form') },
      { kind: 'subService', subService: newSubService(hem, 'mtg-replace-buttons', 'buttons-form') },
    ]);
    draft = complete.json;
    const made = await publish(draft.version, 'Buttons, and the lined seam up by 1 €');
    expect(made.status, made.text).toBe(201);
    expect(made.json).toMatchObject({ version: current + 1, summary: 'Buttons, and the lined seam up by 1 €', changeCount: 3, deactivated: [] });

    const index = await getCatalogue();
    expect(index.version).toBeGreaterThan(0);
    expect(index.subServicesById.get(hem.id)!.price.EUR).toBe(hem.price.EUR); // the first test's +1 € in the draft
    const added = index.subServicesById.get('mtg-replace-buttons')!;
    expect(added.attributeGroupId).toBe('buttons-form');
    expect(index.groupsById.get('buttons-form')!.attributes[0]!.metadata.options!.map((o) => o.value)).toEqual(['horn', 'metal']);

    const versions = (await call(versionsRoute.GET, '/api/sip/admin/catalogue/versions', { headers: admin })).json;
    expect(versions.current).toBe(current + 1);
    expect(versions.versions[0]).toMatchObject({ id: current + 1, changeCount: 3 });
    const audit = (await call(auditRoute.GET, '/api/sip/admin/audit-log', { headers: admin })).json as { action: string; subjectId: string }[];
    expect(audit.some((e) => e.action === 'catalogue.published' && e.subjectId === String(current + 1))).toBe(true);

    const after = await readDraft();
    expect([after.basedOn, after.changes]).toEqual([current + 1, []]);

    const stale = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId, expectedTotal: cart.pricing.basket.costToUser.total } });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe('price_changed');
  });

  it('restoring an earlier version publishes its catalogue again as a new version; a sub-service made since, held by no cart, is deleted', async () => {
    const { versions } = (await call(versionsRoute.GET, '/api/sip/admin/catalogue/versions', { headers: admin })).json;
    const latest = versions[0].id as number;
    let draft = await readDraft();
    const hem = subServiceOf(draft, 'mtg-trousers-restitch-lined-seam');
    const priceThen = hem.price.EUR!;
    draft = (await edit(draft.version, [
      { kind: 'subService', subService: { ...hem, price: { ...hem.price, EUR: priceThen + 250 } } },
      { kind: 'subService', subService: newSubService(hem, 'mtg-short-lived', null) },
    ])).json;
    expect((await publish(draft.version)).status).toBe(201);
    expect(await servedPrice(hem.id)).toBe(priceThen + 250);

    const restored = await restore(latest);
    expect(restored.status, restored.text).toBe(201);
    expect(restored.json.summary).toBe(`Restored version ${latest}`);
    expect(await servedPrice(hem.id)).toBe(priceThen);
    expect(await queryRows(sql`select id from sub_services where id = 'mtg-short-lived'`)).toEqual([]);
    expect((await restore(999_999)).status).toBe(404);
  });

  it('something in use is deactivated, never deleted: a sub-service in a cart leaves the catalogue but keeps its row', async () => {
    await readyCart({ identifier: 'mtg-replace-buttons' }); // published by the test above
    const draft = await readDraft();
    const removed = await edit(draft.version, [{ kind: 'removeSubService', id: 'mtg-replace-buttons' }]);
    expect(removed.json.changes).toContainEqual({ entity: 'subService', id: 'mtg-replace-buttons', action: 'removed', fields: [] });
    const made = await publish(removed.json.version);
    expect(made.status, made.text).toBe(201);
    expect(made.json.deactivated).toEqual(['mtg-replace-buttons']);
    expect(await queryRows(sql`select is_active from sub_services where id = 'mtg-replace-buttons'`)).toEqual([{ is_active: false }]);
    expect((await getCatalogue()).subServicesById.has('mtg-replace-buttons')).toBe(false);
    expect((await readDraft()).changes).toEqual([]);
  });

  it('an inactive category leaves the public answers with its services', async () => {
    const draft = await readDraft();
    const category = draft.document.categories[0]!;
    const res = await edit(draft.version, [{ kind: 'category', category: { ...category, isActive: false } }]);
    expect((await publish(res.json.version)).status).toBe(201);
    const index = await getCatalogue();
    expect(index.categoriesById.has(category.id)).toBe(false);
    const subCategories = draft.subCategories.filter((s) => s.categoryId === category.id).map((s) => s.id);
    expect(subCategories.some((id) => index.servicesBySubCategory.has(id))).toBe(false);
    const back = await readDraft();
    expect((await publish((await edit(back.version, [{ kind: 'category', category }])).json.version)).status).toBe(201);
    expect((await getCatalogue()).categoriesById.has(category.id)).toBe(true);
  });

  it('nothing to publish is 422; staff get 404 on every catalogue-editor endpoint', async () => {
    const draft = await readDraft();
    expect((await publish(draft.version)).status).toBe(422);
    expect((await call(draftRoute.GET, DRAFT, { headers: staff })).status).toBe(404);
    expect((await edit(draft.version, [{ kind: 'removeSubService', id: 'x' }], staff)).status).toBe(404);
    expect((await call(publishRoute.POST, `${DRAFT}/publish`, { method: 'POST', body: {}, headers: { ...staff, 'if-match': `"${draft.version}"` } })).status).toBe(404);
    expect((await call(restoreRoute.POST, '/api/sip/admin/catalogue/versions/1/restore', { method: 'POST', body: {}, params: { id: '1' }, headers: staff })).status).toBe(404);
    expect((await discard(draft.version, staff)).status).toBe(404);
  });

  it('discarding the draft drops its unpublished edits (If-Match like a save); customers saw nothing, the audit log keeps what was dropped', async () => {
    const draft = await readDraft();
    const hem = subServiceOf(draft, 'mtg-trousers-restitch-lined-seam');
    const edited = await edit(draft.version, [{ kind: 'subService', subService: { ...hem, price: { ...hem.price, EUR: hem.price.EUR! + 500 }, leadTimeDays: hem.leadTimeDays + 2 } }]);
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.changes).toEqual([{ entity: 'subService', id: hem.id, action: 'changed', fields: expect.arrayContaining(['price', 'leadTimeDays']) }]);
    // A stale or missing If-Match: 412, the edit stays.
    expect((await discard(draft.version)).status).toBe(412);
    expect((await discard(null)).status).toBe(412);
    expect(subServiceOf(await readDraft(), hem.identifier).leadTimeDays).toBe(hem.leadTimeDays + 2);

    const discarded = await discard(edited.json.version);
    expect(discarded.status, discarded.text).toBe(200);
    expect(discarded.headers.get('etag')).toBe(`"${edited.json.version + 1}"`);
    expect(discarded.json.changes).toEqual([]);
    const after = await readDraft();
    expect(subServiceOf(after, hem.identifier)).toEqual(hem);
    expect((await getCatalogue()).subServicesById.get(hem.id)!.price.EUR).toBe(hem.price.EUR);
    expect((await publish(after.version)).status).toBe(422); // nothing left to publish
    const audit = (await call(auditRoute.GET, '/api/sip/admin/audit-log', { headers: admin })).json as { action: string; summary: string }[];
    expect(audit.find((e) => e.action === 'catalogue.draft_discarded')?.summary).toContain(hem.id);
  });
});
