import { defineConfig } from '@playwright/test';

// The rolling-upgrade test (docs/operations.md#rolling-upgrades): no browser, its own servers
// (bench/lib/server.ts). `npm run test:upgrade` builds the previous release first.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../artifacts/upgrade-results',
  workers: 1,
  retries: 0,
  reporter: 'list',
});
