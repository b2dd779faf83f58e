import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { startSmtp } from '../tests/helpers/smtp';
import { bookLinedSeam, checkout, expectAccessible, expectHeading, fillDetails, GUEST, MESSAGES, type Locale } from './helpers/booking';
import { OWN_PORTS } from './helpers/ports';

// Issue 21, items 5 and 6: sign-up from the header, password reset through the e-mailed link, a
// saved address prefilling the next booking, the data export, erasure. The reset e-mail must
// really leave, so this file runs its own server (port E2E_PORT + 1) with a test SMTP server.

const PORT = OWN_PORTS.account;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'a long enough passphrase';
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: ChildProcess;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtp();
  server = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(PORT)], {
    env: { ...process.env, PGLITE_DIR: 'memory://', DATABASE_URL: '', REPRISE_ENV: 'test', MALLOC_ARENA_MAX: '2', SMTP_URL: smtp.url, APP_ORIGIN: ORIGIN },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${ORIGIN}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the account test server did not start');
});

test.afterAll(async () => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  await smtp?.close();
});

const email = (tag: string) => `${tag}-${Date.now()}@example.com`;

async function signUpFromHeader(page: Page, locale: Locale, address: string) {
  const s = MESSAGES[locale].AccountSelf;
  await page.goto(`/${locale}`);
  await page.getByRole('navigation').getByRole('link', { name: s.navSignUp }).click();
  await expectHeading(page, s.signUpTitle);
  // Labels end in a required mark; the ids are the form's own (app/[locale]/account/sign-up).
  await expect(page.getByLabel(s.givenName)).toBeVisible();
  await page.locator('#su-givenName').fill('Noé');
  await page.locator('#su-familyName').fill('Garnier');
  await page.locator('#su-email').fill(address);
  await page.locator('#su-password').fill('password123');
  await page.getByRole('button', { name: s.signUpSubmit }).click();
  // The server's own sentence, in place, for a common password.
  await expect(page.locator('#su-password-error')).toHaveText(MESSAGES[locale].AuthErrors.common);
  await page.locator('#su-password').fill(PASSWORD);
  await page.getByRole('button', { name: s.signUpSubmit }).click();
  // No account yet: the link e-mailed to the address makes it (docs/decisions.md#signup-confirmation).
  await expect(page.getByRole('status')).toHaveText(s.signUpSent.replace('{email}', address));
  const link = await mailedLink(locale, address, 'signup_confirmation');
  await page.goto(`${link.pathname}${link.hash}`);
  await expectHeading(page, s.confirmTitle);
  await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(''); // the token leaves the address bar
  await page.getByRole('button', { name: s.confirmSubmit }).click();
  await expectHeading(page, s.accountTitle);
  await expect(page.getByRole('navigation').getByRole('link', { name: s.navAccount })).toBeVisible();
  return link;
}

