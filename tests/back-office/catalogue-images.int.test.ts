import { beforeAll, describe, expect, it } from 'vitest';
import * as draftRoute from '@/app/api/sip/admin/catalogue/draft/route';
import * as publishRoute from '@/app/api/sip/admin/catalogue/draft/publish/route';
import * as categoriesRoute from '@/app/v1/clothes-categories/route';
import type { CatalogueDraft, DraftCategory, DraftEdit } from '@/lib/schemas/catalogue-editor';
import { fetchPhoto, photo, tempUploadsFolder, upload } from '../api/photos-helpers';
import { bearer } from '../helpers/booking';
import { BASE, call } from '../helpers/http';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';

await switchToOwnPostgresDatabase(); // it publishes catalogue versions, which files beside it would see (tests/helpers/own-database.ts)
tempUploadsFolder();

// docs/back-office.md#catalogue-editor: a category's and a sub-category's image through the photo pipeline, and its tags.
let admin: Record<string, string>;
beforeAll(async () => {
  admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
}, 120_000);

const DRAFT = '/api/sip/admin/catalogue/draft';
const readDraft = async () => (await call(draftRoute.GET, DRAFT, { headers: admin })).json as CatalogueDraft;
const edit = (version: number, edits: DraftEdit[]) => call(draftRoute.PATCH, DRAFT, { method: 'PATCH', body: { edits }, headers: { ...admin, 'if-match': `"${version}"` } });
const publish = (version: number) => call(publishRoute.POST, `${DRAFT}/publish`, { method: 'POST', body: {}, headers: { ...admin, 'if-match': `"${version}"` } });
const publicCategories = async (query = '') =>
  (await call(categoriesRoute.GET, `/v1/clothes-categories${query}`)).json.categories as { categoryId: string; image: string; tag: string[]; subClothesCategories: { id: string; image: string }[] }[];

/** Uploads an image as the admin, as the editor does, and answers the root-relative path the draft stores. */
async function uploadImage(colour: 'png' | 'jpeg') {
  const res = await upload([{ name: `category.${colour}`, type: `image/${colour}`, bytes: await photo(400, 300, { format: colour }) }], {}, admin);
  expect(res.status, res.text).toBe(201);
  const image = res.json.images[0] as { key: string; url: string };
  return { key: image.key, path: new URL(image.url, BASE).pathname };
}

async function saveAndPublish(category: DraftCategory) {
  const draft = await readDraft();
  const saved = await edit(draft.version, [{ kind: 'category', category }]);
  expect(saved.status, saved.text).toBe(200);
  const published = await publish(saved.json.version);
  expect(published.status, published.text).toBe(201);
}

describe('category images and tags', () => {
  it('upload, replace, remove: the /v1 answer shows the image as an absolute URL; tags filter it', async () => {
    const draft = await readDraft();
    const category = draft.document.categories.find((c) => c.isActive && c.subCategories.length > 0)!;
    expect(category.tags.length).toBeGreaterThan(0);
    const sub = category.subCategories[0]!;

    const first = await uploadImage('png');
    const subImage = await uploadImage('jpeg');
    await saveAndPublish({ ...category, image: first.path, tags: [...category.tags, 'Atelier-Picks'], subCategories: [{ id: sub.id, image: subImage.path }] });
    const shown = (await publicCategories('?tag=atelier-picks')).find((c) => c.categoryId === category.id)!;
    expect(shown.tag).toContain('atelier-picks'); // stored lower-case, as the filter reads it
    expect(shown.image).toMatch(/^https?:\/\//);
    expect(new URL(shown.image).pathname).toBe(first.path);
    expect(new URL(shown.subClothesCategories.find((s) => s.id === sub.id)!.image).pathname).toBe(subImage.path);
    expect((await fetchPhoto(first.key, 'full')).status).toBe(200);

    const second = await uploadImage('jpeg');
    const replaced = (await readDraft()).document.categories.find((c) => c.id === category.id)!;
    expect(replaced.image).toBe(first.path);
    await saveAndPublish({ ...replaced, image: second.path });
    expect(new URL((await publicCategories()).find((c) => c.categoryId === category.id)!.image).pathname).toBe(second.path);

    const current = (await readDraft()).document.categories.find((c) => c.id === category.id)!;
    await saveAndPublish({ ...current, image: '', tags: category.tags, subCategories: [{ id: sub.id, image: '' }] });
    const removed = (await publicCategories()).find((c) => c.categoryId === category.id)!;
    expect(removed.image).toBe('');
    expect(removed.subClothesCategories.find((s) => s.id === sub.id)!.image).toBe('');
    expect(removed.tag).toEqual(category.tags);
    expect((await publicCategories('?tag=atelier-picks')).some((c) => c.categoryId === category.id)).toBe(false);
  });

  it('a file that is not an image is 415 problem+json; an image field that is no photo path, or a foreign sub-category, is 422', async () => {
    const text = await upload([{ name: 'category.png', type: 'image/png', bytes: new TextEncoder().encode('not an image at all, just text') }], {}, admin);
    expect(text.status).toBe(415);
    expect(text.headers.get('content-type')).toContain('application/problem+json');
    expect(text.json.code).toBe('unsupported_media_type');

    const draft = await readDraft();
    const category = draft.document.categories[0]!;
    const outside = await edit(draft.version, [{ kind: 'category', category: { ...category, image: 'https://evil.example/x.png' } }]);
    expect(outside.status).toBe(422);
    expect(outside.json.errors[0].path).toBe('edits.0.category.image');
    const badTag = await edit(draft.version, [{ kind: 'category', category: { ...category, tags: ['no spaces'] } }]);
    expect(badTag.json.errors[0].path).toBe('edits.0.category.tags.0');
    const foreign = await edit(draft.version, [{ kind: 'category', category: { ...category, subCategories: [{ id: 'no-such-sub', image: '' }] } }]);
    expect(foreign.status).toBe(422);
    expect(foreign.json.errors.map((e: { path: string }) => e.path)).toContain(`categories.${category.id}.subCategories.0.id`);
  });
});
