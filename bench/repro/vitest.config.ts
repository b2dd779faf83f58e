import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.join(import.meta.dirname, '..', '..');

/**
 * Repros kept outside `npm test` while they fail on an open defect: `npm run repro:reconnect`
 * (issue #36.1, docs/operations.md#reconnection). Same setup as the postgres project of vitest.config.ts.
 */
export default defineConfig({
  root,
  resolve: { alias: { '@': root, 'server-only': path.join(root, 'tests/helpers/empty.ts') } },
  test: {
    include: ['bench/repro/*.repro.ts'],
    globalSetup: ['tests/helpers/postgres-setup.ts'],
    env: { REPRISE_ENV: 'test', TRUSTED_PROXY_HOPS: '1', LOG_LEVEL: 'silent' },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
