import { expect, test } from '@playwright/test';
import { bearerFor } from './helpers/api-booking';
import { bookLinedSeam, expectHeading, fillDetails, MESSAGES } from './helpers/booking';

// Issue 33 item 3: a customer asks for a warranty repair on the booking's details step and gives the
// receipt's PDF (docs/counter.md#web-warranty); the step does not go on without a proof; the order
// carries the file as its items' `receipt`, its claim pending for staff.
const en = MESSAGES.en;
const w = en.Checkout.warranty;
const ADMIN = { email: 'admin@reprise.demo', password: 'demo-admin-reprise' };
const RECEIPT_PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

test('a guest’s warranty repair with the receipt’s PDF as proof of purchase', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  await bookLinedSeam(page, 'en', { photo: false });
  await page.getByRole('link', { name: en.Cart.checkout }).click();
  await expectHeading(page, en.Checkout.details.heading);
  const email = `warranty-${Date.now()}@example.com`;
  await fillDetails(page, 'en', { givenName: 'Léa', familyName: 'Fontaine', email, phone: '06 12 34 56 78', address: '12 rue Oberkampf', zip: '75011', city: 'Paris' });

  // Asked for, with no proof yet: the step says what is missing and stays.
  await page.getByLabel(w.ask).check();
  await expect(page.getByLabel(w.reason)).toBeVisible();
  await page.getByRole('button', { name: en.Checkout.continueDelivery }).click();
  await expect(page.getByRole('alert').filter({ hasText: w.proofNeeded })).toBeVisible();
  await expectHeading(page, en.Checkout.details.heading);

  await page.getByLabel(w.file).setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: RECEIPT_PDF });
  await page.getByRole('button', { name: w.save }).click();
  await expect(page.getByTestId('warranty-receipt-file')).toHaveText(w.fileOnCart.replace('{name}', 'receipt.pdf'));
  await page.screenshot({ path: 'artifacts/warranty-web-details.png', fullPage: true });
  await page.getByRole('button', { name: en.Checkout.continueDelivery }).click();

  await expectHeading(page, en.Checkout.delivery.heading);
  await page.locator('label.option').first().click();
  await page.getByRole('button', { name: en.Checkout.continueReview }).click();
  await expectHeading(page, en.Checkout.review.heading);
  await page.getByRole('button', { name: en.Checkout.review.place }).click();
  await expectHeading(page, en.Orders.thanks);
  const number = (await page.locator('.order-number').innerText()).trim();

  const admin = await bearerFor(baseURL!, ADMIN);
  const list = await request.get(`/api/sip/admin/orders?q=${encodeURIComponent(number)}`, { headers: admin });
  expect(list.ok(), await list.text()).toBe(true);
  const id = ((await list.json()) as { orders: { id: string }[] }).orders[0]!.id;
  const order = (await (await request.get(`/api/sip/orders/${id}`, { headers: admin })).json()) as { bookingType: string; items: { receipt: { file: { mimeType: string; bytes: number } | null; claim: { status: string } } | null }[] };
  expect(order.bookingType).toBe('warranty');
  expect(order.items[0]!.receipt).toMatchObject({ file: { mimeType: 'application/pdf', bytes: RECEIPT_PDF.length }, claim: { status: 'pending' } });
});