/** The link of the one message of this kind the test SMTP server received for the address, in the page's language. */
async function mailedLink(locale: Locale, address: string, kind: 'signup_confirmation' | 'password_reset' | 'signup_attempt') {
  const subject = MESSAGES[locale].AccountMail[kind].subject;
  const mine = () => smtp.received.filter((m) => m.to === address && m.subject === subject);
  await expect.poll(() => mine().length, { timeout: 20_000 }).toBe(1);
  const mail = mine()[0]!;
  expect(mail.language).toBe(locale);
  return new URL(/https?:\/\/\S+#token=[A-Za-z0-9_-]{43}/.exec(mail.text)![0]);
}

test('fr: sign-up from the header, a saved address prefills the booking, the export holds the order, the device link survives sign-out, erasure pseudonymizes', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const locale: Locale = 'fr';
  const s = MESSAGES.fr.AccountSelf;
  const address = email('noe');
  await signUpFromHeader(page, locale, address);
  await expectAccessible(page, 'account page');

  await page.getByRole('button', { name: s.addAddress }).click();
  const form = page.getByRole('form', { name: s.addAddress });
  await form.getByLabel(s.label).fill('Maison');
  await form.locator('#ad-phone').fill('+33 6 11 22 33 44');
  await form.locator('#ad-address-address').fill('8 rue de la Roquette');
  await form.locator('#ad-address-zipCode').fill('75011');
  await form.locator('#ad-address-city').fill('Paris');
  await form.getByRole('button', { name: s.save, exact: true }).click();
  await expect(page.locator('.address-list li')).toContainText('8 rue de la Roquette');
  await expect(page.locator('.address-list li')).toContainText(s.defaultBadge);

  await bookLinedSeam(page, locale, { photo: false });
  await page.getByRole('link', { name: MESSAGES.fr.Cart.checkout }).click();
  await expect(page.locator('[id="d-address.address"]')).toHaveValue('8 rue de la Roquette');
  await expect(page.locator('#d-phoneNational')).toHaveValue(/11 ?22 ?33 ?44/);
  await expect(page.locator('#d-email')).toHaveValue(address);
  const number = await checkout(page, locale, { customer: null, fromDetails: true });
  const orderId = new URL(page.url()).pathname.split('/').at(-1)!;

  await page.goto('/fr/account');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: s.download }).click();
  const file = JSON.parse(await readFile((await (await download).path())!, 'utf8'));
  expect(file.account.email).toBe(address);
  expect(file.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([number]);
  expect(file.addresses[0].address.address).toBe('8 rue de la Roquette');

  await page.getByRole('button', { name: MESSAGES.fr.Account.signOut, exact: true }).click();
  await page.goto('/fr/account/orders');
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);

  await page.goto('/fr/account/sign-in');
  await page.getByLabel(MESSAGES.fr.Account.email).fill(address);
  await page.getByLabel(MESSAGES.fr.Account.password).fill(PASSWORD);
  await page.getByRole('button', { name: MESSAGES.fr.Account.signIn }).click();
  await expectHeading(page, s.accountTitle);
  await page.getByLabel(s.deletePassword).fill(PASSWORD);
  await page.getByRole('button', { name: s.deleteSubmit }).click();
  await expect(page.getByText(s.deleteDone)).toBeVisible();
  await page.goto('/fr/account/sign-in');
  await page.getByLabel(MESSAGES.fr.Account.email).fill(address);
  await page.getByLabel(MESSAGES.fr.Account.password).fill(PASSWORD);
  await page.getByRole('button', { name: MESSAGES.fr.Account.signIn }).click();
  await expect(page.locator('.sign-in-form [role=alert]')).toContainText(MESSAGES.fr.Problems.invalid_credentials.detail);

  const staff = await (await browser.newContext()).newPage();
  await staff.goto(`${ORIGIN}/fr/admin`);
  await staff.getByLabel(MESSAGES.fr.Account.email).fill('admin@reprise.demo');
  await staff.getByLabel(MESSAGES.fr.Account.password).fill('demo-admin-reprise');
  await staff.getByRole('button', { name: MESSAGES.fr.Account.signIn }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
  await staff.goto(`${ORIGIN}/fr/admin/orders/${orderId}`);
  await expect(staff.locator('main')).toContainText(number);
  await expect(staff.locator('main')).toContainText(/Erased [0-9a-f]{12}/);
  await expect(staff.locator('main')).not.toContainText(address);
  await expect(staff.locator('main')).not.toContainText('Roquette');
});

