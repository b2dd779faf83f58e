import { expect, test } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import { expectAccessible } from './helpers/booking';

// docs/atelier.md#payee-statements: an admin creates an operator payee, names it on a store from now
// on, opens its statements (the atelier's list, the payee's share) and marks last month paid. Staff
// get no such page.

const ADMIN = { email: 'admin@reprise.demo', password: 'demo-admin-reprise' };
const STAFF = { email: 'staff.online@reprise.demo', password: 'demo-staff-online' };
const P = en.Payees;

test('an admin creates an operator, names it on a store, reads its statements and marks last month paid', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ locale: 'en-GB' });
  const admin = await context.newPage();
  await admin.goto('/en/admin');
  await admin.getByLabel(en.Account.email).fill(ADMIN.email);
  await admin.getByLabel(en.Account.password).fill(ADMIN.password);
  await admin.getByRole('button', { name: en.Account.signIn }).click();
  await expect(admin.getByLabel(en.Account.password)).toHaveCount(0); // signed in before leaving the page
  await admin.goto('/en/admin/payees');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(P.title);

  // A payee of its own for this run (the shared server keeps the others).
  const name = `E2E Operator ${Date.now().toString(36)}`;
  await admin.getByLabel(P.role, { exact: true }).selectOption({ label: P.roles.operator });
  await admin.getByLabel(P.name, { exact: true }).fill(name);
  await admin.getByLabel(P.email).fill('payouts@operator.example');
  await admin.getByRole('button', { name: P.create }).click();
  const row = admin.locator('.payees-table tbody tr').filter({ hasText: name });
  await expect(row).toContainText(P.roles.operator);
  await expect(row).toContainText(P.none); // no store names it yet

  // The online store names it from now on.
  const store = admin.locator('form.store-payees').filter({ has: admin.getByRole('group', { name: 'Reprise France en ligne' }) });
  await store.getByLabel(P.roles.operator).selectOption({ label: name });
  await store.getByRole('button', { name: new RegExp(`^${P.save}`) }).click();
  await expect(store.getByRole('status')).toHaveText(P.saved);
  await expect(row).toContainText('Reprise France en ligne');
  await expectAccessible(admin, 'payees page');

  // Its statements: twelve months, this one in progress, last month due and marked paid here.
  await row.getByRole('link', { name: new RegExp(`^${P.statements}`) }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toContainText(name);
  const months = admin.locator('.statements-table tbody tr');
  await expect(months).toHaveCount(12);
  await expect(admin.getByRole('columnheader', { name: P.share })).toBeVisible();
  await expect(months.nth(0)).toContainText(en.Statements.statuses.open);
  await expect(months.nth(0).getByRole('button')).toHaveCount(0);
  const last = months.nth(1);
  await expect(last).toContainText(en.Statements.statuses.due);
  const pdf = await admin.request.get((await last.getByRole('link', { name: en.Statements.pdf }).getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const csv = await admin.request.get((await last.getByRole('link', { name: en.Statements.csv }).getAttribute('href'))!);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain('operator_share');
  await last.getByLabel(en.Statements.referenceLabel).fill('VIR-OP-E2E');
  await last.getByRole('button').click();
  await expect(last).toContainText(en.Statements.statuses.paid);
  await expect(last).toContainText('VIR-OP-E2E');
  await expectAccessible(admin, 'payee statements page');
  const statementsUrl = admin.url();
  await context.close();

  // Staff: the back office's pages are no page at all for them.
  const staffContext = await browser.newContext({ locale: 'en-GB' });
  const staff = await staffContext.newPage();
  await staff.goto('/en/admin');
  await staff.getByLabel(en.Account.email).fill(STAFF.email);
  await staff.getByLabel(en.Account.password).fill(STAFF.password);
  await staff.getByRole('button', { name: en.Account.signIn }).click();
  await expect(staff.getByLabel(en.Account.password)).toHaveCount(0);
  for (const path of ['/en/admin/payees', new URL(statementsUrl).pathname]) {
    await staff.goto(path);
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(en.Site.notFound.heading);
  }
  await staffContext.close();
});
