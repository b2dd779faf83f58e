import { expect, test, type Locator, type Page } from '@playwright/test';
import { linedSeamCartThroughApi } from './helpers/api-booking';
import { CATALOGUE, checkout, expectAccessible, expectHeading, MESSAGES, money, norm } from './helpers/booking';
import { startServer } from '../bench/lib/server';
import { OWN_PORTS } from './helpers/ports';

// This file publishes a new price and a new sub-service: on the suite's shared server every other
// file's booking would see them, so it has a server and an in-memory database of its own.
let server: Awaited<ReturnType<typeof startServer>> | undefined;
test.use({ baseURL: `http://127.0.0.1:${OWN_PORTS.catalogueApp}` });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer(OWN_PORTS.catalogueApp, { PGLITE_DIR: 'memory://', DATABASE_URL: '', REPRISE_ENV: 'test', REPRISE_PRUNE: 'off', MALLOC_ARENA_MAX: '2' });
});
test.afterAll(async () => {
  await server?.stop();
});

// Issue 29, "Done when" 3–5 (docs/back-office.md#catalogue-editor): the admin raises the lined seam
// from €14 to €16 and adds a sub-service with a new attribute form, in four languages, and
// publishes; a customer in another browser context sees the new price and the new form on the
// services step and books it; a cart priced before the publish answers 409 price_changed.
// Axe and a 1024 px tablet on the editor. On the suite's server (demo catalogue and accounts).

const en = MESSAGES.en;
const ce = en.CatalogueEditor;
const LANGS = { fr: 'French', en: 'English', de: 'German', es: 'Spanish' } as const;
const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((s, [k, v]) => s.replace(`{${k}}`, String(v)), text);

/** Fills the four language inputs of one label ("Name ({lang})"), `skip` left empty. */
async function fill4(scope: Locator, label: string, text: Record<keyof typeof LANGS, string>, skip?: keyof typeof LANGS) {
  for (const [lang, name] of Object.entries(LANGS) as [keyof typeof LANGS, string][]) {
    await scope.getByLabel(fill(label, { lang: name }), { exact: true }).fill(lang === skip ? '' : text[lang]);
  }
}

