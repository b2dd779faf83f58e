import { expect, test, type APIResponse, type Page } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import { bearerFor, bookLinedSeamThroughApi, trackingLinkOf } from './helpers/api-booking';
import { expectAccessible } from './helpers/booking';

// Issue 30 (docs/atelier.md): the atelier signs in to its own bench queue, across three browser
// contexts (customer, store staff, atelier): the booking reaches the atelier, which receives it,
// repairs it and marks it repaired; staff send it back and complete it; the customer sees it.

const STAFF_ONLINE = { email: 'staff.online@reprise.demo', password: 'demo-staff-online' };
const ATELIER = { email: 'atelier.montorgueil@reprise.demo', password: 'demo-atelier-montorgueil' };
const A = en.Atelier;

const ok = async <T>(res: Promise<APIResponse>): Promise<T> => {
  const r = await res;
  expect(r.ok(), `${r.url()} ${r.status()} ${await r.text()}`).toBe(true);
  return (await r.json()) as T;
};

/** No horizontal scroll at this width (docs: a 1024 px tablet on the bench, a phone). */
async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

test('a booking reaches the atelier’s queue; the atelier receives, repairs and marks it repaired; the customer follows it to completion', async ({ browser, request, baseURL }) => {
  test.setTimeout(150_000);
  const staff = await bearerFor(baseURL!, STAFF_ONLINE);
  const order = await bookLinedSeamThroughApi(request, `atelier-${Date.now()}@example.com`, { language: 'en' });
  await ok(request.post(`/api/sip/orders/${order.id}/transitions`, { data: { to: 'in_transit' }, headers: staff }));

  // The customer's tracking link, from the e-mails kept for the order.
  const link = await trackingLinkOf(request, order.id, staff);

  // The atelier, on the bench's tablet.
  const bench = await browser.newContext({ locale: 'en-GB', viewport: { width: 1024, height: 768 } });
  const page = await bench.newPage();
  await page.goto('/en/atelier');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(A.signIn.heading);
  await page.getByLabel(en.Account.email).fill(ATELIER.email);
  await page.getByLabel(en.Account.password).fill(ATELIER.password);
  await page.getByRole('button', { name: en.Account.signIn }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(A.queue.heading);
  await expect(page.getByRole('navigation', { name: A.nav.label })).toBeVisible();
  // The ticket's number typed into the scan box (a handheld scanner types it the same way) finds it.
  await page.getByLabel(A.queue.scanLabel).fill(order.orderNumber);
  await page.getByLabel(A.queue.scanLabel).press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${order.orderNumber}`));
  const card = page.locator(`[data-order="${order.orderNumber}"]`);
  await expect(card).toContainText(A.statuses.in_transit);
  await expect(card).toContainText('Tailored trousers');
  await expectAccessible(page, 'atelier queue');
  await expectNoHorizontalScroll(page);

  for (const [step, status] of [['received', 'received'], ['in_repair', 'in_repair'], ['repaired', 'repaired']] as const) {
    await card.getByRole('button', { name: new RegExp(A.steps[step]) }).click();
    await expect(page.getByRole('status').filter({ hasText: `${order.orderNumber}: ${A.statuses[status]}.` })).toBeVisible();
    if (status !== 'repaired') await expect(card).toContainText(A.statuses[status]);
  }
  // Repaired: the bench is done with it, it leaves the queue.
  await expect(card).toHaveCount(0);
  // The same queue on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/atelier');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(A.queue.heading);
  await expectNoHorizontalScroll(page);
  // The staff area is not the atelier's: it lands back on its queue.
  await page.goto('/en/admin');
  await expect(page).toHaveURL(/\/en\/atelier$/);

  // Store staff, in their own context, see who did what, and send it back.
  const desk = await browser.newContext({ locale: 'en-GB' });
  const staffPage = await desk.newPage();
  const history = await ok<{ histories: { status: string; role: string }[] }>(request.get(`/api/sip/orders/${order.id}`, { headers: staff }));
  expect(history.histories.filter((h) => h.role === 'atelier').map((h) => h.status)).toEqual(['received', 'in_repair', 'repaired']);
  for (const to of ['returning', 'completed']) await ok(request.post(`/api/sip/orders/${order.id}/transitions`, { data: { to }, headers: staff }));
  await staffPage.goto('/en/admin');
  await staffPage.getByLabel(en.Account.email).fill(STAFF_ONLINE.email);
  await staffPage.getByLabel(en.Account.password).fill(STAFF_ONLINE.password);
  await staffPage.getByRole('button', { name: en.Account.signIn }).click();
  await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText(en.Admin.orders.heading);
  await staffPage.goto(`/en/admin/orders/${order.id}`);
  await expect(staffPage.locator('.detail-badges')).toContainText(en.Admin.statuses.completed);

  // The customer, on a phone, follows it to completion.
  const phone = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  const tracking = await phone.newPage();
  await tracking.goto(link);
  await expect(tracking.getByText(en.Orders.statuses.completed).first()).toBeVisible();

  await Promise.all([bench.close(), desk.close(), phone.close()]);
});
