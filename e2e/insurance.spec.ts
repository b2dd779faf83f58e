import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { pdfPagesText } from '../tests/helpers/pdf-text';
import { bearerFor } from './helpers/api-booking';
import { bookLinedSeam, expectHeading, fillDetails, MESSAGES, money, norm } from './helpers/booking';

// Issue 33 item 2, Done when: a declared value above the postal option's threshold requires insurance
// (docs/insurance.md): the premium (1.5 % of €2,000 = €30.00) is its own line in the review's pricing,
// the order is insured, the label carries the parcel id, and the invoice has the insurance line.
const en = MESSAGES.en;
const ins = en.Checkout.delivery.insurance;
const ADMIN = { email: 'admin@reprise.demo', password: 'demo-admin-reprise' };

test('an insured postal booking: required above the threshold, its line in the pricing, the parcel id on the label, the line on the invoice', async ({ page, request, baseURL }) => {
  test.setTimeout(150_000);
  await bookLinedSeam(page, 'en', { photo: false });
  await page.getByRole('link', { name: en.Cart.checkout }).click();
  await fillDetails(page, 'en', { givenName: 'Léa', familyName: 'Fontaine', email: `insured-${Date.now()}@example.com`, phone: '06 12 34 56 78', address: '12 rue Oberkampf', zip: '75011', city: 'Paris' });
  await page.getByRole('button', { name: en.Checkout.continueDelivery }).click();
  await expectHeading(page, en.Checkout.delivery.heading);

  // The postal option (the first, as in e2e/logistics.spec.ts) takes a declared value.
  await page.locator('label.option').first().click();
  const value = page.getByLabel(ins.label.replace('{currency}', 'EUR'));
  await expect(value).toBeVisible();
  await value.fill('2000');
  const insure = page.getByRole('checkbox', { name: ins.required.split('{')[0]!.trim() });
  await expect(insure).toBeChecked();
  await expect(insure).toBeDisabled();
  await expect(page.getByTestId('insurance-premium')).toHaveText(ins.premium.replace('{price}', money('en', 30)));
  await page.screenshot({ path: 'artifacts/insurance-delivery.png', fullPage: true });
  await page.getByRole('button', { name: en.Checkout.continueReview }).click();

  await expectHeading(page, en.Checkout.review.heading);
  const summary = page.locator('.summary');
  await expect(summary.getByText(en.UI.insurance).first()).toBeVisible();
  expect(norm(await summary.innerText())).toContain(money('en', 30));
  await page.getByRole('button', { name: en.Checkout.review.place }).click();
  await expectHeading(page, en.Orders.thanks);
  const number = (await page.locator('.order-number').innerText()).trim();

  // The label: downloaded from the order page, it names the parcel.
  const link = page.getByRole('link', { name: en.Logistics.label });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const [labelText] = await pdfPagesText(new Uint8Array(fs.readFileSync(await download.path())));

  const admin = await bearerFor(baseURL!, ADMIN);
  const list = await request.get(`/api/sip/admin/orders?q=${encodeURIComponent(number)}`, { headers: admin });
  expect(list.ok(), await list.text()).toBe(true);
  const id = ((await list.json()) as { orders: { id: string }[] }).orders[0]!.id;
  const order = (await (await request.get(`/api/sip/orders/${id}`, { headers: admin })).json()) as { insurance: { status: string; estimatedItemPrice: number; price: number; parcelId: string | null } };
  expect(order.insurance).toMatchObject({ status: 'insured', estimatedItemPrice: 2000, price: 30 });
  expect(order.insurance.parcelId).toMatch(/^P-[0-9A-HJKMNP-TV-Z]{10}$/);
  expect(labelText).toContain(order.insurance.parcelId!);

  // Completed by staff: the invoice carries the premium on a line of its own, without VAT.
  let allowed: string[] = [];
  for (const to of ['in_transit', 'received', 'in_repair', 'repaired', 'way back', 'completed']) {
    const step = to === 'way back' ? allowed.find((s) => s === 'returning' || s === 'ready_for_collection')! : to;
    const res = await request.post(`/api/sip/orders/${id}/transitions`, { headers: admin, data: { to: step } });
    expect(res.ok(), `${step}: ${await res.text()}`).toBe(true);
    allowed = ((await res.json()) as { allowedTransitions: string[] }).allowedTransitions;
  }
  const invoices = (await (await request.get(`/api/sip/orders/${id}/invoices`, { headers: admin })).json()) as { kind: string; document: { lines: { kind: string; amountMinor: number; vatRateBp: number }[] } }[];
  expect(invoices.map((i) => i.kind)).toEqual(['invoice']);
  expect(invoices[0]!.document.lines.find((l) => l.kind === 'insurance')).toMatchObject({ amountMinor: 3000, vatRateBp: 0 });
});