test('de: the checkout\'s "create an account" box: the booking joins the account once the e-mailed link is confirmed on another device', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const locale: Locale = 'de';
  const m = MESSAGES.de;
  const address = email('ines');
  await bookLinedSeam(page, locale, { photo: false });
  await page.getByRole('link', { name: m.Cart.checkout }).click();
  await fillDetails(page, locale, { ...GUEST, email: address });
  await page.getByLabel(m.Checkout.details.createAccount).check();
  await page.locator('#d-password').fill(PASSWORD);
  await expect(page.getByText(m.Checkout.details.accountEmailed)).toBeVisible();
  const number = await checkout(page, locale, { customer: null, fromDetails: true });

  // The phone: no cookie, no device link to this order; only the e-mailed link.
  const phone = await (await browser.newContext({ baseURL: ORIGIN })).newPage();
  const link = await mailedLink(locale, address, 'signup_confirmation');
  await phone.goto(`${link.pathname}${link.hash}`);
  await phone.getByRole('button', { name: m.AccountSelf.confirmSubmit }).click();
  await expectHeading(phone, m.AccountSelf.accountTitle);
  await phone.goto('/de/account/orders');
  await phone.getByRole('link', { name: number }).click();
  await expect(phone.getByRole('heading', { level: 1 })).toContainText(number);
});

for (const locale of ['en', 'de'] as Locale[]) {
  test(`${locale}: password reset through the e-mailed link ends the session and the new password signs in`, async ({ page }) => {
    test.setTimeout(120_000);
    const s = MESSAGES[locale].AccountSelf;
    const address = email(`reset-${locale}`);
    await signUpFromHeader(page, locale, address);
    await page.getByRole('button', { name: MESSAGES[locale].Account.signOut, exact: true }).click();
    await page.goto(`/${locale}/account/sign-in`);
    await page.getByRole('link', { name: s.forgotLink }).click();
    await expectHeading(page, s.forgotTitle);
    await page.getByLabel(s.email).fill(address);
    await page.getByRole('button', { name: s.forgotSubmit }).click();
    await expect(page.getByText(s.forgotSent.replace('{email}', address))).toBeVisible();

    const link = await mailedLink(locale, address, 'password_reset');
    await page.goto(`${link.pathname}${link.hash}`);
    await expectHeading(page, s.resetTitle);
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(''); // the token leaves the address bar
    await page.getByLabel(s.newPassword).fill('a brand new passphrase');
    await page.getByRole('button', { name: s.resetSubmit }).click();
    await expect(page.getByText(s.resetDone)).toBeVisible();
    await expectAccessible(page, 'reset done');

    await page.locator('#main').getByRole('link', { name: s.signInLink }).click();
    await page.getByLabel(MESSAGES[locale].Account.email).fill(address);
    await page.getByLabel(MESSAGES[locale].Account.password).fill('a brand new passphrase');
    await page.getByRole('button', { name: MESSAGES[locale].Account.signIn }).click();
    await expectHeading(page, s.accountTitle);
  });
}

test('es: signing up again with the address says the same, its owner is told, and a used link says so', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const locale: Locale = 'es';
  const s = MESSAGES.es.AccountSelf;
  const address = email('again');
  const used = await signUpFromHeader(page, locale, address);
  const context = await browser.newContext({ baseURL: ORIGIN });
  const stranger = await context.newPage();
  await stranger.goto(`/${locale}/account/sign-up`);
  await stranger.locator('#su-givenName').fill('Eva');
  await stranger.locator('#su-familyName').fill('Ruiz');
  await stranger.locator('#su-email').fill(address);
  await stranger.locator('#su-password').fill('another long passphrase');
  await stranger.getByRole('button', { name: s.signUpSubmit }).click();
  await expect(stranger.getByRole('status')).toHaveText(s.signUpSent.replace('{email}', address));
  await mailedLink(locale, address, 'signup_attempt'); // the owner's notice, with its reset link
  await stranger.goto(`${used.pathname}${used.hash}`);
  await stranger.getByRole('button', { name: s.confirmSubmit }).click();
  await expect(stranger.locator('#main').getByRole('alert')).toContainText(MESSAGES.es.Problems.signup_link_invalid.detail);
  await expectAccessible(stranger, 'used sign-up link');
  await context.close();
});
