import { expect, test } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import { bookLinedSeam, checkout, expectAccessible } from './helpers/booking';

// Issue 15: after a booking in the browser, staff read the confirmation e-mail on the order's
// page, and its tracking link opens the order in a fresh browser with no cookie.

const N = en.Notifications;
const STAFF_ONLINE = { email: 'staff.online@reprise.demo', password: 'demo-staff-online' };

test('the booking’s confirmation e-mail shows on the staff order page, and its tracking link opens the order with no cookie', async ({ browser }) => {
  test.setTimeout(240_000);
  const customer = await browser.newContext({ locale: 'en-GB' });
  const page = await customer.newPage();
  await bookLinedSeam(page, 'en');
  const number = await checkout(page, 'en');
  const orderId = new URL(page.url()).pathname.split('/').at(-1)!;
  await customer.close();

  const staff = await browser.newContext({ locale: 'en-GB' });
  const admin = await staff.newPage();
  await admin.goto('/en/admin');
  await admin.getByLabel(en.Account.email).fill(STAFF_ONLINE.email);
  await admin.getByLabel(en.Account.password).fill(STAFF_ONLINE.password);
  await admin.getByRole('button', { name: en.Account.signIn }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(en.Admin.orders.heading); // signed in (the sign-in page has an h1 too)
  await admin.goto(`/en/admin/orders/${orderId}`);
  const panel = admin.getByRole('region', { name: N.messagesTitle });
  const subject = N.kinds.confirmation.subject.replace('{number}', number);
  await expect(panel).toContainText(subject, { timeout: 15_000 });
  // No SMTP_URL here: the message is rendered and kept, and says so.
  await expect(panel).toContainText(N.messageStatus.kept);
  await panel.getByText(N.messageShow).first().click();
  const text = await panel.locator('pre.message-text').first().innerText();
  expect(text).toContain(number);
  await expectAccessible(admin, 'order messages');
  const link = /https?:\/\/\S+\/en\/track\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];
  expect(link).toBeDefined();
  await staff.close();

  const fresh = await browser.newContext({ locale: 'en-GB' });
  expect(await fresh.cookies()).toHaveLength(0);
  const tracked = await fresh.newPage();
  await tracked.goto(new URL(link!).pathname);
  await expect(tracked.getByRole('heading', { level: 1 })).toContainText(number);
  await expect(tracked.locator('#track-status').getByText(en.Orders.statuses.booked)).toBeVisible();
  // The page opened from the e-mail shows the next step and the timeline (docs/notifications.md#state).
  await expect(tracked.getByRole('heading', { name: en.Orders.next })).toBeVisible();
  await expect(tracked.getByRole('heading', { name: en.Orders.timeline })).toBeVisible();
  await tracked.getByRole('button', { name: en.Orders.cancel.button }).click();
  await tracked.getByRole('button', { name: en.Orders.cancel.yes }).click();
  await expect(tracked.locator('#track-status').getByText(en.Orders.statuses.cancelled)).toBeVisible();
  await expectAccessible(tracked, 'tracking page');
  await fresh.close();
});
