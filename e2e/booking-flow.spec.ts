import { expect, test, type Locator } from '@playwright/test';
import { bookLinedSeam, CATALOGUE, expectAccessible, fillDetails, MESSAGES, money, norm } from './helpers/booking';

const m = MESSAGES.en;

test('back and forward keep each step, reload keeps the draft, the language switch keeps place and cart', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/en/book?zip=75011&country=FR');
  await page.getByRole('link', { name: new RegExp(`^${CATALOGUE.category.en}`) }).click();
  await page.locator('label.tile-radio', { hasText: CATALOGUE.sub.en }).click();
  await page.getByLabel(CATALOGUE.colour.en).selectOption('black');
  // A child attribute appears only while its parent says so.
  await expect(page.getByLabel(CATALOGUE.liningMaterial.en)).toHaveCount(0);
  await page.getByRole('group', { name: CATALOGUE.lined.en }).getByLabel('Yes', { exact: true }).check();
  await expect(page.getByLabel(CATALOGUE.liningMaterial.en)).toBeVisible();
  await page.getByLabel(CATALOGUE.liningMaterial.en).selectOption('silk');
  await page.getByRole('button', { name: m.Booking.continue }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Repairs for your ${CATALOGUE.sub.en}`);
  // Focus moves to the new step's heading.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const service = page.locator('li.service', { hasText: CATALOGUE.linedSeam.en });
  await service.getByRole('checkbox').check();

  await page.goBack();
  await expect(page.getByLabel(CATALOGUE.colour.en)).toHaveValue('black');
  await expect(page.getByLabel(CATALOGUE.liningMaterial.en)).toHaveValue('silk');
  await page.reload();
  await expect(page.getByLabel(CATALOGUE.liningMaterial.en)).toHaveValue('silk');
  await page.goForward();
  await expect(page.locator('li.service', { hasText: CATALOGUE.linedSeam.en }).getByRole('checkbox')).toBeChecked();

  // Same step in German: same path and query, the choice still there.
  const before = new URL(page.url());
  await page.getByRole('navigation', { name: m.UI.language }).getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(new RegExp(`/de${before.pathname.slice(3)}\\?${before.search.slice(1)}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reparaturen für: ${CATALOGUE.sub.de}`);
  await expect(page.locator('li.service', { hasText: CATALOGUE.linedSeam.de }).getByRole('checkbox')).toBeChecked();

  // The cart survives a language switch, its totals in the new language.
  await page.getByRole('button', { name: MESSAGES.de.Booking.continue }).click();
  await page.getByRole('button', { name: MESSAGES.de.Booking.photos.addToCart }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.de.Cart.heading);
  await page.getByRole('navigation', { name: MESSAGES.de.UI.language }).getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/cart$/);
  await expect(page.locator('.cart-item')).toHaveCount(1);
  expect(norm(await page.locator('.summary .repair-fund-line').innerText())).toContain(money('es', -8));
});

test('validation messages: a bad postcode, empty required fields, a bad phone', async ({ page }) => {
  test.setTimeout(90_000);
  // Step 1: the postcode is checked against the country (works without JavaScript too).
  await page.goto('/en/book');
  await page.getByLabel(m.Booking.category.zip).fill('7501');
  await page.getByLabel(m.Booking.category.country).selectOption('FR');
  await page.locator('.area-form button[type=submit]').click();
  const zip = page.getByLabel(m.Booking.category.zip);
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#zip-error')).toHaveText(m.Booking.category.zipInvalid);
  await expect(zip).toHaveAttribute('aria-describedby', /zip-error/);
  await expectAccessible(page, 'step 1 error');

  // Step 2: required item attributes, messages from the shared rule ("AttributeErrors").
  await zip.fill('75011');
  await page.locator('.area-form button[type=submit]').click();
  await page.getByRole('link', { name: new RegExp(`^${CATALOGUE.category.en}`) }).click();
  await page.locator('label.tile-radio', { hasText: CATALOGUE.sub.en }).click();
  await page.getByRole('button', { name: m.Booking.continue }).click();
  const colour = page.getByLabel(CATALOGUE.colour.en);
  await expect(colour).toHaveAttribute('aria-invalid', 'true');
  await expect(colour).toBeFocused();
  const colourError = await colour.getAttribute('aria-describedby');
  expect(colourError).toMatch(/-error/);
  await expect(page.locator(`[id="${colourError!.split(' ').at(-1)}"]`)).toHaveText(MESSAGES.en.AttributeErrors.required);
  await expectAccessible(page, 'step 2 errors');

  // Step 3: at least one repair.
  await colour.selectOption('grey');
  await page.getByRole('group', { name: CATALOGUE.lined.en }).getByLabel('No', { exact: true }).check();
  await page.getByRole('button', { name: m.Booking.continue }).click();
  await expect(page.locator('li.service').first()).toBeVisible();
  await page.getByRole('button', { name: m.Booking.continue }).click();
  await expect(page.getByRole('alert').filter({ hasText: m.Booking.services.chooseOne })).toBeVisible();

  // Checkout details: empty required fields, then a bad phone and a bad postcode.
  await page.locator('li.service', { hasText: CATALOGUE.linedSeam.en }).getByRole('checkbox').check();
  await page.getByRole('button', { name: m.Booking.continue }).click();
  await page.getByRole('button', { name: m.Booking.photos.addToCart }).click();
  await page.getByRole('link', { name: m.Cart.checkout }).click();
  await page.getByRole('button', { name: m.Checkout.continueDelivery }).click();
  const given = page.locator('#d-givenName');
  await expect(given).toHaveAttribute('aria-invalid', 'true');
  await expect(given).toBeFocused();
  await expect(page.locator('#d-givenName-error')).toHaveText(m.Checkout.errors.required);
  await expect(page.locator('#d-email-error')).toHaveText(m.Checkout.errors.required);
  await expectAccessible(page, 'details errors');

  await fillDetails(page, 'en', { givenName: 'Léa', familyName: 'Fontaine', email: 'lea@example', phone: '12', address: '1 rue X', zip: '7501', city: 'Paris' });
  await page.getByRole('button', { name: m.Checkout.continueDelivery }).click();
  await expect(page.locator('#d-phoneNational-error')).toHaveText(m.Checkout.errors.phone);
  await expect(page.locator('#d-phoneNational')).toHaveAttribute('aria-describedby', /d-phoneNational-error/);
  await expect(page.locator('[id="d-address.zipCode-error"]')).toHaveText(m.Checkout.errors.zip);
  await expect(page.locator('#d-email-error')).toHaveText(m.Checkout.errors.email);
  await expect(page).toHaveURL(/checkout\/details/);
});

test('price_changed: the cart changed in another tab, the review shows the new prices and asks to accept', async ({ page }) => {
  test.setTimeout(90_000);
  await bookLinedSeam(page, 'en', { photo: false });
  await page.getByRole('link', { name: m.Cart.checkout }).click();
  await fillDetails(page, 'en');
  await page.getByRole('button', { name: m.Checkout.continueDelivery }).click();
  await page.locator('label.option').first().click();
  await page.getByRole('button', { name: m.Checkout.continueReview }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Checkout.review.heading);
  const shownTotal = norm(await page.locator('.summary .breakdown-row.total dd').first().innerText());

  // Another tab applies a discount code to the same cart (the cart id is the capability).
  const status = await page.evaluate(async () => {
    const id = localStorage.getItem('reprise.cartId');
    const res = await fetch(`/api/sip/shopping-cart/${id}`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ discountCode: 'WELCOME10' }) });
    return res.status;
  });
  expect(status).toBe(200);

  // The review still shows (and sends) the old total: the server refuses with the fresh prices.
  await page.getByRole('button', { name: m.Checkout.review.place }).click();
  const alert = page.getByRole('alert').filter({ hasText: m.Checkout.review.pricesChanged });
  await expect(alert).toBeVisible();
  await expect(alert.locator('.breakdown-row.total dd')).not.toHaveText(shownTotal);
  await expect(alert).toContainText('WELCOME10');
  await expectAccessible(page, 'price changed');
  await page.getByRole('button', { name: m.Checkout.review.acceptPrices }).click();
  await expect(alert).toHaveCount(0);

  // One order however often the button is pressed.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/sip/orders')) posts.push(r.headers()['idempotency-key'] ?? '');
  });
  await page.getByRole('button', { name: m.Checkout.review.place }).dblclick();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Orders.thanks);
  expect(new Set(posts).size).toBe(1);
});

test('keyboard only: the whole booking without a mouse', async ({ page }) => {
  test.setTimeout(120_000);
  const tabTo = async (locator: Locator, max = 60) => {
    for (let i = 0; i < max; i++) {
      if (await locator.evaluate((el) => el === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`could not reach ${locator} with Tab`);
  };
  await page.goto('/en/book?country=FR');
  await tabTo(page.getByLabel(m.Booking.category.zip));
  await page.keyboard.type('75011');
  await page.keyboard.press('Enter');
  await expect(page.locator('.area-ok')).toBeVisible();
  await tabTo(page.getByRole('link', { name: new RegExp(`^${CATALOGUE.category.en}`) }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(CATALOGUE.category.en);
  await tabTo(page.locator('input[name=sub]').first());
  // Arrow keys move within the radio group.
  for (let i = 0; i < 4 && !(await page.locator('label.tile-radio.selected', { hasText: CATALOGUE.sub.en }).count()); i++) await page.keyboard.press('ArrowRight');
  await tabTo(page.getByLabel(CATALOGUE.colour.en));
  await page.keyboard.press('ArrowDown');
  // Tab enters the radio group; the arrow chooses "No".
  await tabTo(page.getByRole('group', { name: CATALOGUE.lined.en }).getByLabel('Yes', { exact: true }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('group', { name: CATALOGUE.lined.en }).getByLabel('No', { exact: true })).toBeChecked();
  await tabTo(page.getByRole('button', { name: m.Booking.continue }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await tabTo(page.locator('li.service', { hasText: CATALOGUE.linedSeam.en }).getByRole('checkbox'));
  await page.keyboard.press('Space');
  await tabTo(page.getByRole('button', { name: m.Booking.continue }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Photos');
  await tabTo(page.getByRole('button', { name: m.Booking.photos.addToCart }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Cart.heading);
  await tabTo(page.getByRole('link', { name: m.Cart.checkout }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Checkout.details.heading);
  await tabTo(page.locator('#d-givenName'));
  await page.keyboard.type('Léa');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Fontaine');
  await page.keyboard.press('Tab');
  await page.keyboard.type('lea.keyboard@example.com');
  await tabTo(page.locator('#d-phoneNational'));
  await page.keyboard.type('0612345678');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12 rue Oberkampf');
  await tabTo(page.locator('[id="d-address.city"]'));
  await page.keyboard.type('Paris');
  await tabTo(page.getByRole('button', { name: m.Checkout.continueDelivery }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Checkout.delivery.heading);
  await tabTo(page.locator('input[name=logistic]').first());
  await page.keyboard.press('Space');
  await tabTo(page.getByRole('button', { name: m.Checkout.continueReview }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Checkout.review.heading);
  await tabTo(page.getByRole('button', { name: m.Checkout.review.place }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Orders.thanks);
});

test('currency follows the store and can be switched while the cart is open', async ({ page }) => {
  test.setTimeout(60_000);
  await bookLinedSeam(page, 'en', { photo: false });
  await expect(page.getByLabel(m.Cart.currency)).toHaveValue('EUR');
  await page.getByLabel(m.Cart.currency).selectOption('GBP');
  // The cart holds a Bonus Réparation: the change is asked first, and nothing changes until confirmed.
  const warning = page.getByRole('alertdialog');
  await expect(warning).toBeFocused();
  await expect(page.locator('.summary .breakdown-row.total dd')).toContainText('€');
  await warning.getByRole('button', { name: m.Site.currencyWarning.confirm }).click();
  await expect(page.locator('.summary .breakdown-row.total dd')).toContainText('£');
  // No Bonus Réparation outside EUR.
  await expect(page.locator('.summary .repair-fund-line')).toHaveCount(0);
  await page.getByLabel(m.Cart.currency).selectOption('EUR');
  await expect(page.locator('.summary .repair-fund-line')).toBeVisible();
});

test('checkout from a fresh device: unused order pages say what to do', async ({ page }) => {
  await page.goto('/en/checkout/review');
  await expect(page.getByText(m.Cart.empty)).toBeVisible();
  await page.goto('/en/cart');
  await expect(page.getByText(m.Cart.empty)).toBeVisible();
  await expectAccessible(page, 'empty cart');
});

test('edit an item from the cart, add another, remove one', async ({ page }) => {
  test.setTimeout(90_000);
  await bookLinedSeam(page, 'en', { photo: false });
  await page.getByRole('button', { name: `Edit ${CATALOGUE.sub.en}` }).click();
  // The item's answers come back, on the step that asked them.
  await expect(page.getByLabel(CATALOGUE.colour.en)).toHaveValue('navy');
  await page.getByLabel(CATALOGUE.colour.en).selectOption('brown');
  await page.getByRole('button', { name: m.Booking.continue }).click();
  const service = page.locator('li.service', { hasText: CATALOGUE.linedSeam.en });
  await expect(service.getByRole('checkbox')).toBeChecked();
  await service.getByLabel(m.Booking.services.quantity).fill('2');
  await page.getByRole('button', { name: m.Booking.continue }).click();
  await page.getByRole('button', { name: m.Booking.photos.saveItem }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Cart.heading);
  await expect(page.locator('.cart-item')).toHaveCount(1);
  await expect(page.locator('.cart-item')).toContainText('× 2');
  await page.locator('.cart-item summary').click();
  await expect(page.locator('.cart-item .attr-summary')).toContainText('Brown');

  await page.getByRole('link', { name: m.Cart.addAnother }).click();
  await expect(page).toHaveURL(/\/en\/book\?zip=75011&country=FR/);
  await page.getByRole('link', { name: new RegExp(`^${CATALOGUE.category.en}`) }).click();
  await page.locator('label.tile-radio', { hasText: CATALOGUE.sub.en }).click();
  await page.getByLabel(CATALOGUE.colour.en).selectOption('beige');
  await page.getByRole('group', { name: CATALOGUE.lined.en }).getByLabel('No', { exact: true }).check();
  await page.getByRole('button', { name: m.Booking.continue }).click();
  await page.locator('li.service', { hasText: 'Take in waist' }).getByRole('checkbox').check();
  await page.getByRole('button', { name: m.Booking.continue }).click();
  await page.getByRole('button', { name: m.Booking.photos.addToCart }).click();
  await expect(page.locator('.cart-item')).toHaveCount(2);
  await expect(page.locator('.cart-link')).toContainText('2');

  await page.getByRole('button', { name: `Remove ${CATALOGUE.sub.en}` }).first().click();
  await expect(page.locator('.cart-item')).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: m.Cart.removed })).toHaveCount(1);
});

test('a refused photo is explained in words and does not block the booking', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/en/book?zip=75011&country=FR');
  await page.getByRole('link', { name: new RegExp(`^${CATALOGUE.category.en}`) }).click();
  await page.locator('label.tile-radio', { hasText: CATALOGUE.sub.en }).click();
  await page.getByLabel(CATALOGUE.colour.en).selectOption('navy');
  await page.getByRole('group', { name: CATALOGUE.lined.en }).getByLabel('No', { exact: true }).check();
  await page.getByRole('button', { name: m.Booking.continue }).click();
  await page.locator('li.service', { hasText: CATALOGUE.linedSeam.en }).getByRole('checkbox').check();
  await page.getByRole('button', { name: m.Booking.continue }).click();
  await page.locator('input[type=file][multiple]').setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not an image at all') });
  const failed = page.locator('.photo.failed');
  await expect(failed).toContainText('receipt.jpg was not accepted:');
  // The server's own reason (problem+json title/detail), not a generic failure.
  await expect(failed).not.toContainText(m.UI.unexpected);
  expect((await failed.innerText()).length).toBeGreaterThan('receipt.jpg was not accepted:'.length + 10);
  await expectAccessible(page, 'refused photo');
  await page.getByRole('button', { name: /Remove receipt\.jpg/ }).click();
  await page.getByRole('button', { name: m.Booking.photos.addToCart }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Cart.heading);
});
