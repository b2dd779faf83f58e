/**
 * Issue #21, the customer side: a booking started from the price list, a choice between two
 * ateliers, refusals in the server's own words, a localized 404 in the site's shell — in fr, en,
 * de and es.
 */
import { expect, test, type Page } from '@playwright/test';
import { bookLinedSeam, CATALOGUE, checkout, expectAccessible, expectHeading, fillDetails, LOCALES, MESSAGES, money, norm, waitForHydration, type Locale } from './helpers/booking';

const JEANS = { fr: 'Jean', en: 'Jeans', de: 'Jeans', es: 'Vaqueros' } as const;
const JEANS_HEM = {
  fr: 'Ourlet de jean avec ourlet d’origine',
  en: 'Shorten jeans (keep original hem)',
  de: 'Jeans kürzen mit Originalsaum',
  es: 'Bajo de vaquero conservando el bajo original',
} as const;

/** The item form of the demo garment group (colour, lined?), then on to the services step. */
async function describeGarment(page: Page, locale: Locale, sub: string) {
  const m = MESSAGES[locale];
  await expect(page.locator('label.tile-radio.selected', { hasText: sub })).toBeVisible();
  // Continue is enabled once the form has hydrated: values chosen before would be reset by it.
  await expect(page.getByRole('button', { name: m.Booking.continue })).toBeEnabled();
  await page.getByLabel(CATALOGUE.colour[locale]).selectOption('navy');
  await page.getByRole('group', { name: CATALOGUE.lined[locale] }).getByLabel(CATALOGUE.no[locale], { exact: true }).check();
  await page.getByRole('button', { name: m.Booking.continue }).click();
  await expectHeading(page, m.Booking.services.heading.replace('{item}', sub));
}

