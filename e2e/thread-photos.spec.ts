import { expect, request as playwrightRequest, test, type Browser, type Locator, type Page } from '@playwright/test';
import { bearerFor, bookLinedSeamThroughApi } from './helpers/api-booking';
import { expectAccessible, MESSAGES, photoFile } from './helpers/booking';

// docs/atelier.md#message-images: a photo sent with a message of the order's thread reaches the
// other party. The signed-in customer (on a phone, its order page) sends one, the atelier (on its
// bench tablet) sees it and answers with one of its own, which the customer then sees. Each photo is
// checked loaded (its thumbnail decoded), not only listed.

const CUSTOMER = { email: 'camille@reprise.demo', password: 'demo-customer-camille' };
const ATELIER = { email: 'atelier.montorgueil@reprise.demo', password: 'demo-atelier-montorgueil' };
const en = MESSAGES.en;
const T = en.Thread;
/** The alt text of a thread photo, whoever sent it: "Photo 1 sent by …". */
const photoAlt = (n: number) => new RegExp(`^${T.imageAlt.replace('{n}', String(n)).split('{author}')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Signs in on `path`'s sign-in form; waits for the form to be gone (signed in) before the caller leaves the page (the account page has password fields of its own). */
async function signedIn(browser: Browser, path: string, who: { email: string; password: string }, device: { viewport: { width: number; height: number }; isMobile?: boolean }): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-GB', viewport: device.viewport, hasTouch: true, isMobile: device.isMobile ?? false });
  const page = await context.newPage();
  await page.goto(path);
  await page.getByLabel(en.Account.email).fill(who.email);
  await page.getByLabel(en.Account.password).fill(who.password);
  await page.getByRole('button', { name: en.Account.signIn }).click();
  await expect(page.locator('.sign-in-form')).toHaveCount(0);
  return page;
}

/** Writes a message with one photo on the page's thread, and waits for it to be sent. */
async function sendWithPhoto(page: Page, text: string, file: string) {
  await page.getByLabel(T.label).fill(text);
  await page.getByLabel(T.imagesLabel).setInputFiles(await photoFile(file));
  await page.getByRole('button', { name: T.send, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: T.sent })).toBeVisible({ timeout: 30_000 });
}

/** The thread's message holding `text`, with its one photo shown and decoded. */
async function expectPhotoIn(page: Page, text: string): Promise<Locator> {
  const message = page.locator('.thread-list > li').filter({ hasText: text });
  await expect(message).toHaveCount(1, { timeout: 15_000 });
  const image = message.getByRole('img', { name: photoAlt(1) });
  await expect(image).toHaveCount(1);
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
  return message;
}

test('a photo sent on the order thread reaches the other party: the customer’s to the atelier, the atelier’s to the customer', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  // Camille's order with the Montorgueil atelier, booked through the API with her account (so it is hers on her order page).
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: await bearerFor(baseURL!, CUSTOMER) });
  const order = await bookLinedSeamThroughApi(api, CUSTOMER.email, { language: 'en', name: { givenName: 'Camille', familyName: 'Durand' } });
  await api.dispose();

  // The customer, on a phone: her order page offers photos with a message (she is signed in).
  const phone = await signedIn(browser, '/en/account/sign-in', CUSTOMER, { viewport: { width: 390, height: 844 }, isMobile: true });
  await phone.goto(`/en/orders/${order.id}`);
  await expect(phone.getByRole('heading', { level: 1 })).toContainText(order.orderNumber);
  const ask = 'The tear is on the left knee, see the photo.';
  await sendWithPhoto(phone, ask, 'knee.jpg');
  await expectPhotoIn(phone, ask);
  await expectAccessible(phone, 'customer order page with a thread photo (phone)');

  // The atelier, on its bench tablet: the customer's photo is on the order's page, under her message.
  const bench = await signedIn(browser, '/en/atelier', ATELIER, { viewport: { width: 1024, height: 768 } });
  await bench.goto(`/en/atelier/orders/${order.id}`);
  await expect(bench.getByRole('heading', { level: 1 })).toHaveText(T.orderHeading.replace('{number}', order.orderNumber));
  const theirs = await expectPhotoIn(bench, ask);
  await expect(theirs).toHaveAttribute('data-role', 'customer');
  // The thumbnail opens the photo large (the shared lightbox).
  await theirs.getByRole('img', { name: photoAlt(1) }).click();
  await expect(bench.getByRole('dialog')).toBeVisible();
  await bench.keyboard.press('Escape');
  await expect(bench.getByRole('dialog')).toHaveCount(0);

  // The atelier answers with a photo of its own.
  const reply = 'Seen: here is the fabric we will use for the patch.';
  await sendWithPhoto(bench, reply, 'patch.jpg');
  await expect(await expectPhotoIn(bench, reply)).toHaveAttribute('data-role', 'atelier');
  await expectAccessible(bench, 'atelier order page with thread photos (tablet)');

  // The customer sees the atelier's photo on her order page, and still her own.
  await phone.reload();
  await expect(await expectPhotoIn(phone, reply)).toHaveAttribute('data-role', 'atelier');
  await expectPhotoIn(phone, ask);
});
