import { expect, test } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import { expectAccessible } from './helpers/booking';
import { atTheCounter, tailoredTrousers } from './helpers/counter';

// Issue 20 point 5 (docs/counter.md): a two-garment warranty booking dropped off and collected in
// store, with no address asked; its reason and reference on the order; then staff correct the
// customer's phone and the history says who changed what.
const A = en.Admin;
const C = en.Counter;

test('two garments in store both ways, no address, under warranty; the phone corrected shows in the history', async ({ browser }) => {
  test.setTimeout(150_000);
  const { page, close } = await atTheCounter(browser);
  await page.getByRole('radio', { name: new RegExp(`^${A.bookingTypes.warranty}`) }).check();
  const garment = () => tailoredTrousers(page);
  await garment();
  await page.getByRole('button', { name: C.garments.add }).click();
  await expect(page.getByRole('heading', { name: '1 garment added' })).toBeVisible();
  await garment();
  const family = `Comptoir${Date.now().toString(36)}`;
  await page.getByLabel(A.counter.givenName).fill('Inès');
  await page.getByLabel(A.counter.familyName).fill(family);
  await page.getByLabel(A.counter.email).fill(`instore-${Date.now()}@example.com`);
  await page.locator('#c-phoneNational').fill('6 11 22 33 44');
  // In store both ways (the default): no address asked.
  await expect(page.getByLabel(C.inStore.label)).toBeChecked();
  await expect(page.getByLabel(A.counter.address, { exact: true })).toHaveCount(0);
  await expect(page.getByLabel(A.counter.zipCode, { exact: true })).toHaveCount(0);

  // A warranty booking without its reason and reference is not sent.
  await page.getByRole('button', { name: A.counter.continue }).click();
  await expect(page.locator('#c-warranty-reason-error')).toHaveText(C.warranty.reasonRequired);
  await expect(page.locator('#c-warranty-reference-error')).toHaveText(C.warranty.referenceRequired);
  await page.locator('#c-warranty-reason').selectOption('manufacturing_defect');
  await page.locator('#c-warranty-details').fill('Seam split after two wears');
  await page.locator('#c-warranty-reference').fill('T-58213');
  await expectAccessible(page, 'counter in store, warranty');
  await page.getByRole('button', { name: A.counter.continue }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(A.counter.confirmHeading);
  // Only the store's round trip is offered without an address.
  await expect(page.getByRole('radio', { name: /drop-off/i })).toHaveCount(1);
  await expect(page.getByRole('radio', { name: /drop-off/i })).toBeChecked();
  await page.getByRole('button', { name: A.counter.confirm }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order R-\d{4}-\d{6}$/);
  const id = page.url().split('/').pop()!;
  const customerPanel = page.locator('section', { has: page.getByRole('heading', { name: A.detail.customer, exact: true }) });
  await expect(customerPanel).toContainText(C.contact.noAddress);
  const summary = page.locator('section', { has: page.getByRole('heading', { name: A.detail.summary }) });
  await expect(summary).toContainText(`${C.warranty.reasons.manufacturing_defect} — Seam split after two wears`);
  await expect(summary).toContainText('T-58213');
  const detail = await (await page.request.get(`/api/sip/admin/orders/${id}`)).json();
  expect(detail.order).toMatchObject({ address: null, bookingType: 'warranty', warranty: { reason: 'manufacturing_defect', reference: 'T-58213' } });
  expect(detail.order.items).toHaveLength(2);

  // The ticket's print view says it is under warranty, with the reference.
  await page.getByRole('link', { name: C.print.printView }).click();
  await expect(page.locator('.tag')).toHaveCount(2);
  await expect(page.locator('body')).toContainText(`${C.ticketWarranty}: ${C.warranty.reasons.manufacturing_defect} (Seam split after two wears), ${C.warranty.ref} T-58213`);
  await page.goBack();

  // Staff correct the phone: the history says who, what, old → new.
  await page.getByRole('button', { name: C.contact.edit }).click();
  await expect(page.locator('#e-address')).toHaveCount(0); // no address to correct on this order
  await page.locator('#e-phoneNational').fill('7 00 11 22 33');
  await page.getByRole('button', { name: C.contact.save }).click();
  await expect(customerPanel).toContainText('+33700112233');
  const history = page.locator('.admin-timeline .contact-change');
  await expect(history).toHaveCount(1);
  await expect(history).toContainText(C.contact.changed);
  await expect(history).toContainText('Claire Moreau');
  await expect(history).toContainText(`${C.contact.fields.phone}: +33611223344 → +33700112233`);
  await expectAccessible(page, 'order after a contact correction');

  // The customer's page (a guest order: its link) shows the new phone, and says no address is needed.
  const guest = await browser.newContext({ locale: 'en-GB' });
  const customerPage = await guest.newPage();
  await customerPage.goto(`/en/orders/${id}`);
  const details = customerPage.locator('section', { has: customerPage.getByRole('heading', { name: en.Orders.contact.heading }) });
  await expect(details).toContainText('+33700112233');
  await expect(details).toContainText(en.Orders.contact.noAddress);
  await expect(customerPage.locator('body')).not.toContainText('+33611223344');
  await guest.close();
  await close();
});
