import { expect, test, type Browser, type Page } from '@playwright/test';
import { readPdf } from '../tests/helpers/pdf';
import en from '../messages/en.json' with { type: 'json' };
import { bookLinedSeamThroughApi } from './helpers/api-booking';
import { expectAccessible } from './helpers/booking';
import { atTheCounter, tailoredTrousers } from './helpers/counter';

// The store counter (issue 20): search as staff type it, the ticket's print view and PDF, bulk
// steps, the table on a counter tablet (1024 px) and a phone (390 px).
const A = en.Admin;
const C = en.Counter;
const STAFF_ONLINE = { email: 'staff.online@reprise.demo', password: 'demo-staff-online' }; // web bookings' store
const tag = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test.describe.configure({ mode: 'parallel' });

async function signedIn(browser: Browser, width = 1280, options: { hasTouch?: boolean } = {}): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width, height: width < 600 ? 844 : 800 }, ...options });
  const page = await context.newPage();
  await page.goto('/en/admin');
  await page.getByLabel(en.Account.email).fill(STAFF_ONLINE.email);
  await page.getByLabel(en.Account.password).fill(STAFF_ONLINE.password);
  await page.getByRole('button', { name: en.Account.signIn }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(A.orders.heading);
  return { page, close: () => context.close() };
}

async function search(page: Page, q: string) {
  await page.getByRole('searchbox', { name: A.filters.search }).fill(q);
  await page.getByRole('button', { name: C.search.go, exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=/);
}

test('a surname fragment without its accent finds the order; its ticket prints and its PDF names it', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const t = tag();
  const placed = await bookLinedSeamThroughApi(request, `t-${t}@example.com`, { language: 'en', name: { givenName: 'Zoë', familyName: `Lefèvre${t}` } });
  const { page, close } = await signedIn(browser);
  await search(page, `efevre${t}`);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table')).toContainText(`Lefèvre${t}`);
  await page.getByRole('table').getByRole('link', { name: placed.orderNumber }).click();

  await page.getByRole('link', { name: C.print.printView }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(C.print.heading.replace('{number}', placed.orderNumber));
  await expect(page.getByRole('article', { name: `${C.ticket.title} ${placed.orderNumber}` })).toContainText(`Zoë Lefèvre${t}`);
  await expectAccessible(page, 'ticket');
  // On paper: the ticket and the tags, none of the page around them.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.ticket')).toBeVisible();
  await expect(page.locator('.tag')).toHaveCount(1);
  await expect(page.locator('.admin-bar')).toBeHidden();
  await expect(page.getByRole('button', { name: C.print.printView })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  const res = await page.request.get(`/api/sip/admin/orders/${placed.id}/ticket?lang=en`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const pdf = await readPdf(new Uint8Array(await res.body()));
  expect(pdf.text).toContain(placed.orderNumber);
  expect(pdf.qrs[0]).toMatch(new RegExp(`/en/admin/orders/${placed.id}$`));
  await close();
});

test('three booked orders move to in transit in one bulk step', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const t = tag();
  const placed = [];
  for (let i = 0; i < 3; i++) placed.push(await bookLinedSeamThroughApi(request, `bulk-${t}@example.com`, { language: 'en' }));
  const { page, close } = await signedIn(browser);
  await search(page, `bulk-${t}`);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(4);
  await page.getByRole('checkbox', { name: C.table.selectAll }).check();
  const bar = page.getByRole('region', { name: C.bulk.label });
  await expect(bar).toContainText('3 orders selected');
  await bar.getByLabel(C.bulk.moveTo).selectOption('in_transit');
  await expectAccessible(page, 'bulk');
  await bar.getByRole('button', { name: 'Apply to 3 orders' }).click();
  await expect(bar.getByRole('status')).toContainText('3 orders changed, none refused.');
  await expect(page.getByRole('table').getByText(A.statuses.in_transit, { exact: true })).toHaveCount(3);
  await close();
});

test('the table fits a 1024 px counter tablet; on a phone the orders come first', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const t = tag();
  for (let i = 0; i < 2; i++) await bookLinedSeamThroughApi(request, `wide-${t}-a-rather-long-address@example-company.com`, { language: 'en', name: { givenName: 'Maximilienne', familyName: `Delacroix-Beaumarchais${t}` } });
  const { page, close } = await signedIn(browser, 1024);
  await search(page, `wide-${t}`);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
  const overflow = await page.evaluate(() => {
    const wrap = document.querySelector('.table-wrap')!;
    return { table: wrap.scrollWidth - wrap.clientWidth, page: document.documentElement.scrollWidth - window.innerWidth };
  });
  expect(overflow).toEqual({ table: 0, page: 0 });
  await expectAccessible(page, 'table 1024');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload(); // as a phone opens it
  await expect(page.getByRole('table')).toBeHidden();
  const firstCard = page.locator('.order-card').first();
  await expect(firstCard).toBeVisible();
  // The filters are folded: the first order shows on the first screen.
  expect((await firstCard.boundingBox())!.y).toBeLessThan(844);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await close();
});

test('the scan box opens the order from a tag’s address typed by a handheld scanner, and follows no other site (issue #35.7)', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const placed = await bookLinedSeamThroughApi(request, `scan-${tag()}@example.com`, { language: 'en' });
  const { page, close } = await signedIn(browser);
  await page.goto('/en/admin/scan');
  const box = page.getByLabel(C.scan.number);
  // A handheld scanner is a keyboard: it types the QR's text (docs/counter.md#garment-ticket),
  // this deployment's address of the order, then Enter.
  const origin = new URL(page.url()).origin;
  await box.click();
  await page.keyboard.type(`${origin}/en/admin/orders/${placed.id}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/admin/orders/${placed.id}$`));

  // The same path on another site: not found, and the page stays where it is.
  await page.goto('/en/admin/scan');
  await box.click();
  await page.keyboard.type(`https://reprise.example.invalid/en/admin/orders/${placed.id}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: C.scan.notFound })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/en/admin/scan');

  // The number itself (the Code 128 of the ticket) still opens it.
  await box.fill(placed.orderNumber);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/admin/orders/${placed.id}$`));
  await close();
});

