import { expect, test } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import { expectAccessible, screenshots } from './helpers/booking';
import { atTheCounter, tailoredTrousers } from './helpers/counter';

// Issue #33.1 (docs/counter.md#signature): on the counter's tablet, right after an in-store
// booking, the customer signs in the box; the order keeps the signature and the ticket prints it.

const A = en.Admin;
const S = en.Admin.signature;

test('the customer signs on the counter’s tablet after an in-store booking, and the ticket shows the signature', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, close } = await atTheCounter(browser, { viewport: { width: 1024, height: 768 }, hasTouch: true });
  await tailoredTrousers(page);
  await page.getByLabel(A.counter.givenName).fill('Łukasz');
  await page.getByLabel(A.counter.familyName).fill('Podpis');
  await page.getByLabel(A.counter.email).fill(`sign-${Date.now()}@example.com`);
  await page.locator('#c-phoneNational').fill('06 11 22 33 44');
  await page.getByRole('button', { name: A.counter.continue }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(A.counter.confirmHeading);
  await page.getByRole('button', { name: A.counter.confirm }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order R-\d{4}-\d{6}$/);
  const id = page.url().split('/').pop()!;

  const panel = page.locator('section', { has: page.getByRole('heading', { name: S.heading }) });
  const save = panel.getByRole('button', { name: S.save });
  await expect(save).toBeDisabled(); // nothing drawn yet
  const pad = panel.getByRole('img', { name: S.padLabel });
  await expect(pad).toBeVisible();
  await expect(pad).toHaveAttribute('data-ready', 'true'); // signature_pad loads with the panel
  await expectAccessible(page, 'signature box');
  await pad.scrollIntoViewIfNeeded(); // below the actions on a 768 px tablet: the mouse only reaches what is in view
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let i = 1; i <= 30; i++) await page.mouse.move(box.x + 20 + i * ((box.width - 40) / 30), box.y + box.height * (0.5 + 0.3 * Math.sin(i / 3)), { steps: 2 });
  await page.mouse.up();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(panel.getByRole('img', { name: 'Signature of Łukasz Podpis' })).toBeVisible();
  await expect(panel).toContainText(S.signed);
  await screenshots(page, 'signature-signed');

  const order = (await (await page.request.get(`/api/sip/orders/${id}`)).json()) as { customerSignature: { mimeType: string; width: number } | null };
  expect(order.customerSignature).toMatchObject({ mimeType: 'image/png' });
  expect(order.customerSignature!.width).toBeGreaterThan(100);

  await page.getByRole('link', { name: en.Counter.print.printView }).click();
  await expect(page.locator('.ticket-signature img')).toBeVisible();
  await expect(page.locator('.ticket-signature')).toContainText('Łukasz Podpis');
  await close();
});
