/**
 * Ports of the servers that specs start themselves, one per spec: two specs run at once
 * (playwright.config.ts workers: 2), and two specs on one port talked to each other's server.
 */
const base = Number(process.env.E2E_PORT ?? 3100);

export const OWN_PORTS = {
  account: Number(process.env.E2E_ACCOUNT_PORT ?? base + 1),
  twoInstances: [base + 101, base + 102],
  unavailable: base + 103,
  uploadMemory: base + 104,
  // e2e/observability.spec.ts and e2e/shutdown.spec.ts (docs/operations.md); each may be moved on its own.
  prometheusApp: Number(process.env.E2E_PROMETHEUS_APP_PORT ?? base + 105),
  prometheusMetrics: Number(process.env.E2E_PROMETHEUS_METRICS_PORT ?? base + 106),
  prometheusWeb: Number(process.env.E2E_PROMETHEUS_WEB_PORT ?? base + 107),
  tracingApp: Number(process.env.E2E_TRACING_APP_PORT ?? base + 108),
  otlpReceiver: Number(process.env.E2E_OTLP_PORT ?? base + 109),
  shutdownApp: Number(process.env.E2E_SHUTDOWN_APP_PORT ?? base + 110),
  // e2e/back-office.spec.ts: production mode on a Postgres database of its own, with a test SMTP server
  // (it publishes prices too, which every other file's booking would see on the shared server).
  backOffice: Number(process.env.E2E_BACK_OFFICE_PORT ?? base + 111),
  // e2e/payments.spec.ts: the app with STRIPE_* set, and the local Stripe stand-in it talks to.
  paymentsApp: base + 112,
  fakeStripe: base + 113,
  // e2e/atelier-thread.spec.ts: its own server, Postgres database and SMTP server (the thread's e-mails are read from it).
  atelierThread: base + 116,
  // e2e/price-agreement.spec.ts: the outbox worker sends to a real SMTP server the test starts.
  priceAgreement: base + 115,
  // tests/upgrade/rolling-upgrade.spec.ts (npm run test:upgrade): the previous release and the current one on one database.
  upgradePrevious: base + 135,
  upgradeCurrent: base + 136,
} as const;
