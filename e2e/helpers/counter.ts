import { expect, type Browser, type Page } from '@playwright/test';
import en from '../../messages/en.json' with { type: 'json' };

const A = en.Admin;

/** Paris staff at the counter page (docs/counter.md#counter-booking). */
export async function atTheCounter(browser: Browser, device: { viewport?: { width: number; height: number }; hasTouch?: boolean } = {}): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ locale: 'en-GB', viewport: device.viewport ?? { width: 1280, height: 900 }, hasTouch: device.hasTouch ?? false });
  const page = await context.newPage();
  await page.goto('/en/admin');
  await page.getByLabel(en.Account.email).fill('staff.paris@reprise.demo');
  await page.getByLabel(en.Account.password).fill('demo-staff-paris');
  await page.getByRole('button', { name: en.Account.signIn }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(A.orders.heading);
  await page.getByRole('link', { name: A.nav.counter }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(A.counter.heading);
  return { page, close: () => context.close() };
}

/** The counter form's garment: tailored trousers, a lined seam re-stitched. */
export async function tailoredTrousers(page: Page) {
  await page.getByLabel(A.counter.category).selectOption({ label: 'Trousers & jeans' });
  await page.getByRole('combobox', { name: A.counter.subCategory }).selectOption({ label: 'Tailored trousers' });
  await page.locator('li.service', { hasText: 'Re-stitch lined seam' }).getByRole('checkbox').check();
  await page.getByLabel('Colour').selectOption('navy');
  await page.getByRole('group', { name: 'Is the garment lined?' }).getByLabel('No', { exact: true }).check();
}