async function checkTablet(page: Page, step: string) {
  await page.setViewportSize({ width: 1024, height: 768 });
  await expectAccessible(page, step);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${step}: horizontal scroll at 1024 px`).toBeLessThanOrEqual(0);
}

const BUTTONS = {
  name: { fr: 'Remplacer les boutons', en: 'Replace the buttons', de: 'Knöpfe ersetzen', es: 'Cambiar los botones' },
  description: { fr: 'Boutons neufs cousus main', en: 'New buttons sewn on by hand', de: 'Neue Knöpfe von Hand angenäht', es: 'Botones nuevos cosidos a mano' },
  form: { fr: 'Boutons', en: 'Buttons', de: 'Knöpfe', es: 'Botones' },
  formHelp: { fr: 'Dites-nous quels boutons', en: 'Tell us which buttons', de: 'Sagen Sie uns, welche Knöpfe', es: 'Díganos qué botones' },
  label: { fr: 'Quelle matière ?', en: 'Which material?', de: 'Welches Material?', es: '¿Qué material?' },
  help: { fr: 'Comme les boutons d’origine', en: 'As the original buttons', de: 'Wie die Originalknöpfe', es: 'Como los botones originales' },
  horn: { fr: 'Corne', en: 'Horn', de: 'Horn', es: 'Cuerno' },
  metal: { fr: 'Métal', en: 'Metal', de: 'Metall', es: 'Metal' },
};

test('the admin changes a price and adds a sub-service with a new form in four languages, publishes; a customer books it; an older cart gets 409 price_changed', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(180_000);
  // A cart priced now, at €14 for the lined seam: it is ordered after the publish.
  const older = await linedSeamCartThroughApi(request, 'older.cart@example.com', { language: 'en' });
  const tailored = (await (await request.get('/v1/clothes-categories')).json()).categories.flatMap((c: { subClothesCategories: { id: string; name: { en: string } }[] }) => c.subClothesCategories).find((s: { name: { en: string } }) => s.name.en === CATALOGUE.sub.en);
  const services = (await (await request.get(`/v1/services?subClothesCategoryIds=${tailored.id}&country=FR&zipCode=75011`)).json()) as { providerId: string; subServices: { id: string; name: { en: string } }[] }[];
  const paris = services.find((s) => s.subServices.some((ss) => ss.name.en === CATALOGUE.linedSeam.en))!;
  const linedSeam = paris.subServices.find((ss) => ss.name.en === CATALOGUE.linedSeam.en)!;

  await page.goto('/en/admin');
  await page.getByLabel(en.Account.email).fill('admin@reprise.demo');
  await page.getByLabel(en.Account.password).fill('demo-admin-reprise');
  await page.getByRole('button', { name: en.Account.signIn }).click();
  await page.getByRole('navigation', { name: en.Admin.nav.label }).getByRole('link', { name: ce.nav }).click();
  await expectHeading(page, ce.title);
  await checkTablet(page, 'catalogue');

  // 1. The lined seam: €14 → €16, saved to the draft.
  const subServices = page.locator('section[aria-labelledby="subservices-heading"]');
  await subServices.getByLabel(ce.subServices.subCategory).selectOption({ label: CATALOGUE.sub.en });
  const seam = page.getByTestId(`ss-${linedSeam.id}`);
  await seam.locator('summary').click();
  await seam.getByLabel(fill(ce.subServices.price, { currency: 'EUR' })).fill('16.00');
  await seam.getByRole('button', { name: ce.save }).click();
  await expect(page.locator('#catalogue-status')).toHaveText(fill(ce.saved, { name: CATALOGUE.linedSeam.en }));

  // 2. A new attribute form: one required list of two options, everything in four languages but
  //    the Spanish description, which blocks publishing until it is written.
  const groups = page.locator('section[aria-labelledby="groups-heading"]');
  await groups.getByRole('button', { name: ce.groups.new }).click();
  await fill4(groups, ce.name, BUTTONS.form);
  await fill4(groups, ce.description, BUTTONS.formHelp, 'es');
  await groups.getByRole('button', { name: ce.groups.addField }).click();
  await groups.getByLabel(ce.groups.type).selectOption('select');
  await groups.getByLabel(ce.groups.required).check();
  await fill4(groups, ce.label, BUTTONS.label);
  await fill4(groups, ce.helperLabel, BUTTONS.help);
  for (const [n, option] of [[1, 'horn'], [2, 'metal']] as const) {
    await groups.getByRole('button', { name: ce.groups.addOption }).click();
    await groups.getByLabel(fill(ce.groups.optionValue, { n }), { exact: true }).fill(option);
    for (const [lang, name] of Object.entries(LANGS) as [keyof typeof LANGS, string][]) {
      await groups.getByLabel(fill(ce.groups.optionLabel, { n, lang: name }), { exact: true }).fill(BUTTONS[option][lang]);
    }
  }
  // The preview is the services step's own form.
  await expect(groups.locator('.catalogue-preview').getByLabel(BUTTONS.label.en)).toBeVisible();
  await checkTablet(page, 'attribute form');
  await groups.getByRole('button', { name: ce.save }).click();
  await expect(page.locator('#catalogue-status')).toHaveText(fill(ce.saved, { name: BUTTONS.form.en }));

  // 3. The new sub-service, at the Paris atelier, with that form.
  await subServices.getByRole('button', { name: ce.subServices.new }).click();
  const fresh = subServices.locator('details[open]').first();
  await fresh.getByLabel(ce.subServices.id).fill('mtg-trousers-buttons');
  await fill4(fresh, ce.name, BUTTONS.name);
  await fill4(fresh, ce.description, BUTTONS.description);
  await fresh.getByLabel(ce.subServices.atelier).selectOption(paris.providerId);
  await fresh.getByLabel(fill(ce.subServices.price, { currency: 'EUR' })).fill('12');
  await fresh.getByLabel(ce.subServices.group).selectOption({ label: BUTTONS.form.en });
  await fresh.getByRole('button', { name: ce.save }).click();
  await expect(page.locator('#catalogue-status')).toHaveText(fill(ce.saved, { name: BUTTONS.name.en }));

  // 4. Publishing is refused, per field: the form's description is missing in Spanish.
  await page.getByRole('button', { name: ce.publish.button }).click();
  const blocked = page.locator('.catalogue-problems');
  await expect(blocked).toContainText(ce.publish.blocked);
  await expect(blocked).toContainText(/attributeGroups\.form-[a-z0-9]+\.description\.es/);
  await expect(groups.getByLabel(fill(ce.description, { lang: LANGS.es }))).toHaveAttribute('aria-invalid', 'true');
  await groups.getByLabel(fill(ce.description, { lang: LANGS.es }), { exact: true }).fill('Díganos qué botones');
  await groups.getByRole('button', { name: ce.save }).click();
  await expect(page.locator('#catalogue-status')).toHaveText(fill(ce.saved, { name: BUTTONS.form.en }));
  await page.getByLabel(ce.publish.note).fill('Lined seam €16, buttons');
  await page.getByRole('button', { name: ce.publish.button }).click();
  await expect(page.locator('#catalogue-status')).toContainText('Lined seam €16, buttons');
  await expect(page.locator('section[aria-labelledby="versions-heading"] tbody tr').first()).toContainText('Lined seam €16, buttons');
  await checkTablet(page, 'published');

  // 5. A customer, in a browser of their own: the new price and the new form on the services step.
  const customer = await browser.newContext({ baseURL, locale: 'en-GB' });
  const them = await customer.newPage();
  await them.goto('/en/book');
  await them.getByLabel(en.Booking.category.zip).fill('75011');
  await them.getByLabel(en.Booking.category.country).selectOption('FR');
  await them.locator('.area-form button[type=submit]').click();
  await expect(them.locator('.area-ok')).toBeVisible();
  await them.getByRole('link', { name: new RegExp(`^${CATALOGUE.category.en}`) }).click();
  await them.locator('label.tile-radio', { hasText: CATALOGUE.sub.en }).click();
  await them.getByLabel(CATALOGUE.colour.en).selectOption('navy');
  await them.getByRole('group', { name: CATALOGUE.lined.en }).getByLabel(CATALOGUE.no.en, { exact: true }).check();
  await them.getByRole('button', { name: en.Booking.continue }).click();
  await expectHeading(them, en.Booking.services.heading.replace('{item}', CATALOGUE.sub.en));
  const seamLine = them.locator('li.service', { hasText: CATALOGUE.linedSeam.en });
  expect(norm(await seamLine.innerText())).toContain(money('en', 16));
  expect(norm(await seamLine.locator('.to-pay').innerText())).toContain(money('en', 8)); // €16 less the €8 Bonus Réparation
  await seamLine.getByRole('checkbox').check();
  const buttons = them.locator('li.service', { hasText: BUTTONS.name.en });
  expect(norm(await buttons.innerText())).toContain(money('en', 12));
  await buttons.getByRole('checkbox').check();
  await them.getByLabel(BUTTONS.label.en).selectOption('horn');
  await them.getByRole('button', { name: en.Booking.continue }).click();
  await expectHeading(them, en.Booking.photos.heading.replace('{item}', CATALOGUE.sub.en));
  await them.getByRole('button', { name: en.Booking.photos.addToCart }).click();
  await expectHeading(them, en.Cart.heading);
  await expect(them.locator('.cart-item')).toContainText(BUTTONS.name.en);
  await them.getByRole('link', { name: en.Cart.checkout }).click();
  const number = await checkout(them, 'en', { fromDetails: true });
  expect(number).toMatch(/^R-/);
  await customer.close();

  // 6. The cart priced at €14 before the publish: 409 price_changed, with its fresh pricing.
  const stale = await request.post('/api/sip/orders', { headers: older.headers, data: { cartId: older.cartId, language: 'en', expectedTotal: older.total } });
  expect(stale.status()).toBe(409);
  const problem = await stale.json();
  expect(problem.code).toBe('price_changed');
  expect(problem.pricing.basket.costToUser.total).toBeCloseTo(older.total + 2, 2);
});
