import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import de from '../../messages/de.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };
import es from '../../messages/es.json' with { type: 'json' };
import fr from '../../messages/fr.json' with { type: 'json' };

export type Locale = 'fr' | 'en' | 'de' | 'es';
export const MESSAGES = { fr, en, de, es } as const;
export const LOCALES: Locale[] = ['fr', 'en', 'de', 'es'];

/** Demo catalogue labels the tests click on (the Paris atelier's €14 lined seam, €8 Bonus Réparation). */
export const CATALOGUE = {
  category: { fr: 'Pantalons & jeans', en: 'Trousers & jeans', de: 'Hosen & Jeans', es: 'Pantalones y vaqueros' },
  sub: { fr: 'Pantalon de ville', en: 'Tailored trousers', de: 'Stoffhose', es: 'Pantalón de vestir' },
  colour: { fr: 'Couleur', en: 'Colour', de: 'Farbe', es: 'Color' },
  lined: { fr: 'Le vêtement est-il doublé ?', en: 'Is the garment lined?', de: 'Ist das Kleidungsstück gefüttert?', es: '¿La prenda tiene forro?' },
  no: { fr: 'Non', en: 'No', de: 'Nein', es: 'No' },
  yes: { fr: 'Oui', en: 'Yes', de: 'Ja', es: 'Sí' },
  liningMaterial: { fr: 'Matière de la doublure', en: 'Lining material', de: 'Futterstoff', es: 'Material del forro' },
  linedSeam: { fr: 'Reprise de couture doublée', en: 'Re-stitch lined seam', de: 'Gefütterte Naht nähen', es: 'Recoser costura con forro' },
} as const;

/** Money as the page's locale writes it, with any kind of space normalised. */
export function money(locale: Locale, amount: number, currency = 'EUR'): string {
  return norm(new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount).replace('-', '−'));
}
export const norm = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

export async function textOf(page: Page, selector: string): Promise<string> {
  return norm((await page.locator(selector).first().innerText()).trim());
}

/** A real JPEG, as a phone would send. */
export async function photoFile(name = 'trousers.jpg'): Promise<string> {
  const file = path.join(process.cwd(), 'artifacts', 'e2e-files', name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#2d3a4f"/><path d="M260 60h120l30 360h-70l-20-250-20 250h-70z" fill="#4b5d7a"/><circle cx="330" cy="300" r="30" fill="none" stroke="#d33" stroke-width="6"/></svg>`;
    await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toFile(file);
  }
  return file;
}

/** 0 serious or critical axe violations on the current page. */
export async function expectAccessible(page: Page, step: string) {
  // Next streams a dynamic page's metadata: after a client navigation the <title> comes a
  // moment later. Check the page once it has settled.
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${step}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
}

/**
 * Waits until React has hydrated the page: hydration gives every server-rendered element React's
 * fiber key. Hydration and effect errors are reported by then. Unlike `networkidle`, it does not
 * depend on how busy the server is with other tests (link prefetches under load).
 */
export async function waitForHydration(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__reactFiber')), null, { timeout: 60_000 });
}

