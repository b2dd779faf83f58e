import 'server-only';
import { databaseOpened, getDbHandle } from '@/db/client';
import { applicationName } from '@/db/application-name';
import { outboxBacklog, poolConnections } from '@/db/observability';
import { poolSize } from '@/db/pool-size';
import { metrics } from '@/lib/observability/metrics';
import { checkDatabase } from '@/lib/health';

const SAMPLE_TIMEOUT_MS = 2000;

/**
 * What a scrape reads from the database, at scrape time (docs/operations.md#metrics): whether it
 * answers, the outbox's backlog and oldest event, the deliveries due, and this process's
 * connections by state. Nothing is opened for it: before the first request, only `database_up`.
 * A slow database costs the scrape at most SAMPLE_TIMEOUT_MS; the gauges then keep their last value.
 */
export async function sampleDatabase(): Promise<void> {
  const m = metrics();
  if (!databaseOpened()) return;
  const health = await checkDatabase();
  m.databaseUp.set(health.status === 'up' ? 1 : 0);
  if (health.status !== 'up') return;
  const { db, driver } = await getDbHandle();
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), SAMPLE_TIMEOUT_MS).unref());
  const [outbox, pool] = await Promise.all([
    Promise.race([outboxBacklog(db), timeout]).catch(() => null),
    driver === 'postgres' ? Promise.race([poolConnections(db, applicationName()), timeout]).catch(() => null) : Promise.resolve(null),
  ]);
  if (outbox) {
    m.outboxBacklog.set(outbox.backlog);
    m.outboxOldestAge.set(outbox.oldestAgeSeconds);
    m.outboxDue.set({ channel: 'email' }, outbox.emailsDue);
    m.outboxDue.set({ channel: 'webhook' }, outbox.webhooksDue);
  }
  m.poolMax.set(driver === 'postgres' ? poolSize() : 1);
  if (pool) {
    m.poolConnections.reset();
    for (const state of ['active', 'idle', 'idle in transaction']) m.poolConnections.set({ state }, pool[state] ?? 0);
    for (const [state, n] of Object.entries(pool)) m.poolConnections.set({ state }, n);
  }
}
