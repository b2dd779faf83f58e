import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

// Debian's Chromium: Playwright's own download cannot reach the network here.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu', '--disable-quic'],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'artifacts/test-results',
  fullyParallel: false,
  workers: 2,
  // No retries, on CI either: a flake is a bug to fix, not to hide.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'artifacts/playwright-report', open: 'never' }]],
  use: { baseURL, trace: 'retain-on-failure', launchOptions: chromium, locale: 'en-GB' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
  ],
  webServer: {
    // A production server on a fresh in-memory database with the demo catalogue.
    // As `npm start` runs it (scripts/start.sh: the allocator's settings, jemalloc when present), without npm in between.
    command: `sh scripts/start.sh -H 127.0.0.1 -p ${PORT}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // CORS_ORIGINS: the made-up storefront of e2e/integrators.spec.ts (served by page.route, never a real server).
    env: { PGLITE_DIR: 'memory://', DATABASE_URL: '', REPRISE_ENV: 'test', CORS_ORIGINS: 'http://shop.localhost:4999' },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
