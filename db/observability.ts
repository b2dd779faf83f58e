import { sql } from 'drizzle-orm';
import type { Executor } from './client';
import { executedRows } from './executed-rows';

export type OutboxBacklog = { backlog: number; oldestAgeSeconds: number; emailsDue: number; webhooksDue: number };

/**
 * The outbox's state for the metrics scrape (docs/operations.md#metrics): events not yet
 * dispatched and the oldest one's age, and the e-mails and webhook deliveries waiting for a try.
 * One statement; each count runs on its partial index.
 */
export async function outboxBacklog(executor: Executor): Promise<OutboxBacklog> {
  const [row] = executedRows<{ backlog: number; oldest: number | null; emails: number; webhooks: number }>(
    await executor.execute(sql`select
      (select count(*)::int from outbox_events where dispatched_at is null) as backlog,
      (select extract(epoch from now() - min(created_at))::float8 from outbox_events where dispatched_at is null) as oldest,
      (select count(*)::int from email_messages where status = 'queued') as emails,
      (select count(*)::int from webhook_deliveries where status = 'pending') as webhooks`),
  );
  return { backlog: Number(row!.backlog), oldestAgeSeconds: Math.max(0, Number(row!.oldest ?? 0)), emailsDue: Number(row!.emails), webhooksDue: Number(row!.webhooks) };
}

/** This process's connections as the server sees them, by state (its pool's use), from their application_name. */
export async function poolConnections(executor: Executor, applicationName: string): Promise<Record<string, number>> {
  const rows = executedRows<{ state: string | null; n: number }>(
    await executor.execute(sql`select coalesce(state, 'unknown') as state, count(*)::int as n from pg_stat_activity where application_name = ${applicationName} group by 1`),
  );
  return Object.fromEntries(rows.map((r) => [r.state ?? 'unknown', Number(r.n)]));
}
