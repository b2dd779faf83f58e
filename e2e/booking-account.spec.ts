import { expect, request as apiRequest, test } from '@playwright/test';
import { bookLinedSeam, checkout, expectAccessible, MESSAGES, money, norm } from './helpers/booking';

const m = MESSAGES.en;

test('a signed-in customer books with prefilled details, finds the order, answers a revised quote', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await bookLinedSeam(page, 'en', { photo: false });
  await page.getByRole('link', { name: m.Cart.checkout }).click();

  // Sign in inline: the form fills from the account.
  await page.getByText(m.Checkout.details.haveAccount).click();
  await page.locator('.sign-in-form input[type=email]').fill('camille@reprise.demo');
  await page.locator('.sign-in-form input[type=password]').fill('demo-customer-camille');
  await page.getByRole('button', { name: m.Account.signIn }).click();
  await expect(page.getByText('Signed in as camille@reprise.demo')).toBeVisible();
  await expect(page.locator('#d-givenName')).toHaveValue('Camille');
  await expect(page.locator('#d-familyName')).toHaveValue('Durand');
  await expect(page.locator('#d-email')).toHaveValue('camille@reprise.demo');
  await expectAccessible(page, 'signed-in details');
  if (!(await page.locator('#d-phoneNational').inputValue())) await page.locator('#d-phoneNational').fill('0611223344');
  await page.locator('[id="d-address.address"]').fill('3 rue de la Roquette');
  await page.locator('[id="d-address.city"]').fill('Paris');
  await page.locator('[id="d-address.zipCode"]').fill('75011');

  const number = await checkout(page, 'en', { customer: null, fromDetails: true });
  const orderUrl = page.url();
  const orderId = orderUrl.split('/orders/')[1]!.split('?')[0]!;

  // My orders lists it.
  await page.getByRole('link', { name: m.UI.navOrders }).click();
  await expect(page.getByRole('link', { name: number })).toBeVisible();
  await expectAccessible(page, 'my orders');

  // The atelier inspects the item and revises the quote (staff, through the API).
  const staff = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  expect((await staff.post('/api/sip/auth/login', { data: { email: 'staff.online@reprise.demo', password: 'demo-staff-online' } })).status()).toBe(200);
  for (const to of ['in_transit', 'received']) {
    expect((await staff.post(`/api/sip/orders/${orderId}/transitions`, { data: { to } })).ok()).toBe(true);
  }
  const order = await (await staff.get(`/api/sip/orders/${orderId}`)).json();
  const item = order.items[0];
  const quote = await staff.post(`/api/sip/orders/${orderId}/quotes`, {
    data: { items: [{ itemId: item.itemId, subServices: [{ subServiceId: item.subServices[0].subServiceId, quantity: 2 }] }], note: 'Two seams are open, not one.' },
  });
  expect(quote.ok()).toBe(true);
  const quoted = (await quote.json()).pricing.baskets.at(-1).costToUser.total as number;
  await staff.dispose();

  await page.goto(orderUrl.split('?')[0]!);
  await expect(page.getByRole('heading', { name: m.Orders.quote.heading })).toBeVisible();
  await expect(page.getByText('Two seams are open, not one.')).toBeVisible();
  await expectAccessible(page, 'revised quote');
  await page.getByRole('button', { name: m.Orders.quote.accept }).click();
  await expect(page.locator('.order-head .badge')).toHaveText(m.Orders.statuses.in_repair);
  // The order now shows the accepted work and what it costs.
  await expect(page.locator('.review-items')).toContainText('× 2');
  expect(norm(await page.locator('.summary').innerText())).toContain(money('en', quoted));
});

test('a guest cancels a booked order from the tracking page', async ({ page }) => {
  test.setTimeout(90_000);
  await bookLinedSeam(page, 'fr', { photo: false });
  await checkout(page, 'fr');
  const f = MESSAGES.fr.Orders;
  await page.getByRole('button', { name: f.cancel.button }).click();
  await page.getByRole('button', { name: f.cancel.yes }).click();
  await expect(page.locator('.order-head .badge')).toHaveText(f.statuses.cancelled);
});
