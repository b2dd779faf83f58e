/**
 * One breakdown everywhere (issue #34, Done-when; docs/decisions.md#price-breakdown): a booking in
 * each language, and the lines and total the customer reads on the services step, the cart, the
 * review, the confirmation e-mail (as a real SMTP server received it) and the page its tracking
 * link opens are the same. The server is the test's own: its outbox worker sends to that SMTP server.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { startServer } from '../bench/lib/server';
import { startSmtp } from '../tests/helpers/smtp';
import { bookLinedSeam, CATALOGUE, checkout, LOCALES, MESSAGES, norm } from './helpers/booking';
import { OWN_PORTS } from './helpers/ports';

const PORT = OWN_PORTS.priceAgreement;
const ORIGIN = `http://127.0.0.1:${PORT}`;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN });

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: Awaited<ReturnType<typeof startServer>>;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  smtp = await startSmtp();
  server = await startServer(PORT, { PGLITE_DIR: 'memory://', DATABASE_URL: '', REPRISE_ENV: 'test', SMTP_URL: smtp.url, APP_ORIGIN: ORIGIN, MALLOC_ARENA_MAX: '2' });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

type Line = [label: string, amount: string];
let reviewLines: Line[] = [];

/** The breakdown's rows as read: the label without its muted note, and the amount. */
async function rows(scope: Locator): Promise<Line[]> {
  return scope.locator('.breakdown-row').evaluateAll((els) =>
    els.map((el) => {
      const dt = el.querySelector('dt')!.cloneNode(true) as HTMLElement;
      dt.querySelectorAll('.muted').forEach((n) => n.remove());
      return [dt.textContent ?? '', el.querySelector('dd')!.textContent ?? ''];
    }),
  ).then((all) => all.map(([l, a]) => [norm(l!).trim(), norm(a!).trim()] as Line));
}

/** The e-mail's totals (tfoot: a header cell and an amount per row), read in a blank page. */
async function mailRows(page: Page, html: string): Promise<Line[]> {
  await page.setContent(html);
  const out = await page.locator('tfoot tr').evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')?.textContent ?? '', tr.querySelector('td')?.textContent ?? '']));
  return out.map(([l, a]) => [norm(l!).trim(), norm(a!).trim()] as Line);
}

/** Cents from a written amount in any of the four locales ("−8,00 €", "€6.00"). */
const cents = (s: string) => {
  const digits = s.replace(/[^\d,.−-]/g, '');
  const sign = /[−-]/.test(digits) ? -1 : 1;
  return sign * Number(digits.replace(/[−-]/g, '').replace(/[.,](\d{2})$/, ':$1').replace(/[.,]/g, '').replace(':', '.')) * 100;
};

for (const locale of LOCALES) {
  test(`${locale}: services step, cart, review, e-mail and tracking page show the same lines and total`, async ({ browser }) => {
    test.setTimeout(150_000);
    const m = MESSAGES[locale];
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    let servicesStep = { price: 0, bonus: 0, toPay: 0 };
    await bookLinedSeam(page, locale, {
      photo: false,
      onStep: async (step) => {
        if (step !== '3-services') return;
        const service = page.locator('li.service', { hasText: CATALOGUE.linedSeam[locale] });
        servicesStep = {
          price: cents(norm(await service.locator('.service-price .now').innerText())),
          bonus: cents(norm(await service.locator('.bonus').innerText())),
          toPay: cents(norm(await service.locator('.to-pay').innerText())),
        };
      },
    });

    const total = (lines: Line[]) => lines.at(-1)!;
    const cart = await rows(page.locator('section.breakdown'));
    expect(cart.length).toBeGreaterThan(2);
    // The services step: the repair's price, its Bonus, and what is left to pay are the breakdown's first lines.
    const repairs = cart.find(([l]) => l === m.UI.servicesTotal)!;
    const bonus = cart.find(([l]) => l === m.UI.repairFund)!;
    expect(cents(repairs[1])).toBe(servicesStep.price);
    expect(cents(bonus[1])).toBe(-Math.abs(servicesStep.bonus));
    expect(servicesStep.price - Math.abs(servicesStep.bonus)).toBe(servicesStep.toPay);

    const number = await checkout(page, locale, {
      onStep: async (step) => {
        if (step !== '8-review') return;
        const review = await rows(page.locator('.summary section.breakdown').first());
        // The cart had no delivery option yet; once chosen, the review's lines are the cart's with its delivery line filled.
        expect(review.filter(([l]) => l !== m.UI.delivery && l !== m.UI.total)).toEqual(cart.filter(([l]) => l !== m.UI.delivery && l !== m.UI.total));
        expect(cents(total(review)[1])).toBe(review.slice(0, -1).reduce((s, [, a]) => s + (a === m.UI.free ? 0 : cents(a)), 0));
        reviewLines = review;
      },
    });
    expect(reviewLines.length).toBeGreaterThan(2);

    // The confirmation, from the SMTP server.
    const subject = m.Notifications.kinds.confirmation.subject.replace('{number}', number);
    await expect.poll(() => smtp.received.some((mail) => mail.subject === subject), { timeout: 30_000 }).toBe(true);
    const mail = smtp.received.find((x) => x.subject === subject)!;
    const mailPage = await context.newPage();
    expect(await mailRows(mailPage, mail.html)).toEqual(reviewLines);
    await mailPage.close();

    // The page its tracking link opens, in a browser with no cookie.
    const link = new RegExp(`https?://\\S+/${locale}/track/[A-Za-z0-9_-]{43}`).exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const fresh = await browser.newContext({ locale });
    const tracked = await fresh.newPage();
    await tracked.goto(new URL(link!).pathname);
    await expect(tracked.getByRole('heading', { level: 1 })).toContainText(number);
    expect(await rows(tracked.locator('section.breakdown'))).toEqual(reviewLines);
    await fresh.close();
    await context.close();
  });
}

