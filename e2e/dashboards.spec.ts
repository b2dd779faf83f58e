import { expect, test, type Page } from '@playwright/test';
import de from '../messages/de.json' with { type: 'json' };
import en from '../messages/en.json' with { type: 'json' };
import es from '../messages/es.json' with { type: 'json' };
import fr from '../messages/fr.json' with { type: 'json' };
import { bookLinedSeamThroughApi } from './helpers/api-booking';
import { expectAccessible } from './helpers/booking';

// Issue 37 (docs/dashboards.md#pages): the brand's and the atelier's dashboards in the four
// languages, charts drawn on the server with their summary, table and CSV; axe on each.

const MESSAGES = { en, fr, de, es } as const;
const ADMIN = { email: 'admin@reprise.demo', password: 'demo-admin-reprise' };
const ATELIER = { email: 'atelier.montorgueil@reprise.demo', password: 'demo-atelier-montorgueil' };

async function signIn(page: Page, path: string, who: { email: string; password: string }, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await page.getByLabel(en.Account.email).fill(who.email);
  await page.getByLabel(en.Account.password).fill(who.password);
  await page.getByRole('button', { name: en.Account.signIn }).click();
}

test('the admin and atelier dashboards render in four locales with charts, tables, CSV and no serious axe violation', async ({ browser, request }) => {
  test.setTimeout(180_000);
  await bookLinedSeamThroughApi(request, `dash-${Date.now()}@example.com`, { language: 'en' });
  for (const [who, start, path, headingKey] of [
    [ADMIN, '/en/admin', 'admin/dashboard', 'heading'],
    [ATELIER, '/en/atelier', 'atelier/dashboard', 'atelierHeading'],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, start, who, who === ADMIN ? en.Admin.signIn.heading : en.Atelier.signIn.heading);
    await expect(page.getByRole('navigation').getByRole('link', { name: en.Dashboard.nav })).toBeVisible();
    for (const locale of ['en', 'fr', 'de', 'es'] as const) {
      const m = MESSAGES[locale].Dashboard;
      await page.goto(`/${locale}/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m[headingKey]);
      await expect(page.getByRole('heading', { name: m.weekly.title })).toBeVisible();
      // The booking made above is this week's: the weekly chart is drawn, with its table and CSV.
      const weekly = page.locator('figure', { has: page.getByRole('heading', { name: m.weekly.title }) });
      await expect(weekly.locator('svg[role="img"] rect')).not.toHaveCount(0);
      await expect(weekly.getByRole('link', { name: m.downloadCsv })).toHaveAttribute('download', 'orders-per-week.csv');
      await weekly.getByText(m.showTable).click();
      await expect(weekly.getByRole('table')).toBeVisible();
      await expectAccessible(page, `${path} ${locale}`);
      // A period with no orders (other files complete orders on this server, so not "now"): an
      // explained empty state, never a broken chart.
      await page.goto(`/${locale}/${path}?from=2016-01-04&to=2016-02-28`);
      const kept = page.locator('figure', { has: page.getByRole('heading', { name: m.kept.title }) });
      await expect(kept.getByText(m.empty)).toBeVisible();
    }
    // An inverted period is explained, not a crash.
    await page.goto(`/en/${path}?from=2026-03-01&to=2026-02-01`);
    await expect(page.locator('.dash-problem[role="alert"]')).toHaveText(en.Dashboard.invalid);
    // The weekly summary e-mail (docs/dashboards.md#weekly-summary): opted in from the page, in the
    // page's language, and still ticked after a reload (read back from the account).
    await page.goto(`/fr/${path}`);
    const optIn = page.getByRole('checkbox', { name: fr.Dashboard.weeklySummary.label });
    await expect(optIn).not.toBeChecked();
    await optIn.check();
    await page.getByRole('button', { name: fr.Dashboard.weeklySummary.save }).click();
    await expect(page.locator('.weekly-summary [role="status"]')).toHaveText(fr.Dashboard.weeklySummary.saved);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: fr.Dashboard.weeklySummary.label })).toBeChecked();
    await context.close();
  }
});
