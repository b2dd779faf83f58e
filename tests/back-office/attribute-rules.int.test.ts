import { beforeAll, describe, expect, it } from 'vitest';
import * as draftRoute from '@/app/api/sip/admin/catalogue/draft/route';
import * as publishRoute from '@/app/api/sip/admin/catalogue/draft/publish/route';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import type { CatalogueDraft, DraftAttribute, DraftAttributeGroup, DraftEdit } from '@/lib/schemas/catalogue-editor';
import { bearer } from '../helpers/booking';
import { call } from '../helpers/http';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';

await switchToOwnPostgresDatabase(); // it publishes catalogue versions, which files beside it would see (tests/helpers/own-database.ts)

// docs/back-office.md#catalogue-editor: an attribute's parent rule, checked on save, published as the services step reads it.
let admin: Record<string, string>;
beforeAll(async () => {
  admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
}, 120_000);

const DRAFT = '/api/sip/admin/catalogue/draft';
const four = (text: string) => ({ fr: `${text} (fr)`, en: text, de: `${text} (de)`, es: `${text} (es)` });
const readDraft = async () => (await call(draftRoute.GET, DRAFT, { headers: admin })).json as CatalogueDraft;
const edit = (version: number, edits: DraftEdit[], language = 'en') =>
  call(draftRoute.PATCH, DRAFT, { method: 'PATCH', body: { edits }, headers: { ...admin, 'if-match': `"${version}"`, 'accept-language': language } });

function lining(parentValue: string[], parentId: string | null = 'rule-lined'): DraftAttributeGroup {
  const lined: DraftAttribute = { id: 'rule-lined', identifier: 'rule-lined', type: 'select', label: four('Is it lined?'), helperLabel: four('Look inside'), isRequired: true, parentId: null, parentValue: [],
    metadata: { options: [{ _id: 'rule-yes', value: 'yes', label: four('Yes') }, { _id: 'rule-no', value: 'no', label: four('No') }] } };
  const colour: DraftAttribute = { id: 'rule-colour', identifier: 'rule-colour', type: 'text', label: four('Lining colour'), helperLabel: four('As it is'), isRequired: true, parentId, parentValue, metadata: { maxLength: 40 } };
  return { id: 'rule-form', identifier: 'rule-form', name: four('Lining'), description: four('About the lining'), attributes: [lined, colour] };
}

describe('parent rules in the catalogue editor', () => {
  it('a value the parent cannot take, or a circle, is 422 on the field in the admin’s language; a sound rule is published as the services step reads it', async () => {
    let draft = await readDraft();
    const wrong = await edit(draft.version, [{ kind: 'attributeGroup', attributeGroup: lining(['maybe']) }], 'fr');
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toEqual([{ path: 'attributeGroups.rule-form.attributes.rule-colour.parentValue.0', message: 'Le champ dont il dépend ne peut pas prendre cette valeur.' }]);
    const circle = lining(['yes']);
    circle.attributes[0] = { ...circle.attributes[0]!, parentId: 'rule-colour', parentValue: [] };
    const looped = await edit(draft.version, [{ kind: 'attributeGroup', attributeGroup: circle }]);
    expect(looped.status).toBe(422);
    expect(looped.json.errors.map((e: { path: string }) => e.path)).toContain('attributeGroups.rule-form.attributes.rule-colour.parentId');

    const saved = await edit(draft.version, [{ kind: 'attributeGroup', attributeGroup: lining(['yes']) }]);
    expect(saved.status, saved.text).toBe(200);
    draft = saved.json;
    expect(draft.document.attributeGroups.find((g) => g.id === 'rule-form')!.attributes[1]).toMatchObject({ parentId: 'rule-lined', parentValue: ['yes'] });
    const published = await call(publishRoute.POST, `${DRAFT}/publish`, { method: 'POST', body: {}, headers: { ...admin, 'if-match': `"${draft.version}"` } });
    expect(published.status, published.text).toBe(201);
    const served = (await getCatalogue()).groupsById.get('rule-form')!;
    expect(served.attributes.find((a) => a.identifier === 'rule-colour')).toMatchObject({ parentId: 'rule-lined', parentValue: ['yes'] });
  });
});
