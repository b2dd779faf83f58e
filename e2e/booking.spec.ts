import { expect, test } from '@playwright/test';
import { bookLinedSeam, checkout, expectAccessible, LOCALES, MESSAGES, money, norm, screenshots } from './helpers/booking';

// A full guest booking in each language: photo upload, the Bonus Réparation item (€14 → €6),
// axe on every step; in English also screenshots of every step at 1280×800 and 390×844.
for (const locale of LOCALES) {
  test(`guest books the lined-seam repair with a photo (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    // A visitor's pages never ask who is signed in (no session hint cookie), so nothing fails.
    const accountLookups: string[] = [];
    const consoleErrors: string[] = [];
    page.on('request', (r) => r.url().includes('/api/sip/auth/me') && accountLookups.push(r.url()));
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    const onStep = async (step: string) => {
      await expectAccessible(page, `${locale} ${step}`);
      if (locale === 'en') await screenshots(page, `${locale}-${step}`);
    };
    await bookLinedSeam(page, locale, { onStep });
    const m = MESSAGES[locale];

    // The cart: the bonus as its own line, totals in the page's language.
    const fund = page.locator('.summary .repair-fund-line');
    await expect(fund).toContainText(m.UI.repairFund);
    expect(norm(await fund.innerText())).toContain(money(locale, -8));
    // The attached photo is counted, in the page's language ("1 photo", "1 Foto"…), as the whole line.
    const onePhoto = /one \{([^}]*)\}/.exec(m.Cart.photos)![1]!.replace('#', '1');
    await expect(page.locator('.cart-item').getByText(onePhoto, { exact: true })).toBeVisible();

    const number = await checkout(page, locale, { onStep });
    await expect(page.locator('.order-head')).toContainText(number);
    await expect(page.locator('.summary .repair-fund-line')).toBeVisible();
    // The confirmation link is the guest's way back: it works on a fresh load.
    await page.reload();
    await expect(page.locator('.order-number')).toHaveText(number);
    expect(accountLookups).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test('the landing page, my orders and an unknown order pass axe', async ({ page }) => {
  for (const [path, name] of [
    ['/en', '0-landing'],
    ['/en/account/orders', '10-my-orders'],
    ['/en/orders/unknown-order-id', '11-order-not-found'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path.includes('orders')) await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page, path);
    await screenshots(page, `en-${name}`);
  }
  await expect(page.getByText(MESSAGES.en.Orders.notFound)).toBeVisible();
});
