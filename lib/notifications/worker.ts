import type { Db } from '@/db/client';
import { getDb } from '@/db/client';
import { deliverDueEmails, deliverDueWebhooks } from './deliver';
import { dispatchEvents } from './dispatch';
import { sendDueRefunds } from '@/lib/payments/refund-queue';
import { sendDuePassports } from '@/lib/certificates/passport';
import { smtpSender, type MailSender } from './mailer';
import { log } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';
import { withSpan } from '@/lib/observability/tracing';

export type WorkerOptions = { now?: Date; sender?: MailSender | null; leaseMs?: number; timeoutMs?: number };

/**
 * One round of the notifications worker: dispatch pending events, then send what is due.
 * Any number of processes may run rounds at once on one database (docs/notifications.md).
 */
export async function runNotificationsRound(db: Db, options: WorkerOptions = {}): Promise<{ events: number; emails: number; webhooks: number; refunds: number; passports: number }> {
  const now = options.now ?? new Date();
  const sender = options.sender === undefined ? smtpSender() : options.sender;
  const started = performance.now();
  try {
    const done = await withSpan('outbox round', {}, async (span) => {
      let events = 0;
      for (let n = -1; n !== 0; events += n) n = await dispatchEvents(db, { now, mail: sender !== null });
      const emails = sender ? await deliverDueEmails(db, sender, { now, leaseMs: options.leaseMs }) : 0;
      const webhooks = await deliverDueWebhooks(db, { now, leaseMs: options.leaseMs, timeoutMs: options.timeoutMs });
      // Card refunds the processor failed or could not be reached for, again once their backoff passed (docs/payments.md#refund-retries); off: no query.
      const refunds = await sendDueRefunds(db, { now });
      // Certificates for the brand's passport provider (docs/certificates.md#passport); off: no query.
      const passports = await sendDuePassports(db, { now, leaseMs: options.leaseMs, timeoutMs: options.timeoutMs });
      span?.setAttributes({ 'reprise.outbox.events': events, 'reprise.outbox.emails': emails, 'reprise.outbox.webhooks': webhooks, 'reprise.outbox.refunds': refunds, 'reprise.outbox.passports': passports });
      return { events, emails, webhooks, refunds, passports };
    });
    metrics().outboxRounds.inc({ outcome: 'ok' });
    // A round that did something is worth a line; an idle one (every second) is not.
    if (done.events + done.emails + done.webhooks + done.refunds + done.passports > 0) log.info('outbox round', { ...done, durationMs: Math.round(performance.now() - started) });
    return done;
  } catch (error) {
    metrics().outboxRounds.inc({ outcome: 'failed' });
    throw error;
  } finally {
    metrics().outboxRoundDuration.observe((performance.now() - started) / 1000);
  }
}

const globalForWorker = globalThis as unknown as { __repriseWorker?: { stop: () => Promise<void> } };

/** Stops this process's worker, if it runs, after the round in progress (graceful shutdown). */
export async function stopNotificationWorker(): Promise<void> {
  await globalForWorker.__repriseWorker?.stop();
}

/**
 * Runs rounds every `intervalMs` in the background of this process until stopped. The timer
 * never keeps the process alive; a failed round (database down) is logged and retried.
 */
export function startNotificationWorker(intervalMs = Number(process.env.NOTIFY_INTERVAL_MS ?? 1000)): { stop: () => Promise<void> } {
  if (globalForWorker.__repriseWorker) return globalForWorker.__repriseWorker;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    running = (async () => {
      try {
        await runNotificationsRound(await getDb());
      } catch (error) {
        log.error('notifications round failed', { error });
      }
    })();
    void running.then(() => {
      if (!stopped) timer = setTimeout(tick, intervalMs).unref();
    });
  };
  timer = setTimeout(tick, intervalMs).unref();
  const handle = {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      globalForWorker.__repriseWorker = undefined;
    },
  };
  globalForWorker.__repriseWorker = handle;
  return handle;
}
