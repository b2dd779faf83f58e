import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const shared = {
  resolve: {
    alias: {
      '@': root,
      // Next resolves it to an empty module in server code; tests are server code too.
      'server-only': path.join(root, 'tests/helpers/empty.ts'),
    },
  },
};

// Two projects: everything on embedded PGlite (fast, in memory), and the integration
// suites again on a fresh real Postgres database, where concurrency is real.
export default defineConfig({
  test: {
    // Two files at once on CI's 2 cores: vitest's default (cores - 1) runs one, and a PGlite file is
    // CPU in the worker itself while a Postgres file mostly waits on the server. Files that count or
    // dump rows of the shared Postgres database take one of their own (tests/helpers/own-database.ts).
    maxWorkers: 2,
    projects: [
      {
        ...shared,
        test: {
          name: 'pglite',
          include: ['**/*.test.ts'],
          exclude: ['**/*.pg.test.ts', 'node_modules/**', 'e2e/**', '.next/**'],
          globalSetup: ['tests/helpers/pglite-setup.ts'],
          // Handlers are called as if behind one proxy that sets X-Forwarded-For (lib/http/request-source.ts).
          env: { PGLITE_DIR: 'memory://', DATABASE_URL: '', REPRISE_ENV: 'test', TRUSTED_PROXY_HOPS: '1', LOG_LEVEL: 'silent' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...shared,
        test: {
          name: 'postgres',
          include: ['**/*.int.test.ts', '**/*.pg.test.ts'],
          exclude: ['node_modules/**', 'e2e/**', '.next/**'],
          globalSetup: ['tests/helpers/postgres-setup.ts'],
          // REQUEST_DEADLINE_MS: the 8 s answer deadline (lib/http/deadline.ts) is for a database that
          // is down; on a loaded 2-core CI machine a shared test database's list of 100 orders once took
          // longer, and answered 503. Tests of the deadline set their own.
          env: { REPRISE_ENV: 'test', TRUSTED_PROXY_HOPS: '1', LOG_LEVEL: 'silent', REQUEST_DEADLINE_MS: '30000' },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
