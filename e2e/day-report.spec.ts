import { expect, test } from '@playwright/test';
import de from '../messages/de.json' with { type: 'json' };
import en from '../messages/en.json' with { type: 'json' };
import es from '../messages/es.json' with { type: 'json' };
import fr from '../messages/fr.json' with { type: 'json' };
import { bearerFor, bookLinedSeamThroughApi } from './helpers/api-booking';
import { expectAccessible } from './helpers/booking';

// Closing the day (issue 35 item 10, docs/counter.md#closing-the-day): the counter's report of a
// day, reached from the counter page, with the day's payments by method, in four languages, and
// no serious accessibility violation (axe).
const STAFF_ONLINE = { email: 'staff.online@reprise.demo', password: 'demo-staff-online' }; // web bookings' store
const MESSAGES = { fr, en, de, es } as const;
const BROWSER_LOCALE = { fr: 'fr-FR', en: 'en-GB', de: 'de-DE', es: 'es-ES' } as const;

test('the day report lists the cash taken today, prints without the page around it, and passes axe in four languages', async ({ browser, request, baseURL }) => {
  test.setTimeout(150_000);
  const staff = await bearerFor(baseURL!, STAFF_ONLINE);
  const placed = await bookLinedSeamThroughApi(request, `day-${Date.now()}@example.com`, { language: 'en' });
  const paid = await request.post(`/api/sip/orders/${placed.id}/payments`, { headers: staff, data: { amount: 6, currency: 'EUR', method: 'cash', note: 'day report' } });
  expect(paid.status(), await paid.text()).toBe(201);

  for (const locale of ['en', 'fr', 'de', 'es'] as const) {
    const m = MESSAGES[locale];
    const context = await browser.newContext({ locale: BROWSER_LOCALE[locale], viewport: { width: 1024, height: 768 } });
    const page = await context.newPage();
    await page.goto(`/${locale}/admin`);
    await page.getByLabel(m.Account.email).fill(STAFF_ONLINE.email);
    await page.getByLabel(m.Account.password).fill(STAFF_ONLINE.password);
    await page.getByRole('button', { name: m.Account.signIn }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Admin.orders.heading);
    // Reached from the counter page.
    await page.getByRole('link', { name: m.Admin.nav.counter, exact: true }).click();
    await page.getByRole('link', { name: m.Admin.nav.dayReport }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.DayReport.title);
    const payments = page.getByRole('table', { name: m.DayReport.payments });
    const cash = payments.getByRole('row', { name: new RegExp(m.Invoices.methods.cash) });
    await expect(cash).toContainText('EUR');
    // At least the 6 € of this test (other files may take cash today in this store too).
    const amount = await cash.getByRole('cell').last().innerText();
    expect(Number(amount.replace(/[^\d,.]/g, '').replace(/[.,](?=\d{3}\b)/g, '').replace(',', '.'))).toBeGreaterThanOrEqual(6);
    expect(amount).toContain('€');
    await expect(page.getByRole('link', { name: m.DayReport.download })).toHaveAttribute('href', new RegExp(`lang=${locale}`));
    await expect(page.locator('body')).not.toContainText(/DayReport\.|Invoices\.methods/);
    await expectAccessible(page, `day report ${locale}`);
    // On paper: the report, without the admin bar and the form.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.admin-bar')).toBeHidden();
    await expect(page.locator('form.no-print')).toBeHidden();
    await expect(payments).toBeVisible();
    await context.close();
  }
});
