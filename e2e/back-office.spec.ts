import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { startSmtp } from '../tests/helpers/smtp';
import { linedSeamCartThroughApi } from './helpers/api-booking';
import { CATALOGUE, checkout, expectAccessible, expectHeading, MESSAGES, money, norm } from './helpers/booking';
import { OWN_PORTS } from './helpers/ports';

// Issue 29, "Done when" 1–5, in one production server (REPRISE_ENV=production: no demo accounts)
// over a real Postgres database of its own:
// 1–2 (people) `npm run admin:create` makes the first admin; the admin invites a staff member of
//     Reprise Paris Marais; the link is read from a real SMTP server; the invitee sets a password and
//     signs in as staff of that store, who gets 404 on the back office.
// 3–5 (catalogue, docs/back-office.md#catalogue-editor) that admin raises the lined seam from €14 to
//     €16 and adds a sub-service with a new attribute form, in four languages, and publishes; a
//     customer in another browser context sees the new price and the new form on the services step
//     and books it; a cart priced before the publish answers 409 price_changed.
// Axe, keyboard and a 1024 px tablet on every back-office page.

const PORT = OWN_PORTS.backOffice;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SHARED_PG = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ADMIN = { email: 'first.admin@brand.example', password: 'the brand owns its back office' };
const STAFF = { email: `lea-${Date.now()}@brand.example`, password: 'a patch on every seam' };
const en = MESSAGES.en;
const fr = MESSAGES.fr;

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: ChildProcess;
let databaseUrl: string;
let dbName: string;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN });

/** `npm run admin:create`, the password on stdin (not a terminal): its exit code and output. */
function adminCreate(password: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', 'admin:create', '--', '--email', ADMIN.email, '--name', 'Ana Lima'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, REPRISE_ENV: 'production' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (out += String(d)));
    child.on('close', (code) => resolve({ code, out }));
    child.stdin.end(`${password}\n`);
  });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dbName = `people_e2e_${randomBytes(4).toString('hex')}`;
  const admin = postgres(SHARED_PG, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${dbName}"`);
  await admin.end();
  const url = new URL(SHARED_PG);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
  smtp = await startSmtp();
});

test.afterAll(async () => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise((r) => setTimeout(r, 1_000));
  await smtp?.close();
  const admin = postgres(SHARED_PG, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
  await admin.end();
});

async function startServer() {
  server = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(PORT)], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PGLITE_DIR: '', REPRISE_ENV: 'production', MALLOC_ARENA_MAX: '2', SMTP_URL: smtp.url, APP_ORIGIN: ORIGIN },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    if (await fetch(`${ORIGIN}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the back-office test server did not start');
}

async function signIn(page: Page, locale: 'en' | 'fr', who: { email: string; password: string }) {
  const m = MESSAGES[locale];
  await page.goto(`/${locale}/admin`);
  await expectHeading(page, m.Admin.signIn.heading);
  await page.getByLabel(m.Account.email).fill(who.email);
  await page.getByLabel(m.Account.password).fill(who.password);
  await page.getByRole('button', { name: m.Account.signIn }).click();
}

/** axe (no serious or critical violation) and no horizontal scroll at 1024 px. */
async function checkTablet(page: Page, step: string) {
  await page.setViewportSize({ width: 1024, height: 768 });
  await expectAccessible(page, step);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${step}: horizontal scroll at 1024 px`).toBeLessThanOrEqual(0);
}