test('a counter booking with two garments: each its own item of one order', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, close } = await atTheCounter(browser);
  const garment = () => tailoredTrousers(page);
  await garment();
  await page.getByRole('button', { name: C.garments.add }).click();
  await expect(page.getByRole('heading', { name: '1 garment added' })).toBeVisible();
  await expect(page.getByLabel(A.counter.category)).toHaveValue('');
  await garment();
  await page.getByLabel(A.counter.givenName).fill('Inès');
  await page.getByLabel(A.counter.familyName).fill(`Comptoir${tag()}`);
  await page.getByLabel(A.counter.email).fill(`two-${Date.now()}@example.com`);
  await page.locator('#c-phoneNational').fill('06 11 22 33 44');
  // Sent back by courier: the address is asked (docs/counter.md#no-address).
  await page.getByLabel(C.inStore.label).uncheck();
  await page.getByLabel(A.counter.address).fill('3 rue de Turenne');
  await page.getByLabel(A.counter.zipCode).fill('75003');
  await page.getByLabel(A.counter.city).fill('Paris');
  await expectAccessible(page, 'counter two garments');
  await page.getByRole('button', { name: A.counter.continue }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(A.counter.confirmHeading);
  await page.getByRole('button', { name: A.counter.confirm }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order R-\d{4}-\d{6}$/);
  const id = page.url().split('/').pop()!;
  const detail = await (await page.request.get(`/api/sip/admin/orders/${id}`)).json();
  expect(detail.order.items).toHaveLength(2);
  // Right after the booking: the ticket, with a tag per garment.
  await page.getByRole('link', { name: C.print.printView }).click();
  await expect(page.locator('.tag')).toHaveCount(2);
  await close();
});

