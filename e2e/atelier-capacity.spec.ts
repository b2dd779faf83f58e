import { expect, test } from '@playwright/test';
import fr from '../messages/fr.json' with { type: 'json' };
import { expectAccessible } from './helpers/booking';

// Issue 30 §5 (docs/atelier.md#capacity-page): the atelier sets its bench calendar on its own page,
// a form checked by the endpoint's own schema, its errors said in the page's language and focused.

const ATELIER = { email: 'atelier.montorgueil@reprise.demo', password: 'demo-atelier-montorgueil' };
const C = fr.Capacity;

test('the atelier sets its weekly capacity and a closure; a closure ending before it starts is refused in French', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/fr/atelier');
  await page.getByLabel(fr.Account.email).fill(ATELIER.email);
  await page.getByLabel(fr.Account.password).fill(ATELIER.password);
  await page.getByLabel(fr.Account.password).press('Enter');
  await page.getByRole('link', { name: fr.Atelier.nav.capacity }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(C.title);
  await expect(page.getByRole('checkbox', { name: C.weekdays['1'] })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: C.weekdays['7'] })).not.toBeChecked();
  await expectAccessible(page, 'capacity page');

  await page.getByLabel(C.weeklyCapacity).fill('400');
  await page.getByRole('button', { name: C.addClosure }).click();
  await page.getByLabel(C.from).fill('2027-08-20');
  await page.getByLabel(C.to).fill('2027-08-02');
  await page.getByLabel(C.note).fill('Congés d’été');
  await page.getByRole('button', { name: C.save }).click();
  // Refused before sending: the last day's error, tied to its field, which has the focus.
  await expect(page.getByText(C.errors.order)).toBeVisible();
  await expect(page.getByLabel(C.to)).toBeFocused();
  await expect(page.getByLabel(C.to)).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel(C.to).fill('2027-08-27');
  await page.getByRole('checkbox', { name: C.weekdays['6'] }).check();
  await page.getByRole('button', { name: C.save }).click();
  await expect(page.getByRole('status')).toHaveText(C.saved);

  // Saved on the server: a reload shows it.
  await page.reload();
  await expect(page.getByLabel(C.weeklyCapacity)).toHaveValue('400');
  await expect(page.getByLabel(C.from)).toHaveValue('2027-08-20');
  await expect(page.getByRole('checkbox', { name: C.weekdays['6'] })).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

  // Back as it was (no limit, no closure, Monday to Friday): the other specs' dates stay theirs.
  await page.getByRole('button', { name: C.removeClosure.replace('{n}', '1') }).click();
  await page.getByLabel(C.weeklyCapacity).fill('');
  await page.getByRole('checkbox', { name: C.weekdays['6'] }).uncheck();
  await page.getByRole('button', { name: C.save }).click();
  await expect(page.getByRole('status')).toHaveText(C.saved);
  await page.reload();
  await expect(page.getByLabel(C.weeklyCapacity)).toHaveValue('');
  await expect(page.getByText(C.noClosure)).toBeVisible();
  await context.close();
});
