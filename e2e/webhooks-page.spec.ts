import { expect, test } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import { expectAccessible } from './helpers/booking';

// The admin Webhooks page (issue 35 item 9, docs/integrators.md#webhook-url-taken): a full-width URL
// field, a table of endpoints with its headers, and a URL subscribed twice refused on the field.
const N = en.Notifications;

test('an admin subscribes an endpoint, sees it in the table, and cannot subscribe its URL twice', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/en/admin');
  await page.getByLabel(en.Account.email).fill('admin@reprise.demo');
  await page.getByLabel(en.Account.password).fill('demo-admin-reprise');
  await page.getByRole('button', { name: en.Account.signIn }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.Admin.orders.heading);
  await page.getByRole('link', { name: en.Admin.nav.webhooks }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(N.webhooksTitle);

  const url = page.getByRole('textbox', { name: N.webhookUrl });
  // As wide as a URL needs: at least 600 px of the 1024 px page.
  expect((await url.boundingBox())!.width).toBeGreaterThanOrEqual(600);
  // A public address given as such: a name would be resolved at registration (SSRF guard), and this
  // machine has no DNS. The endpoint is removed at the end, before any delivery is due.
  const address = `https://93.184.216.34/reprise/${Date.now()}`;
  await url.fill(address);
  await page.getByRole('button', { name: N.webhookAdd }).click();
  await expect(page.getByRole('status')).toContainText(N.webhookSecret.split(':')[0]!);
  const table = page.getByRole('table', { name: N.webhookListCaption });
  await expect(table.getByRole('columnheader')).toHaveText([N.webhookUrl, N.webhookEvents, N.webhookStore, N.webhookCreated]);
  await expect(table.getByRole('rowheader', { name: address })).toBeVisible();

  await url.fill(address);
  await page.getByRole('button', { name: N.webhookAdd }).click();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#wh-url-error')).toContainText(`${address} already receives order events`);
  await expect(table.getByRole('rowheader', { name: address })).toHaveCount(1);
  await expectAccessible(page, 'webhooks page');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  const id = (await table.getByRole('rowheader', { name: address }).getByRole('link').getAttribute('href'))!.replace('#wh-', '');
  expect(await page.evaluate(async (path) => (await fetch(path, { method: 'DELETE', credentials: 'same-origin' })).status, `/api/sip/admin/webhooks/${encodeURIComponent(id)}`)).toBe(204);
});