test('order photos open in a lightbox: counter, arrow keys, zoom, Escape back to the thumbnail, a swipe on a phone', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const L = en.Lightbox;
  const placed = await bookLinedSeamThroughApi(request, `photos-${tag()}@example.com`, { language: 'en', photos: 2 });
  const photosOf = A.detail.photos.replace('{item}', 'Tailored trousers');
  const alt = (n: number) => A.detail.photoAlt.replace('{n}', String(n)).replace('{item}', 'Tailored trousers');

  const { page, close } = await signedIn(browser);
  await page.goto(`/en/admin/orders/${placed.id}`);
  const thumbs = page.getByRole('list', { name: photosOf }).getByRole('link');
  await expect(thumbs).toHaveCount(2);
  // Still links to the full-size files (what works without JavaScript).
  await expect(thumbs.first()).toHaveAttribute('href', /\/api\/sip\/photos\/[\w-]+\/full$/);
  // The lightbox's code and styles are not part of the page until a thumbnail asks for them.
  const lightboxLoaded = () =>
    page.evaluate(async () => {
      const scripts = performance.getEntriesByType('resource').map((r) => r.name).filter((u) => /\.js(\?|$)/.test(u));
      const bodies = await Promise.all(scripts.map(async (u) => (await fetch(u)).text()));
      return [document.documentElement.outerHTML, ...bodies].some((text) => text.includes('lightbox-stage'));
    });
  expect(await lightboxLoaded()).toBe(false);

  await thumbs.first().click();
  const dialog = page.getByRole('dialog', { name: photosOf });
  await expect(dialog).toBeVisible();
  expect(await lightboxLoaded()).toBe(true);
  const count = dialog.locator('.lightbox-count');
  const photo = dialog.getByRole('img', { name: alt(1) });
  await expect(count).toHaveText(L.counter.replace('{n}', '1').replace('{total}', '2'));
  await expect(photo).toBeVisible();
  await expect(dialog.getByRole('button', { name: L.close })).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await expect(count).toHaveText('2 / 2');
  const second = dialog.getByRole('img', { name: alt(2) });
  await expect(second).toBeVisible();
  await expect(second).toHaveAttribute('style', /scale\(1\)/);
  await page.keyboard.press('+');
  await expect(second).toHaveAttribute('style', /scale\(1\.5\)/);
  await expect(dialog.getByRole('button', { name: `150%, ${L.resetZoom}` })).toBeVisible();
  await dialog.getByRole('button', { name: L.zoomIn }).click();
  await expect(second).toHaveAttribute('style', /scale\(2\.25\)/);
  await expectAccessible(page, 'lightbox open');
  await page.screenshot({ path: 'artifacts/screenshots/lightbox-zoomed-1280x800.png' });
  await page.keyboard.press('0');
  await expect(second).toHaveAttribute('style', /scale\(1\)/);
  // Round the end: the first photo again.
  await page.keyboard.press('ArrowRight');
  await expect(count).toHaveText('1 / 2');
  await page.keyboard.press('ArrowLeft');
  await expect(count).toHaveText('2 / 2');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus is back on the thumbnail of the photo last shown.
  await expect(thumbs.nth(1)).toBeFocused();
  await close();

  // A phone: real touch events (Chromium's DevTools protocol), which the page gets as pointer events.
  const phone = await signedIn(browser, 390, { hasTouch: true });
  await phone.page.goto(`/en/admin/orders/${placed.id}`);
  await phone.page.getByRole('list', { name: photosOf }).getByRole('link').first().tap();
  const onPhone = phone.page.getByRole('dialog', { name: photosOf });
  await expect(onPhone.locator('.lightbox-count')).toHaveText('1 / 2');
  const box = (await onPhone.locator('.lightbox-stage').boundingBox())!;
  const cdp = await phone.page.context().newCDPSession(phone.page);
  const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  const y = box.y + box.height / 2;
  await touch('touchStart', [{ x: box.x + box.width * 0.8, y }]);
  for (const f of [0.65, 0.5, 0.35, 0.2]) await touch('touchMove', [{ x: box.x + box.width * f, y }]);
  await touch('touchEnd', []);
  await expect(onPhone.locator('.lightbox-count')).toHaveText('2 / 2');
  await expect(onPhone.getByRole('img', { name: alt(2) })).toBeVisible();
  await phone.page.screenshot({ path: 'artifacts/screenshots/lightbox-390x844.png' });
  // Two fingers apart: the photo zooms (pinch), and a one-finger drag then pans it instead of swiping.
  const cx = box.x + box.width / 2;
  await touch('touchStart', [{ x: cx - 40, y }, { x: cx + 40, y }]);
  for (const d of [60, 80, 100]) await touch('touchMove', [{ x: cx - d, y }, { x: cx + d, y }]);
  await touch('touchEnd', []);
  const zoomed = onPhone.getByRole('img', { name: alt(2) });
  await expect(zoomed).toHaveAttribute('style', /scale\(2\.5\)/);
  await touch('touchStart', [{ x: cx, y }]);
  for (const dx of [30, 60, 90]) await touch('touchMove', [{ x: cx - dx, y }]);
  await touch('touchEnd', []);
  await expect(onPhone.locator('.lightbox-count')).toHaveText('2 / 2');
  await expect(zoomed).toHaveAttribute('style', /translate\(-\d/);
  await phone.close();
});
