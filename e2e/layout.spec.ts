/**
 * The header and the booking stepper hold at every width from 320 to 1440 px
 * (docs/customer-site.md#header): nothing scrolls sideways, the header keeps to two rows at most
 * (it wrapped to three at ~765 px), and every step and header control is inside the viewport and
 * not clipped by its container. A screenshot per width is kept with the results.
 */
import { expect, test } from '@playwright/test';

const WIDTHS = [320, 390, 768, 1024, 1440];

for (const width of WIDTHS) {
  test(`header and stepper at ${width} px`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/en/book?zip=75011&country=FR');
    const header = page.locator('.site-header');
    const stepper = page.locator('nav.stepper');
    await expect(header).toBeVisible();
    await expect(stepper).toBeVisible();
    await header.screenshot({ path: info.outputPath(`header-${width}.png`) });
    await stepper.screenshot({ path: info.outputPath(`stepper-${width}.png`) });

    const report = await page.evaluate(() => {
      const vw = document.documentElement.clientWidth;
      const outside = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.left < -0.5 || r.right > vw + 0.5);
      };
      const inner = document.querySelector('.site-header-inner')!;
      const controls = [...inner.querySelectorAll(':scope > a, :scope > button, :scope > .site-menu > nav, :scope > .site-menu > .locale-switcher')].filter((el) => (el as HTMLElement).offsetParent !== null);
      // A row is a band of controls that overlap vertically; controls of different heights in one
      // row start at different tops (the brand's 28 px logo beside the cart's text), so tops alone
      // would count one row twice.
      const bands: { top: number; bottom: number }[] = [];
      for (const r of controls.map((el) => el.getBoundingClientRect()).sort((a, b) => a.top - b.top)) {
        const middle = (r.top + r.bottom) / 2;
        const band = bands.find((b) => middle >= b.top && middle <= b.bottom);
        if (band) band.bottom = Math.max(band.bottom, r.bottom);
        else bands.push({ top: r.top, bottom: r.bottom });
      }
      const rows = bands.length;
      const stepperEl = document.querySelector('nav.stepper') as HTMLElement;
      const steps = [...stepperEl.querySelectorAll('li')];
      const sr = stepperEl.getBoundingClientRect();
      return {
        sideways: document.documentElement.scrollWidth - vw,
        rows,
        controlsOutside: controls.filter(outside).map((el) => el.className || el.tagName),
        stepperClipped: stepperEl.scrollWidth - stepperEl.clientWidth,
        stepsOutside: steps.filter((li) => {
          const r = li.getBoundingClientRect();
          return r.left < sr.left - 0.5 || r.right > sr.right + 0.5 || outside(li);
        }).length,
        steps: steps.length,
      };
    });
    expect(report.sideways, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    expect(report.rows, 'header rows').toBeLessThanOrEqual(2);
    expect(report.controlsOutside, 'header controls outside the viewport').toEqual([]);
    expect(report.steps).toBe(8);
    expect(report.stepperClipped, 'the stepper scrolls or clips').toBeLessThanOrEqual(0);
    expect(report.stepsOutside, 'steps outside the stepper or the viewport').toBe(0);
  });
}
