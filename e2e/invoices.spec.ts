import { expect, test, type Browser, type Page } from '@playwright/test';
import fs from 'node:fs';
import { parseCsv } from '../lib/admin/csv';
import en from '../messages/en.json' with { type: 'json' };
import fr from '../messages/fr.json' with { type: 'json' };
import { bearerFor, bookLinedSeamThroughApi } from './helpers/api-booking';
import { expectAccessible, screenshots } from './helpers/booking';

// Issue #23: staff complete an order and print its invoice; the customer downloads it in French;
// an admin downloads the month's Bonus Réparation claim file and marks its lines filed.

const A = en.Admin;
const STAFF_ONLINE = { email: 'staff.online@reprise.demo', password: 'demo-staff-online' };
const ADMIN = { email: 'admin@reprise.demo', password: 'demo-admin-reprise' };

test.describe.configure({ mode: 'serial' });

let placed: { id: string; orderNumber: string };
let invoiceNumber = '';

async function signIn(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto('/en/admin');
  await page.getByLabel(en.Account.email).fill(who.email);
  await page.getByLabel(en.Account.password).fill(who.password);
  await page.getByRole('button', { name: en.Account.signIn }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(A.orders.heading);
  return page;
}

test('staff complete an order and print its invoice', async ({ browser, request, baseURL }) => {
  test.setTimeout(90_000);
  placed = await bookLinedSeamThroughApi(request, `invoice-${Date.now()}@example.com`);
  const staff = await bearerFor(baseURL!, STAFF_ONLINE);
  let allowed: string[] = [];
  for (const to of ['in_transit', 'received', 'in_repair', 'repaired', 'way back']) {
    // The way back follows the order's logistics (docs/decisions.md#statuses).
    const step = to === 'way back' ? allowed.find((s) => s === 'returning' || s === 'ready_for_collection')! : to;
    const res = await request.post(`/api/sip/orders/${placed.id}/transitions`, { data: { to: step }, headers: staff });
    expect(res.status()).toBe(200);
    allowed = ((await res.json()) as { allowedTransitions: string[] }).allowedTransitions;
  }
  const page = await signIn(browser, STAFF_ONLINE);
  await page.goto(`/en/admin/orders/${placed.id}`);
  await expect(page.getByRole('heading', { name: en.Invoices.heading })).toHaveCount(0);
  const actions = page.locator('section', { has: page.getByRole('heading', { name: A.detail.actions }) });
  await actions.getByRole('radio', { name: A.statuses.completed, exact: true }).check();
  await actions.getByRole('button', { name: A.detail.moveButton.replace('{status}', A.statuses.completed) }).click();
  const print = page.getByRole('link', { name: new RegExp(`^${en.Invoices.print} · F-\\d{4}-WEB-\\d{6}$`) });
  await expect(print).toBeVisible();
  invoiceNumber = (await print.innerText()).split(' · ')[1]!;
  await expect(print).toHaveAttribute('target', '_blank');
  const [popup] = await Promise.all([page.waitForEvent('popup'), print.click()]);
  expect(popup.url()).toContain(`/api/sip/orders/${placed.id}/invoice.pdf`);
  const pdf = await page.request.get(`/api/sip/orders/${placed.id}/invoice.pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await page.context().close();
});

test('the customer downloads the invoice from the order page, in French', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`/fr/orders/${placed.id}`);
  const link = page.getByRole('link', { name: `${fr.Invoices.download} · ${invoiceNumber}` });
  await expect(link).toBeVisible();
  await expectAccessible(page, 'order page with invoice');
  await screenshots(page, 'invoice-order-page');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  expect(fs.readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');
  await context.close();
});

test('an admin downloads the month’s claim CSV and marks the lines filed', async ({ browser }) => {
  const page = await signIn(browser, ADMIN);
  await page.getByRole('link', { name: en.Claims.nav }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.Claims.heading);
  await expect(page.getByLabel(en.Claims.provider)).toHaveValue(/.+/);
  const row = page.getByRole('row', { name: new RegExp(invoiceNumber) });
  await expect(row).toContainText(en.Claims.statuses.to_file);
  await expectAccessible(page, 'claims');
  await screenshots(page, 'claims');
  // On a phone the table stays (it scrolls sideways), with every control reachable.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  await expectAccessible(page, 'claims 390');
  await page.setViewportSize({ width: 1280, height: 800 });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: en.Claims.csv }).click()]);
  const [header, ...rows] = parseCsv(fs.readFileSync((await download.path())!, 'utf8'));
  const line = rows.find((r) => r[header!.indexOf('invoice_number')] === invoiceNumber)!;
  expect(line[header!.indexOf('bonus_amount')]).toBe('8.00');
  expect(line[header!.indexOf('claim_status')]).toBe('to_file');

  await page.getByRole('checkbox', { name: en.Claims.selectAll }).check();
  await page.getByLabel(en.Claims.bulkStatus).selectOption('filed');
  await page.getByLabel(en.Claims.note).fill('Filed on the Refashion portal');
  await page.getByRole('button', { name: new RegExp(`^${en.Claims.apply}`) }).click();
  await expect(page.getByRole('status')).toContainText(/updated/);
  await expect(row).toContainText(en.Claims.statuses.filed);
  await expect(row).toContainText('Filed on the Refashion portal');
  await page.context().close();
});
