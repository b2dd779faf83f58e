import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics (docs/operations.md#metrics). One registry per process, kept
 * on globalThis: Next loads route bundles and instrumentation.ts as separate module graphs, and
 * a counter incremented in one must be the counter scraped from the other.
 */
function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requestDuration: new Histogram({
      name: 'reprise_http_request_duration_seconds',
      help: 'API request duration, by route pattern, method and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    requestsInFlight: new Gauge({ name: 'reprise_http_requests_in_flight', help: 'API requests being served', registers }),
    databaseUp: new Gauge({ name: 'reprise_database_up', help: '1 when the last check reached the database, else 0', registers }),
    poolMax: new Gauge({ name: 'reprise_db_pool_max_connections', help: 'Connections the pool may open', registers }),
    poolConnections: new Gauge({
      name: 'reprise_db_pool_connections',
      help: "This process's open database connections, by state (pg_stat_activity)",
      labelNames: ['state'] as const,
      registers,
    }),
    outboxBacklog: new Gauge({ name: 'reprise_outbox_backlog', help: 'Outbox events not yet dispatched', registers }),
    outboxOldestAge: new Gauge({ name: 'reprise_outbox_oldest_age_seconds', help: 'Age of the oldest undispatched outbox event (0 when none)', registers }),
    outboxDue: new Gauge({ name: 'reprise_outbox_deliveries_due', help: 'E-mails and webhook deliveries waiting for a try, by channel', labelNames: ['channel'] as const, registers }),
    outboxRounds: new Counter({ name: 'reprise_outbox_rounds_total', help: 'Notification rounds run, by outcome', labelNames: ['outcome'] as const, registers }),
    outboxRoundDuration: new Histogram({
      name: 'reprise_outbox_round_duration_seconds',
      help: 'Duration of one notification round',
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
      registers,
    }),
    deliveries: new Counter({
      name: 'reprise_deliveries_total',
      help: 'Delivery attempts by channel (email, webhook, passport) and outcome (sent, failed: will retry, dead_lettered: given up)',
      labelNames: ['channel', 'outcome'] as const,
      registers,
    }),
    ordersPlaced: new Counter({ name: 'reprise_orders_placed_total', help: 'Orders placed', registers }),
    failedLogins: new Counter({ name: 'reprise_failed_logins_total', help: 'Sign-ins refused for a wrong e-mail or password', registers }),
    rateLimited: new Counter({ name: 'reprise_rate_limited_total', help: 'Requests refused by a rate limit, by policy', labelNames: ['policy'] as const, registers }),
    catalogueVersion: new Gauge({ name: 'reprise_catalogue_version', help: "Version of the catalogue this process serves (bumped at each reload)", registers }),
    catalogueLoaded: new Gauge({ name: 'reprise_catalogue_loaded_timestamp_seconds', help: 'When the catalogue served was loaded', registers }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
const globalForMetrics = globalThis as unknown as { __repriseMetrics?: Metrics };

/** The process's metrics, created on first use. */
export function metrics(): Metrics {
  return (globalForMetrics.__repriseMetrics ??= createMetrics());
}
