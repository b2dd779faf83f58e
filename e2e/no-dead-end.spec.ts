/**
 * Issue #34.6, no dead end (docs/customer-site.md#mail-in, #wait-list): Madrid, where no atelier
 * collects but Atelier Montorgueil accepts parcels from Spain, books by post with the mail-in option
 * alone; Berlin, where nobody does, joins the wait-list, which the admin reads.
 */
import { expect, test } from '@playwright/test';
import { CATALOGUE, expectHeading, fillDetails, MESSAGES, norm } from './helpers/booking';

const es = MESSAGES.es;
const en = MESSAGES.en;

test('Madrid: the area offers the mail-in option, and the booking goes through by post with it alone', async ({ page }) => {
  await page.goto('/es/book');
  await page.getByLabel(es.Booking.category.zip).fill('28014');
  await page.getByLabel(es.Booking.category.country).selectOption('ES');
  await page.locator('.area-form button[type=submit]').click();
  const offer = page.locator('.mail-in');
  await expect(offer).toContainText(es.Booking.category.mailIn);
  expect(norm(await offer.locator('li').innerText())).toBe('Atelier Montorgueil (Paris) – Envío por correo desde España (Correos), ida y vuelta 12,90 €');
  await expect(page.locator('.wait-list')).toHaveCount(0);

  await page.getByRole('link', { name: new RegExp(`^${CATALOGUE.category.es}`) }).click();
  await page.locator('label.tile-radio', { hasText: CATALOGUE.sub.es }).click();
  await expect(page.getByRole('button', { name: es.Booking.continue })).toBeEnabled();
  await page.getByLabel(CATALOGUE.colour.es).selectOption('navy');
  await page.getByRole('group', { name: CATALOGUE.lined.es }).getByLabel(CATALOGUE.no.es, { exact: true }).check();
  await page.getByRole('button', { name: es.Booking.continue }).click();
  await expectHeading(page, es.Booking.services.heading.replace('{item}', CATALOGUE.sub.es));
  await page.locator('li.service', { hasText: CATALOGUE.linedSeam.es }).getByRole('checkbox').check();
  await page.getByRole('button', { name: es.Booking.continue }).click();
  await page.getByRole('button', { name: es.Booking.photos.addToCart }).click();
  await expectHeading(page, es.Cart.heading);
  await page.getByRole('link', { name: es.Cart.checkout }).click();

  await fillDetails(page, 'es', { givenName: 'Lucía', familyName: 'Gómez', email: 'lucia.gomez@example.es', phone: '+34 612 34 56 78', address: 'Calle de Alcalá 21', zip: '28014', city: 'Madrid' });
  await expect(page.locator('[id="d-address.country"]')).toHaveValue('ES');
  await page.getByRole('button', { name: es.Checkout.continueDelivery }).click();
  await expectHeading(page, es.Checkout.delivery.heading);
  await expect(page.locator('label.option')).toHaveCount(1);
  await expect(page.locator('label.option')).toContainText('Envío por correo desde España (Correos)');
  await page.locator('label.option').click();
  await page.getByRole('button', { name: es.Checkout.continueReview }).click();
  await expectHeading(page, es.Checkout.review.heading);
  await page.getByRole('button', { name: es.Checkout.review.place }).click();
  await expectHeading(page, es.Orders.thanks);
});

test('Berlin: no atelier, no mail-in: the wait-list keeps the e-mail, area and garment, and the admin reads it', async ({ page }) => {
  await page.goto('/de/book');
  const de = MESSAGES.de;
  await page.getByLabel(de.Booking.category.zip).fill('10115');
  await page.getByLabel(de.Booking.category.country).selectOption('DE');
  await page.locator('.area-form button[type=submit]').click();
  await expect(page.locator('.mail-in')).toHaveCount(0);
  const form = page.locator('.wait-list');
  await expect(form).toContainText(de.Booking.waitList.intro);
  await form.getByLabel(de.Booking.waitList.email).fill('lena.berlin@example.de');
  await form.getByLabel(de.Booking.waitList.garment).selectOption({ label: CATALOGUE.category.de });
  await form.getByRole('button', { name: de.Booking.waitList.submit }).click();
  await expect(page.locator('.wait-list [role=status]')).toHaveText(de.Booking.waitList.joined);

  await page.goto('/en/admin');
  await page.getByLabel(en.Account.email).fill('admin@reprise.demo');
  await page.getByLabel(en.Account.password).fill('demo-admin-reprise');
  await page.getByRole('button', { name: en.Account.signIn }).click();
  await expect(page.getByLabel(en.Account.password)).toHaveCount(0); // signed in before leaving the page
  await page.goto('/en/admin/wait-list');
  await expectHeading(page, en.WaitListAdmin.heading);
  const row = page.locator('tr', { hasText: 'lena.berlin@example.de' });
  await expect(row).toContainText('10115, Germany');
  await expect(row).toContainText(CATALOGUE.category.en);
});
