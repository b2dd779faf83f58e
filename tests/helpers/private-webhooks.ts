import { afterAll, beforeAll } from 'vitest';

/**
 * Lets this test file's webhook endpoints point at the test's own receiver on 127.0.0.1, which the
 * SSRF guard refuses otherwise (lib/notifications/webhooks/url-guard.ts); restored after the file.
 */
export function allowPrivateWebhooksInThisFile(): void {
  beforeAll(() => {
    process.env.WEBHOOKS_ALLOW_PRIVATE = 'on';
  });
  afterAll(() => {
    delete process.env.WEBHOOKS_ALLOW_PRIVATE;
  });
}
