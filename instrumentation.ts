// Runs once per server process (Next's instrumentation hook), never at build.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Traces only when a collector is configured: without one the SDK is never even loaded
  // (docs/operations.md#traces). First, so the spans of everything below have a provider.
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) {
    const { startTracing } = await import('./lib/observability/otel');
    startTracing();
  }
  const { log } = await import('./lib/observability/log');
  const { recordPeerAddresses } = await import('./lib/http/peer-address');
  await recordPeerAddresses(); // per-IP limits use the socket's address (lib/http/request-source.ts)
  // Pages answer 503 while the database is unreachable (proxy.ts); this is how the proxy checks.
  const [{ registerDatabaseProbe }, { probeDatabase }] = await Promise.all([import('./db/availability'), import('./lib/health')]);
  registerDatabaseProbe(probeDatabase);
  // Prometheus metrics on their own port, behind METRICS_TOKEN (docs/operations.md#metrics).
  const { startMetricsServer } = await import('./lib/operations/metrics-server');
  startMetricsServer();
  if (process.env.REPRISE_PRUNE !== 'off') {
    const { schedulePruning } = await import('./lib/maintenance');
    schedulePruning();
  }
  // The demo customer's past orders (README, demo accounts); never in tests or production.
  if (process.env.REPRISE_ENV !== 'production' && process.env.REPRISE_ENV !== 'test' && process.env.REPRISE_DEMO_ORDERS !== 'off') {
    const { seedDemoCustomerOrders } = await import('./lib/demo/customer-orders');
    seedDemoCustomerOrders().catch((error) => log.error('demo orders not placed', { error }));
  }
  // E-mails and webhooks from the outbox; `npm run worker` runs the same loop on its own.
  if (process.env.REPRISE_WORKER !== 'off') {
    const { startNotificationWorker } = await import('./lib/notifications/worker');
    startNotificationWorker();
  }
  // SIGTERM: finish the requests and the outbox round in flight, then exit (docs/operations.md#graceful-shutdown).
  const { installGracefulShutdown } = await import('./lib/operations/shutdown');
  installGracefulShutdown();
}

/** A page (or route) that failed on a lost connection: the next page request checks the database first. */
export async function onRequestError(error: unknown, request: { path: string; method: string }, context: { routePath: string; routeType: string }) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { isConnectionFailure, reportConnectionFailure } = await import('./db/availability');
  if (isConnectionFailure(error)) return reportConnectionFailure();
  // Pages' failures (API routes answer their own 500 and log it in lib/http/handler.ts).
  const { log } = await import('./lib/observability/log');
  log.error('request failed', { method: request.method, route: context.routePath, routeType: context.routeType, error });
}