for (const locale of LOCALES) {
  const m = MESSAGES[locale];
  const s = m.Site;

  test(`${locale}: the landing page shows the categories of the price list it links to, no more, no fewer`, async ({ page }) => {
    await page.goto(`/${locale}`);
    const home = (await page.locator('.category-grid .tile span').allInnerTexts()).map(norm);
    await page.goto(`/${locale}/prices`);
    const prices = (await page.locator('section.price-category > h2').allInnerTexts()).map(norm);
    expect(prices.length).toBeGreaterThan(3);
    expect(home).toEqual(prices);
  });

  test(`${locale}: a booking started from the price list arrives with its repair chosen`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(`/${locale}`);
    await page.getByRole('link', { name: s.home.pricesCta }).click();
    await expectHeading(page, s.prices.heading);
    // The list starts in the language's country when a store serves it (en: United Kingdom; de, es: France).
    await expect(page.getByLabel(s.prices.country)).toHaveValue(locale === 'en' ? 'GB' : 'FR');
    await page.getByLabel(s.prices.country).selectOption('FR');
    await page.getByRole('button', { name: s.prices.show }).click();
    await expect(page).toHaveURL(/country=FR/);
    // Served countries only; France in euros, the Bonus Réparation deducted: €14 − €8 = €6.
    const table = page.locator('table.price-table', { has: page.locator('caption', { hasText: CATALOGUE.sub[locale] }) });
    const row = table.locator('tbody tr', { hasText: CATALOGUE.linedSeam[locale] });
    expect(norm(await row.locator('td.num').innerText())).toContain(money(locale, 6));
    expect(norm(await row.locator('td.num').innerText())).toContain(money(locale, 8));
    await expectAccessible(page, 'price list');
    await row.getByRole('link').click();

    // Step 1 knows the category; the postcode is all it asks.
    await expectHeading(page, m.Booking.category.heading);
    await page.getByLabel(m.Booking.category.zip).fill('75011');
    await page.getByLabel(m.Booking.category.country).selectOption('FR');
    await page.locator('.area-form button[type=submit]').click();
    await expectHeading(page, m.Booking.item.heading.replace('{category}', CATALOGUE.category[locale]));
    await describeGarment(page, locale, CATALOGUE.sub[locale]);
    await expect(page.locator('li.service', { hasText: CATALOGUE.linedSeam[locale] }).getByRole('checkbox')).toBeChecked();
  });

  test(`${locale}: two ateliers serve Paris; the customer compares and chooses`, async ({ page }) => {
    test.setTimeout(60_000);
    // The item step with Jeans chosen, as the server renders it (a click before hydration could be lost).
    const { category, sub } = await subCategory(page, 'Trousers & jeans', 'Jeans');
    await page.goto(`/${locale}/book/${category}?zip=75011&country=FR&sub=${sub}`);
    await describeGarment(page, locale, JEANS[locale]);
    const pickers = page.locator('.provider-option');
    await expect(pickers).toHaveCount(2);
    const oberkampf = page.getByRole('radio', { name: /Atelier Oberkampf/ });
    const montorgueil = page.getByRole('radio', { name: /Atelier Montorgueil/ });
    await expect(oberkampf).not.toBeChecked();
    await expect(montorgueil).not.toBeChecked();
    // What each atelier is: its story, a rating when it has one, its lead time and price gap.
    const mtg = pickers.filter({ hasText: 'Atelier Montorgueil' });
    await expect(mtg.locator('.atelier-story')).not.toBeEmpty();
    await expect(mtg).toContainText('4.8'.replace('.', locale === 'en' ? '.' : ','));
    await expect(pickers.filter({ hasText: 'Atelier Oberkampf' })).toContainText(s.ateliers.noRating);
    // When it would have the work ready: its delivery options' earliest date, its queue counted (docs/atelier.md#ready-before-cart).
    await expect(mtg).toContainText(s.ateliers.ready.split('{date}')[0]!.trim());
    // Montorgueil's knee patch comes to €6 after the Bonus Réparation; Oberkampf starts at €13 (a €20 patch less its bonus), two days.
    await expect(mtg.locator('.badge', { hasText: s.ateliers.cheapest })).toBeVisible();
    const obk = pickers.filter({ hasText: 'Atelier Oberkampf' });
    expect(norm(await obk.innerText())).toContain(`${s.ateliers.more} ${money(locale, 7)}`);
    expect(norm(await obk.innerText())).toContain(`${s.ateliers.from} ${money(locale, 13)}`);
    await oberkampf.check();
    const hem = page.locator('li.service', { hasText: JEANS_HEM[locale] });
    await expect(hem).toBeVisible();
    expect(norm(await hem.innerText())).toContain(money(locale, 16));
    await montorgueil.check();
    expect(norm(await page.locator('li.service', { hasText: JEANS_HEM[locale] }).innerText())).toContain(money(locale, 18));
    await expectAccessible(page, 'atelier choice');
  });

  test(`${locale}: refusals show the server’s sentence in place (discount code, address outside the area, cart changed elsewhere)`, async ({ page }) => {
    test.setTimeout(120_000);
    await bookLinedSeam(page, locale, { photo: false });
    // An unknown discount code: the field message, not "Invalid request".
    await page.getByLabel(m.Cart.discountCode).fill('NOPE-2026');
    await page.getByRole('button', { name: m.Cart.apply }).click();
    await expect(page.locator('#discount-code-error')).toHaveText(m.CartErrors.codeInvalid);
    await expect(page.getByLabel(m.Cart.discountCode)).toBeFocused();
    await expect(page.getByText(m.Problems.validation_failed.detail)).toHaveCount(0);

    // An address the atelier does not collect from.
    await page.getByRole('link', { name: m.Cart.checkout }).click();
    await fillDetails(page, locale, { givenName: 'Inès', familyName: 'Roux', email: `ines.${locale}@example.com`, phone: '06 12 34 56 78', address: '3 quai du Port', zip: '13002', city: 'Marseille' });
    await page.getByRole('button', { name: m.Checkout.continueDelivery }).click();
    await expect(page.locator('[id="d-address.zipCode-error"]')).toHaveText(m.CartErrors.addressOutsideArea);
    await expect(page.getByText(m.Problems.validation_failed.detail)).toHaveCount(0);
    await fillDetails(page, locale);
    await page.getByRole('button', { name: m.Checkout.continueDelivery }).click();
    await page.locator('label.option').first().click();
    await page.getByRole('button', { name: m.Checkout.continueReview }).click();
    await expectHeading(page, m.Checkout.review.heading);
    // The review shows when the repair should be ready, and links the repair conditions.
    await expect(page.getByText(s.review.ready.split('{date}')[0]!.trim(), { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: s.review.conditions })).toHaveAttribute('href', `/${locale}/conditions`);

    // Another tab switches the cart to pounds: the order is refused with the server's sentence,
    // and the page shows the cart as it is now.
    const status = await page.evaluate(async () => {
      const id = localStorage.getItem('reprise.cartId');
      const res = await fetch(`/api/sip/shopping-cart/${id}`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ currency: 'GBP' }) });
      return res.status;
    });
    expect(status).toBe(200);
    await page.getByRole('button', { name: m.Checkout.review.place }).click();
    const alert = page.getByRole('alert').filter({ hasText: m.Problems.price_changed.detail });
    await expect(alert).toBeVisible();
    await expect(page.locator('.summary .breakdown-row.total dd').first()).toContainText(/£|GBP/);
  });

  test(`${locale}: an unknown address is a 404 page in the site's shell, without console errors`, async ({ page }) => {
    const errors = consoleErrors(page);
    const res = await page.goto(`/${locale}/nimportequoi`);
    expect(res?.status()).toBe(404);
    await expectHeading(page, s.notFound.heading);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('header.site-header')).toBeVisible();
    await expect(page.getByRole('link', { name: s.notFound.home })).toHaveAttribute('href', `/${locale}`);
    await expectAccessible(page, '404');
    await waitForHydration(page);
    expect(errors).toEqual([]);
  });
}