test('the CLI makes the first admin, who invites a staff member; the e-mailed link sets the password; the staff member signs in to their store only', async ({ page, browser }) => {
  test.setTimeout(240_000);
  // 1. The first admin, from the command line (the migrations run on this first use of the database).
  const weak = await adminCreate('password');
  expect(weak.code).toBe(1);
  expect(weak.out).toContain('too common');
  const made = await adminCreate(ADMIN.password);
  expect(made.code, made.out).toBe(0);
  expect(made.out).toContain('created (postgres)');
  await startServer();
  // Production: no demo account exists.
  expect((await fetch(`${ORIGIN}/api/sip/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body: JSON.stringify({ email: 'admin@reprise.demo', password: 'demo-admin-reprise' }) })).status).toBe(401);

  // 2. The admin signs in and goes to People through the Back office group of the bar.
  await signIn(page, 'en', ADMIN);
  const bar = page.getByRole('navigation', { name: en.Admin.nav.label });
  await bar.getByRole('link', { name: en.People.nav }).click();
  await expectHeading(page, en.People.title);
  await checkTablet(page, 'people');

  // Invite a Paris Marais staff member, the e-mail in French.
  await page.getByLabel(en.People.invite.email, { exact: true }).fill(STAFF.email);
  await page.getByLabel(en.People.invite.givenName).fill('Léa');
  await page.getByLabel(en.People.invite.familyName).fill('Martin');
  await page.getByLabel(en.People.invite.language).selectOption('fr');
  await page.getByLabel(en.People.invite.store).selectOption({ label: 'Reprise Paris Marais' });
  await page.getByRole('button', { name: en.People.invite.submit }).click();
  await expect(page.getByRole('status')).toHaveText(en.People.invite.sent.replace('{email}', STAFF.email));

  // The link, from the real SMTP server.
  const mine = () => smtp.received.filter((m) => m.to === STAFF.email && m.subject === fr.InvitationMail.subject);
  await expect.poll(() => mine().length, { timeout: 30_000 }).toBe(1);
  expect(mine()[0]!.language).toBe('fr');
  const link = new URL(/https?:\/\/\S+#token=[A-Za-z0-9_-]{43}/.exec(mine()[0]!.text)![0]);
  expect(link.pathname).toBe('/fr/account/invitation');

  // 3. The invitee, in a browser of their own: a weak password is refused in place, then theirs.
  const invitee = await browser.newContext({ baseURL: ORIGIN, locale: 'fr-FR' });
  const them = await invitee.newPage();
  await them.goto(`${link.pathname}${link.hash}`);
  await expectHeading(them, fr.Invitation.title);
  await checkTablet(them, 'invitation');
  await them.locator('#inv-password').fill('password1');
  await them.getByRole('button', { name: fr.Invitation.submit }).click();
  await expect(them.locator('#inv-password-error')).toHaveText(fr.AuthErrors.common);
  await them.locator('#inv-password').fill(STAFF.password);
  await them.getByRole('button', { name: fr.Invitation.submit }).click();
  await expect(them.getByRole('status')).toContainText(STAFF.email);
  await signIn(them, 'fr', STAFF);
  await expect(them.locator('.admin-who')).toContainText(`${STAFF.email} · Reprise Paris Marais`);
  // Staff: no Back office group, and 404 on its pages.
  await expect(them.getByRole('link', { name: fr.People.nav })).toHaveCount(0);
  // The page streams, so its status is already 200 when the role check calls notFound(): what staff
  // get is the not-found page (the APIs behind it answer a real 404: tests/back-office/*).
  for (const path of ['people', 'audit-log', 'ateliers', 'stores', 'delivery-options', 'catalogue']) {
    await them.goto(`/fr/admin/${path}`);
    await expectHeading(them, fr.Site.notFound.heading);
  }
  await invitee.close();

  // The admin's list shows the new colleague; the audit log has the invitation and its acceptance.
  await page.reload();
  await expect(page.getByTestId(`person-${STAFF.email}`)).toContainText(en.People.list.active);
  await bar.getByRole('link', { name: en.AuditLogPage.nav }).click();
  await expectHeading(page, en.AuditLogPage.title);
  await expect(page.getByRole('cell', { name: 'invitation.accepted' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'invitation.sent' })).toBeVisible();
  await expect(page.getByRole('cell', { name: en.AuditLogPage.cli })).toBeVisible();
  await checkTablet(page, 'audit log');
});

test('places pages: axe, 1024 px, and a store closure saved by keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'en', ADMIN);
  await expect(page.getByRole('navigation', { name: en.Admin.nav.label })).toBeVisible();
  for (const [path, title] of [['ateliers', en.Places.ateliers.title], ['delivery-options', en.Places.delivery.title], ['stores', en.Places.stores.title]] as const) {
    await page.goto(`/en/admin/${path}`);
    await expectHeading(page, title);
    await checkTablet(page, path);
  }
  // Keyboard: Tab to the first store's disclosure, open it, reach its closures, type, save.
  const summary = page.locator('details.place-card summary').first();
  await summary.focus();
  await page.keyboard.press('Enter');
  const card = page.locator('details.place-card').first();
  await expect(card).toHaveAttribute('open', '');
  await checkTablet(page, 'store open');
  const closures = card.getByLabel(en.Places.stores.closures);
  for (let i = 0; i < 40 && !(await closures.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(closures).toBeFocused();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('2026-12-25 2026-12-26 Christmas');
  for (let i = 0; i < 40 && !(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute('type') === 'submit')); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(card.getByRole('status')).toBeVisible();
  await page.reload();
  await page.locator('details.place-card summary').first().click();
  await expect(page.locator('details.place-card').first().getByLabel(en.Places.stores.closures)).toHaveValue(/2026-12-25 2026-12-26 Christmas/);
});

const ce = en.CatalogueEditor;
const LANGS = { fr: 'French', en: 'English', de: 'German', es: 'Spanish' } as const;
const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((s, [k, v]) => s.replace(`{${k}}`, String(v)), text);

/** Fills the four language inputs of one label ("Name ({lang})"), `skip` left empty. */
async function fill4(scope: Locator, label: string, text: Record<keyof typeof LANGS, string>, skip?: keyof typeof LANGS) {
  for (const [lang, name] of Object.entries(LANGS) as [keyof typeof LANGS, string][]) {
    await scope.getByLabel(fill(label, { lang: name }), { exact: true }).fill(lang === skip ? '' : text[lang]);
  }
}

/** A customer in Paris 11e, from the booking's start to the services step of a pair of tailored trousers. */
async function toServicesStep(them: Page) {
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
  shade: { fr: 'Quelle teinte de corne ?', en: 'Which shade of horn?', de: 'Welcher Hornton?', es: '¿Qué tono de cuerno?' },
  shadeHelp: { fr: 'Claire ou foncée', en: 'Light or dark', de: 'Hell oder dunkel', es: 'Claro u oscuro' },
};

test('the admin changes a price and adds a sub-service with a new form in four languages, publishes; a customer books it; an older cart gets 409 price_changed', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(240_000);
  // A cart priced now, at €14 for the lined seam: it is ordered after the publish.
  const older = await linedSeamCartThroughApi(request, 'older.cart@example.com', { language: 'en' });
  const tailored = (await (await request.get('/v1/clothes-categories')).json()).categories.flatMap((c: { subClothesCategories: { id: string; name: { en: string } }[] }) => c.subClothesCategories).find((s: { name: { en: string } }) => s.name.en === CATALOGUE.sub.en);
  const services = (await (await request.get(`/v1/services?subClothesCategoryIds=${tailored.id}&country=FR&zipCode=75011`)).json()) as { providerId: string; subServices: { id: string; name: { en: string } }[] }[];
  const paris = services.find((s) => s.subServices.some((ss) => ss.name.en === CATALOGUE.linedSeam.en))!;
  const linedSeam = paris.subServices.find((ss) => ss.name.en === CATALOGUE.linedSeam.en)!;

  // The first admin, made by the CLI in the first test (no demo account in production).
  await signIn(page, 'en', ADMIN);
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
  const preview = groups.locator('.catalogue-preview');
  await expect(preview.getByLabel(BUTTONS.label.en)).toBeVisible();
  // A second, optional field shown only when the first is "Horn" (its parent rule): the preview
  // follows the rule as it is edited, as the customer's form will.
  await groups.getByRole('button', { name: ce.groups.addField }).click();
  const second = groups.locator('fieldset.catalogue-attr').nth(1);
  await fill4(second, ce.label, BUTTONS.shade);
  await fill4(second, ce.helperLabel, BUTTONS.shadeHelp);
  await expect(preview.getByLabel(BUTTONS.shade.en)).toBeVisible();
  await second.getByLabel(fill(ce.groups.parent, { n: 2 })).selectOption({ label: BUTTONS.label.en });
  await second.getByLabel(BUTTONS.horn.en, { exact: true }).check();
  await expect(preview.getByLabel(BUTTONS.shade.en)).toHaveCount(0);
  await preview.getByLabel(BUTTONS.label.en).selectOption('horn');
  await expect(preview.getByLabel(BUTTONS.shade.en)).toBeVisible();
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
  await toServicesStep(them);
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

const fce = fr.CatalogueEditor;
const AUTUMN = 'Coutures d’automne −3 €';

test('the admin makes a discount offer and puts it on the lined seam, in French: a refused field in French, a stale draft 412; after publishing the services step shows the offer', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await signIn(page, 'fr', ADMIN);
  await page.getByRole('navigation', { name: fr.Admin.nav.label }).getByRole('link', { name: fce.nav }).click();
  await expectHeading(page, fce.title);

  // A fixed offer without an amount: 422 on its amount field, in the admin's language.
  const offers = page.locator('section[aria-labelledby="offers-heading"]');
  await offers.getByRole('button', { name: fce.offers.new }).click();
  const fresh = offers.locator('details[open]').first();
  await fresh.getByLabel(fce.offers.name).fill(AUTUMN);
  await fresh.getByLabel(fce.offers.type).selectOption('fixed');
  await fresh.getByRole('button', { name: fce.save }).click();
  const eur = fresh.getByLabel(fill(fce.offers.amount, { currency: 'EUR' }));
  await expect(eur).toHaveAttribute('aria-invalid', 'true');
  await expect(fresh.locator('.field-error')).toHaveText(fce.errors.noAmount);
  await checkTablet(page, 'offer refused');
  await eur.fill('3');
  await fresh.getByRole('button', { name: fce.save }).click();
  await expect(page.locator('#catalogue-status')).toHaveText(fill(fce.saved, { name: AUTUMN }));
  await expect(offers.locator('details.place-card', { hasText: AUTUMN }).locator('summary')).toContainText('3.00 EUR');

  // Another admin tab saves the draft meanwhile: this tab's save is 412, its form is kept.
  const other = await page.context().newPage();
  await other.goto('/fr/admin/catalogue');
  const otherCard = other.locator('section[aria-labelledby="offers-heading"] details.place-card', { hasText: AUTUMN });
  await otherCard.locator('summary').click();
  await otherCard.getByLabel(fill(fce.offers.amount, { currency: 'GBP' })).fill('2.50');
  await otherCard.getByRole('button', { name: fce.save }).click();
  await expect(other.locator('#catalogue-status')).toHaveText(fill(fce.saved, { name: AUTUMN }));
  await other.close();

  // The lined seam carries it (its Bonus Réparation stays).
  const subServices = page.locator('section[aria-labelledby="subservices-heading"]');
  await subServices.getByLabel(fce.subServices.subCategory).selectOption({ label: CATALOGUE.sub.fr });
  const seam = subServices.locator('details.place-card', { hasText: CATALOGUE.linedSeam.fr });
  await seam.locator('summary').click();
  await expect(seam.getByLabel(fce.offers.bonus)).not.toHaveValue('');
  await seam.getByLabel(AUTUMN).check();
  await seam.getByRole('button', { name: fce.save }).click();
  await expect(page.locator('p[role=alert].field-error')).toHaveText(fce.stale);
  await expect(seam.getByLabel(AUTUMN)).toBeChecked();
  await page.reload();
  await subServices.getByLabel(fce.subServices.subCategory).selectOption({ label: CATALOGUE.sub.fr });
  await seam.locator('summary').click();
  await seam.getByLabel(AUTUMN).check();
  await seam.getByRole('button', { name: fce.save }).click();
  await expect(page.locator('#catalogue-status')).toHaveText(fill(fce.saved, { name: CATALOGUE.linedSeam.fr }));
  await expect(offers.locator('details.place-card', { hasText: AUTUMN }).locator('summary')).toContainText('3.00 EUR · 2.50 GBP');
  await checkTablet(page, 'offers');

  await page.getByLabel(fce.publish.note).fill('Coutures d’automne');
  await page.getByRole('button', { name: fce.publish.button }).click();
  await expect(page.locator('#catalogue-status')).toContainText('Coutures d’automne');

  // A customer: the lined seam on the services step names the offer and its €3.
  const customer = await browser.newContext({ baseURL, locale: 'en-GB' });
  const them = await customer.newPage();
  await toServicesStep(them);
  const seamLine = them.locator('li.service', { hasText: CATALOGUE.linedSeam.en });
  const offer = seamLine.locator('.offer', { hasText: AUTUMN });
  await expect(offer).toBeVisible();
  expect(norm(await offer.innerText())).toContain(money('en', 3));
  await customer.close();
});
