import { expect, test } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import fr from '../messages/fr.json' with { type: 'json' };
import { expectAccessible } from './helpers/booking';

// Issue 30 §6 (docs/atelier.md#statements-pages): the atelier reads its own monthly statements and
// downloads them; an admin sees the same atelier's and marks a month paid from the page; the atelier
// then reads it paid.

const ATELIER = { email: 'atelier.montorgueil@reprise.demo', password: 'demo-atelier-montorgueil' };
const ADMIN = { email: 'admin@reprise.demo', password: 'demo-admin-reprise' };

test('the atelier lists and downloads its statements; an admin marks last month paid and the atelier sees it paid', async ({ browser }) => {
  test.setTimeout(120_000);
  const atelierContext = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1024, height: 768 } });
  const bench = await atelierContext.newPage();
  await bench.goto('/fr/atelier');
  await bench.getByLabel(fr.Account.email).fill(ATELIER.email);
  await bench.getByLabel(fr.Account.password).fill(ATELIER.password);
  await bench.getByLabel(fr.Account.password).press('Enter');
  await bench.getByRole('link', { name: fr.Atelier.nav.statements }).click();
  await expect(bench.getByRole('heading', { level: 1 })).toHaveText(fr.Statements.title);
  const rows = bench.locator('.statements-table tbody tr');
  await expect(rows).toHaveCount(12);
  // This month is in progress; last month is over and unpaid on a fresh database.
  await expect(rows.nth(0)).toContainText(fr.Statements.statuses.open);
  await expect(rows.nth(1)).toContainText(fr.Statements.statuses.due);
  const lastMonth = (await rows.nth(1).getAttribute('data-month'))!;
  expect(lastMonth).toMatch(/^\d{4}-\d{2}$/);
  // No "mark paid" for the atelier.
  await expect(bench.getByRole('button', { name: fr.Statements.markPaid })).toHaveCount(0);
  await expectAccessible(bench, 'statements page');

  // Its PDF and CSV, with the atelier's session.
  const pdfHref = (await rows.nth(1).getByRole('link', { name: fr.Statements.pdf }).getAttribute('href'))!;
  const csvHref = (await rows.nth(1).getByRole('link', { name: fr.Statements.csv }).getAttribute('href'))!;
  const pdf = await bench.request.get(pdfHref);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const csv = await bench.request.get(csvHref);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const providerId = /\/api\/sip\/ateliers\/([^/]+)\/statement\.pdf/.exec(pdfHref)![1]!;

  // The admin: the same atelier's statements, last month marked paid with a reference.
  const adminContext = await browser.newContext({ locale: 'en-GB' });
  const admin = await adminContext.newPage();
  await admin.goto('/en/admin');
  await admin.getByLabel(en.Account.email).fill(ADMIN.email);
  await admin.getByLabel(en.Account.password).fill(ADMIN.password);
  await admin.getByRole('button', { name: en.Account.signIn }).click();
  await expect(admin.getByLabel(en.Account.password)).toHaveCount(0); // signed in before leaving the page (the sign-in page has a heading too)
  await admin.goto(`/en/admin/ateliers/${providerId}/statements`);
  await expect(admin.getByRole('heading', { level: 1 })).toContainText('Atelier Montorgueil');
  const row = admin.locator(`.statements-table tr[data-month="${lastMonth}"]`);
  await expect(row).toContainText(en.Statements.statuses.due);
  // Only a month that is over can be marked: this month has no button.
  await expect(admin.locator('.statements-table tbody tr').nth(0).getByRole('button')).toHaveCount(0);
  await row.getByLabel(en.Statements.referenceLabel).fill('VIR-2026-E2E');
  await row.getByRole('button').click();
  await expect(row).toContainText(en.Statements.statuses.paid);
  await expect(row).toContainText('VIR-2026-E2E');
  await expect(row.getByRole('button')).toHaveCount(0);

  // The atelier reads it paid.
  await bench.reload();
  const paidRow = bench.locator(`.statements-table tr[data-month="${lastMonth}"]`);
  await expect(paidRow).toContainText(fr.Statements.statuses.paid);
  await expect(paidRow).toContainText('VIR-2026-E2E');

  // The admin's page is not the atelier's: it offers no "mark paid" there.
  await bench.goto(`/fr/admin/ateliers/${providerId}/statements`);
  await expect(bench.getByRole('button', { name: fr.Statements.markPaid })).toHaveCount(0);
  await atelierContext.close();
  await adminContext.close();
});
