import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import { formatDate } from '../lib/i18n/dates';
import { pdfPagesText } from '../tests/helpers/pdf-text';
import { bookThroughApi } from './helpers/api-booking';
import { bookLinedSeam, checkout, expectAccessible, expectHeading, fillDetails, MESSAGES, norm } from './helpers/booking';

// Issue #17: every delivery option does what it promises (docs/decisions.md#logistics).

const STAFF_ONLINE = { email: 'staff.online@reprise.demo', password: 'demo-staff-online' }; // web bookings' store

async function staffSignIn(page: Page, locale: 'fr' | 'en', who = STAFF_ONLINE) {
  const m = MESSAGES[locale];
  await page.goto(`/${locale}/admin`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Admin.signIn.heading);
  await page.getByLabel(m.Account.email).fill(who.email);
  await page.getByLabel(m.Account.password).fill(who.password);
  await page.getByRole('button', { name: m.Account.signIn }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(m.Admin.signIn.heading);
}

test('a postal booking downloads its label from the order page: the PDF names the order and the atelier', async ({ page }) => {
  test.setTimeout(90_000);
  await bookLinedSeam(page, 'en');
  const number = await checkout(page, 'en');
  const link = page.getByRole('link', { name: MESSAGES.en.Logistics.label });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const bytes = new Uint8Array(fs.readFileSync(await download.path()));
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
  const [text] = await pdfPagesText(bytes);
  expect(text).toContain(number);
  expect(text).toContain('Atelier Montorgueil');
  expect(text).toContain('75002 Paris');
  await expectAccessible(page, 'order page with label');
});

test('a pick-up booking picks a slot in French and sees it on the order page and on the staff page; staff record a payment', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const fr = MESSAGES.fr;
  await bookLinedSeam(page, 'fr');
  await page.getByRole('link', { name: fr.Cart.checkout }).click();
  await fillDetails(page, 'fr');
  await page.getByRole('button', { name: fr.Checkout.continueDelivery }).click();
  await expectHeading(page, fr.Checkout.delivery.heading);
  await page.locator('label.option', { hasText: 'Collecte à domicile' }).click();
  const slot = page.getByLabel(fr.Logistics.slotLegend);
  await expect(slot).toBeVisible();
  // Continuing without a slot says so, on the control.
  await page.getByRole('button', { name: fr.Checkout.continueReview }).click();
  await expect(page.getByText(fr.Logistics.slotRequired)).toBeVisible();
  await slot.selectOption({ index: 2 });
  const chosen = (await slot.locator('option:checked').innerText()).trim();
  expect(chosen).toMatch(/\d{2}:00/);
  await expectAccessible(page, 'delivery with slot');
  await page.getByRole('button', { name: fr.Checkout.continueReview }).click();
  await expectHeading(page, fr.Checkout.review.heading);
  await expect(page.getByText(chosen)).toBeVisible();
  // Only the option's payment method: no "pay at drop-off" for a pick-up.
  await expect(page.getByLabel(fr.Checkout.review.methods.pay_at_drop_off)).toHaveCount(0);
  await page.getByRole('button', { name: fr.Checkout.review.place }).click();
  await expectHeading(page, fr.Orders.thanks);
  await expect(page.locator('.pickup-slot')).toHaveText(chosen);
  const orderId = new URL(page.url()).pathname.split('/').at(-1)!;

  const staff = await (await browser.newContext()).newPage();
  await staffSignIn(staff, 'fr');
  await staff.goto(`/fr/admin/orders/${orderId}`);
  await expect(staff.locator('.pickup-slot')).toHaveText(chosen);
  await staff.getByLabel(fr.Payments.amount.replace('{currency}', 'EUR')).fill('10');
  await staff.getByLabel(fr.Payments.method).selectOption('cash');
  await staff.getByRole('button', { name: fr.Payments.record }).click();
  await expect(staff.getByText(fr.Payments.recorded, { exact: true })).toBeVisible();
  await expect(staff.locator('.payments-list li')).toHaveCount(1);
  await expect(staff.locator('.payments-list li')).toContainText(fr.Payments.methods.cash);
  await expect(staff.locator('.payments-list li')).toContainText('staff.online@reprise.demo');
  await expectAccessible(staff, 'staff order with payment');
  await page.reload();
  await expect(page.locator('.paid-due')).toContainText(fr.Logistics.paid);
});

test('a New York order shows its dates in New York time, the American way', async ({ page, request }) => {
  const placed = await bookThroughApi(request, {
    zipCode: '10013',
    country: 'US',
    currency: 'USD',
    language: 'en',
    optionKind: 'postal_label',
    customer: {
      givenName: 'Maya',
      familyName: 'Cohen',
      email: 'maya@example.com',
      phone: '+12125550199',
      address: { address: '55 Grand Street', secondAddress: 'Apt 3', city: 'New York', state: 'NY', zipCode: '10013', country: 'US' },
    },
  });
  await page.goto(`/en/orders/${placed.id}`);
  const expected = formatDate(placed.orderDate, { language: 'en', country: 'US', timeZone: 'America/New_York' }, 'dateTime');
  const paris = formatDate(placed.orderDate, { language: 'en', country: 'FR', timeZone: 'Europe/Paris' }, 'dateTime');
  expect(expected).not.toBe(paris);
  await expect(page.locator('.timeline li.done').first()).toBeVisible();
  expect(norm(await page.locator('.timeline li.done').first().innerText())).toContain(norm(expected));
});