test('a path outside any language answers in the Accept-Language, and empty checkout steps go to the cart', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' } });
  const page = await context.newPage();
  const errors = consoleErrors(page);
  const res = await page.goto('/xx/nothing.here');
  expect(res?.status()).toBe(404);
  await expectHeading(page, MESSAGES.de.Site.notFound.heading);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(errors).toEqual([]);

  await page.goto('/de/checkout/review');
  await expect(page).toHaveURL(/\/de\/cart$/);
  await expect(page.getByText(MESSAGES.de.Cart.empty)).toBeVisible();
  await context.close();
});

test('until the page has hydrated, forms that submit through the API and buttons that act through JavaScript cannot be used, so nothing is lost', async ({ browser }) => {
  const a = MESSAGES.en.AccountSelf;
  // Without JavaScript the page never hydrates: what a user sees during hydration, held still.
  const still = await browser.newContext({ javaScriptEnabled: false });
  const before = await still.newPage();
  await before.goto('/en/account/sign-up');
  await expect(before.getByRole('heading', { level: 1 })).toHaveText(a.signUpTitle);
  await expect(before.getByLabel(a.givenName)).toBeDisabled();
  await expect(before.getByRole('button', { name: a.signUpSubmit })).toBeDisabled();
  // A button that acts only through JavaScript, too: the phone header's Menu.
  await before.setViewportSize({ width: 390, height: 844 });
  await expect(before.getByRole('button', { name: MESSAGES.en.Site.header.menu })).toBeDisabled();
  await still.close();

  const live = await browser.newContext();
  const after = await live.newPage();
  await after.goto('/en/account/sign-up');
  await expect(after.getByLabel(a.givenName)).toBeEnabled();
  await after.getByLabel(a.givenName).fill('Jeanne');
  await expect(after.getByLabel(a.givenName)).toHaveValue('Jeanne');
  await expect(after.getByRole('button', { name: a.signUpSubmit })).toBeEnabled();
  await after.setViewportSize({ width: 390, height: 844 });
  await expect(after.getByRole('button', { name: MESSAGES.en.Site.header.menu })).toBeEnabled();
  await live.close();
});

test('phones: the header is one row, its links behind a Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de');
  const header = page.locator('.site-header-inner');
  const brand = await page.locator('.brand').boundingBox();
  const cart = await page.locator('.cart-link').boundingBox();
  const menu = page.getByRole('button', { name: MESSAGES.de.Site.header.menu });
  const menuBox = await menu.boundingBox();
  // Brand, cart and menu share one row.
  for (const box of [cart, menuBox]) expect(Math.abs(box!.y + box!.height / 2 - (brand!.y + brand!.height / 2))).toBeLessThan(12);
  await expect(page.getByRole('link', { name: MESSAGES.de.UI.navOrders })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: MESSAGES.de.UI.navOrders }).click();
  await expect(page).toHaveURL(/\/de\/account\/orders/);
  await expect(header.getByRole('link', { name: MESSAGES.de.UI.navOrders })).toBeHidden();
});

/**
 * Console errors and page errors, CSP violations included; the browser's own line for the 404
 * document itself ("Failed to load resource … 404" at the page's address) is what a 404 is.
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    if (/status of 404/.test(msg.text()) && msg.location().url === page.url()) return;
    errors.push(`${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('My orders shows each order’s total, status and due date', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const login = await page.request.post('/api/sip/auth/login', {
    data: { email: 'camille@reprise.demo', password: 'demo-customer-camille' },
    headers: { origin: baseURL! },
  });
  expect(login.status()).toBe(200);
  await bookLinedSeam(page, 'en', { photo: false });
  const number = await checkout(page, 'en');
  await page.goto('/en/account/orders');
  const row = page.locator('.order-row', { has: page.getByRole('link', { name: number }) });
  await expect(row.locator('.order-total')).toContainText('€');
  await expect(row).toContainText(MESSAGES.en.Orders.statuses.booked);
  await expect(row).toContainText(MESSAGES.en.Site.myOrders.due.split('{date}')[0]!.trim());
});

async function subCategory(page: Page, categoryName: string, subName: string): Promise<{ category: string; sub: string }> {
  const res = await page.request.get('/v1/clothes-categories');
  const { categories } = (await res.json()) as { categories: { categoryId: string; name: { en: string }; subClothesCategories: { id: string; name: { en: string } }[] }[] };
  const category = categories.find((c) => c.name.en === categoryName)!;
  return { category: category.categoryId, sub: category.subClothesCategories.find((s) => s.name.en === subName)!.id };
}