/** Screenshots at 1280×800 and 390×844 into artifacts/screenshots/. */
export async function screenshots(page: Page, name: string) {
  const dir = path.join(process.cwd(), 'artifacts', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  const original = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path.join(dir, `${name}-1280x800.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(dir, `${name}-390x844.png`), fullPage: true });
  if (original) await page.setViewportSize(original);
}

export type StepHook = (step: string) => Promise<void>;
const noop: StepHook = async () => {};

/** The heading of the step, once the page shows it. */
export async function expectHeading(page: Page, text: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
}

/** Steps 1–4 for the €14 lined seam in Paris (75011), one photo; ends on the cart. */
export async function bookLinedSeam(page: Page, locale: Locale, options: { onStep?: StepHook; photo?: boolean } = {}) {
  const m = MESSAGES[locale];
  const onStep = options.onStep ?? noop;
  await page.goto(`/${locale}/book`);
  await expectHeading(page, m.Booking.category.heading);
  await onStep('1-category');
  await page.getByLabel(m.Booking.category.zip).fill('75011');
  await page.getByLabel(m.Booking.category.country).selectOption('FR');
  await page.locator('.area-form button[type=submit]').click();
  await expect(page.locator('.area-ok')).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^${CATALOGUE.category[locale]}`) }).click();

  await expectHeading(page, m.Booking.item.heading.replace('{category}', CATALOGUE.category[locale]));
  await page.locator('label.tile-radio', { hasText: CATALOGUE.sub[locale] }).click();
  await expect(page.getByLabel(CATALOGUE.colour[locale])).toBeVisible();
  await page.getByLabel(CATALOGUE.colour[locale]).selectOption('navy');
  await page.getByRole('group', { name: CATALOGUE.lined[locale] }).getByLabel(CATALOGUE.no[locale], { exact: true }).check();
  await onStep('2-item');
  await page.getByRole('button', { name: m.Booking.continue }).click();

  await expectHeading(page, m.Booking.services.heading.replace('{item}', CATALOGUE.sub[locale]));
  const service = page.locator('li.service', { hasText: CATALOGUE.linedSeam[locale] });
  await service.getByRole('checkbox').check();
  // €14 with the €8 Bonus Réparation: €6 to pay.
  await expect(service.locator('.bonus')).toContainText(m.Booking.services.bonus);
  expect(norm(await service.locator('.bonus').innerText())).toContain(money(locale, -8));
  expect(norm(await service.locator('.to-pay').innerText())).toContain(money(locale, 6));
  await onStep('3-services');
  await page.getByRole('button', { name: m.Booking.continue }).click();

  await expectHeading(page, m.Booking.photos.heading.replace('{item}', CATALOGUE.sub[locale]));
  if (options.photo !== false) {
    await page.locator('input[type=file][multiple]').setInputFiles(await photoFile());
    await expect(page.locator('.photo .ok')).toHaveText(m.Booking.photos.done, { timeout: 20_000 });
  }
  await onStep('4-photos');
  await page.getByRole('button', { name: m.Booking.photos.addToCart }).click();
  await expectHeading(page, m.Cart.heading);
  await expect(page.locator('.cart-item')).toHaveCount(1);
}

export type Customer = { givenName: string; familyName: string; email: string; phone: string; address: string; zip: string; city: string };
export const GUEST: Customer = {
  givenName: 'Léa',
  familyName: 'Fontaine',
  email: 'lea.fontaine@example.com',
  phone: '06 12 34 56 78',
  address: '12 rue Oberkampf',
  zip: '75011',
  city: 'Paris',
};

export async function fillDetails(page: Page, locale: Locale, c: Customer = GUEST) {
  const d = MESSAGES[locale].Checkout.details;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(d.heading);
  await page.locator('#d-givenName').fill(c.givenName);
  await page.locator('#d-familyName').fill(c.familyName);
  await page.locator('#d-email').fill(c.email);
  await page.locator('#d-phoneNational').fill(c.phone);
  await page.locator('[id="d-address.address"]').fill(c.address);
  await page.locator('[id="d-address.zipCode"]').fill(c.zip);
  await page.locator('[id="d-address.city"]').fill(c.city);
}

/** Cart → details → delivery → review → order; returns the order number. */
export async function checkout(page: Page, locale: Locale, options: { onStep?: StepHook; customer?: Customer | null; fromDetails?: boolean } = {}) {
  const m = MESSAGES[locale];
  const onStep = options.onStep ?? noop;
  if (!options.fromDetails) {
    await expect(page.locator('.repair-fund-line')).toBeVisible();
    await onStep('5-cart');
    await page.getByRole('link', { name: m.Cart.checkout }).click();
  }
  await expectHeading(page, m.Checkout.details.heading);
  if (options.customer !== null) await fillDetails(page, locale, options.customer);
  await onStep('6-details');
  await page.getByRole('button', { name: m.Checkout.continueDelivery }).click();
  await expectHeading(page, m.Checkout.delivery.heading);
  await expect(page.locator('label.option').first()).toBeVisible();
  await onStep('7-delivery');
  await page.locator('label.option').first().click();
  await page.getByRole('button', { name: m.Checkout.continueReview }).click();
  await expectHeading(page, m.Checkout.review.heading);
  await expect(page.locator('.summary .repair-fund-line')).toBeVisible();
  await onStep('8-review');
  await page.getByRole('button', { name: m.Checkout.review.place }).click();
  await expectHeading(page, m.Orders.thanks);
  await onStep('9-confirmation');
  const number = (await page.locator('.order-number').innerText()).trim();
  expect(number).toMatch(/^R-\d{4}-\d{6}$/);
  return number;
}
