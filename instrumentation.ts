// Runs once per server process (Next's instrumentation hook), never at build.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { recordPeerAddresses } = await import('./lib/http/peer-address');
  await recordPeerAddresses(); // per-IP limits use the socket's address (lib/http/request-source.ts)
  // Pages answer 503 while the database is unreachable (proxy.ts); this is how the proxy checks.
  const [{ registerDatabaseProbe }, { probeDatabase }] = await Promise.all([import('./db/availability'), import('./lib/health')]);
  registerDatabaseProbe(probeDatabase);
  if (process.env.REPRISE_PRUNE !== 'off') {
    const { schedulePruning } = await import('./lib/maintenance');
    schedulePruning();
  }
  // The demo customer's past orders (README, demo accounts); never in tests or production.
  if (process.env.REPRISE_ENV !== 'production' && process.env.REPRISE_ENV !== 'test' && process.env.REPRISE_DEMO_ORDERS !== 'off') {
    const { seedDemoCustomerOrders } = await import('./lib/demo/customer-orders');
    seedDemoCustomerOrders().catch((e) => console.error('demo orders not placed:', e));
  }
  // E-mails and webhooks from the outbox; `npm run worker` runs the same loop on its own.
  if (process.env.REPRISE_WORKER !== 'off') {
    const { startNotificationWorker } = await import('./lib/notifications/worker');
    startNotificationWorker();
  }
}

/** A page (or route) that failed on a lost connection: the next page request checks the database first. */
export async function onRequestError(error: unknown) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { isConnectionFailure, reportConnectionFailure } = await import('./db/availability');
  if (isConnectionFailure(error)) reportConnectionFailure();
}
