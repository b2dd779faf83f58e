import type { Db } from '@/db/client';
import { claimDueDeliveries, claimDueEmails, renewDeliveryLease, renewEmailLease, settleDelivery, settleEmail } from '@/db/outbox';
import { findEndpoint } from '@/db/webhooks';
import { isPermanentMailError, mailFrom, type MailSender } from './mailer';
import { webhookHeaders } from './webhooks/signing';
import { postWebhook } from './webhooks/post';
import { webhookUrlProblem, type Resolver } from './webhooks/url-guard';
import { SpanKind } from '@opentelemetry/api';
import { log } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';
import { withSpan } from '@/lib/observability/tracing';

/** E-mails: 8 tries, 30 s doubling (the last about an hour after the first), then failed. */
export const EMAIL_MAX_ATTEMPTS = 8;
export const emailBackoffMs = (attempts: number) => 30_000 * 2 ** (attempts - 1);

/** Webhooks: Standard Webhooks' schedule after the first try, over 27 h in all, then failed. */
export const WEBHOOK_RETRY_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_MS.length + 1;

/**
 * A claim's lease (docs/notifications.md#lease): short, and renewed every third of it while the
 * send runs, so a dead instance's claims are due again within seconds, and a live one's slow send
 * is never taken over (was 2 minutes, unrenewed: a dead instance's e-mails waited that long).
 */
export const OUTBOX_LEASE_MS = 15_000;

type Options = { now: Date; limit?: number; leaseMs?: number };
const leaseMs = (o: Options) => o.leaseMs ?? OUTBOX_LEASE_MS;
const lease = (o: Options) => new Date(o.now.getTime() + leaseMs(o));

/**
 * Keeps a claimed row leased while `work` runs: every third of the lease it is pushed on by the
 * time that passed, on the clock the claim used; settling waits for a renewal in flight, so the
 * lease it matches is the last one written. A renewal that finds the lease lost stops renewing.
 */
export async function whileLeased<R extends { lockedUntil: Date | null }, T>(row: R, options: Options, renew: (row: R, until: Date) => Promise<boolean>, work: () => Promise<T>): Promise<T> {
  const every = Math.max(10, Math.floor(leaseMs(options) / 3));
  let renewing: Promise<unknown> = Promise.resolve();
  let held = true;
  const timer = setInterval(() => {
    renewing = renewing.then(async () => {
      if (!held || !row.lockedUntil) return;
      const until = new Date(row.lockedUntil.getTime() + every);
      if (await renew(row, until).catch(() => false)) row.lockedUntil = until;
      else held = false;
    });
  }, every);
  try {
    return await work();
  } finally {
    clearInterval(timer);
    await renewing;
  }
}
export const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** A failed try: counted per channel, and logged (a given-up one as an error: someone must look, docs/operations.md#dead-letters). */
export function countFailure(channel: 'email' | 'webhook' | 'passport', last: boolean, fields: Record<string, unknown>) {
  metrics().deliveries.inc({ channel, outcome: last ? 'dead_lettered' : 'failed' });
  (last ? log.error : log.warn)(last ? `${channel} delivery given up` : `${channel} delivery failed, will retry`, { channel, ...fields });
}

/** Sends the due e-mails this worker could claim; each ends sent, waiting for its next try, or failed. */
export async function deliverDueEmails(db: Db, sender: MailSender, options: Options): Promise<number> {
  const claimed = await db.transaction((tx) => claimDueEmails(tx, options.now, lease(options), options.limit ?? 10));
  await Promise.all(
    claimed.map(async (m) => {
      try {
        if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(m.toAddress)) throw Object.assign(new Error(`invalid address ${m.toAddress}`), { code: 'EENVELOPE' });
        // The same Message-ID on every try (m.id): a copy sent twice is recognisable as one message.
        await whileLeased(m, options, (row, until) => renewEmailLease(db, row, until), () =>
          withSpan('smtp send', { 'reprise.email.id': m.id, 'reprise.email.kind': m.kind, 'reprise.email.attempt': m.attempts }, () =>
            sender.send({ from: mailFrom(), to: m.toAddress, subject: m.subject, html: m.html, text: m.text, messageId: m.id }), SpanKind.CLIENT));
        await settleEmail(db, m, { status: 'sent', sentAt: new Date(), lastError: null });
        metrics().deliveries.inc({ channel: 'email', outcome: 'sent' });
      } catch (error) {
        const last = isPermanentMailError(error) || m.attempts >= EMAIL_MAX_ATTEMPTS;
        countFailure('email', last, { emailId: m.id, kind: m.kind, attempts: m.attempts, error });
        const retryAt = new Date(Date.now() > options.now.getTime() ? Date.now() : options.now.getTime());
        await settleEmail(db, m, last ? { status: 'failed', lastError: message(error) } : { lastError: message(error), nextAttemptAt: new Date(retryAt.getTime() + emailBackoffMs(m.attempts)) });
      }
    }),
  );
  return claimed.length;
}

/** Posts the due webhook deliveries this worker could claim: 2xx is delivered, anything else retries on the schedule. */
export async function deliverDueWebhooks(db: Db, options: Options & { timeoutMs?: number; resolver?: Resolver }): Promise<number> {
  const claimed = await db.transaction((tx) => claimDueDeliveries(tx, options.now, lease(options), options.limit ?? 10));
  await Promise.all(
    claimed.map(async (d) => {
      let responseStatus: number | null = null;
      try {
        const endpoint = await findEndpoint(db, d.endpointId);
        if (!endpoint) throw new Error('endpoint deleted');
        const refused = await webhookUrlProblem(endpoint.url, options.resolver);
        if (refused) throw new Error(refused);
        const post = () => withSpan('webhook post', { 'reprise.webhook.delivery': d.id, 'reprise.webhook.type': d.type, 'reprise.webhook.attempt': d.attempts }, async (span) => {
          const status = await postWebhook(endpoint.url, { headers: webhookHeaders(endpoint.secret, `msg_${d.eventId}`, d.body, new Date()), body: d.body, timeoutMs: options.timeoutMs ?? 15_000, resolver: options.resolver });
          span?.setAttribute('http.response.status_code', status);
          return status;
        }, SpanKind.CLIENT);
        responseStatus = await whileLeased(d, options, (row, until) => renewDeliveryLease(db, row, until), post);
        if (responseStatus < 200 || responseStatus > 299) throw new Error(`HTTP ${responseStatus}`);
        await settleDelivery(db, d, { status: 'succeeded', responseStatus, deliveredAt: new Date(), lastError: null });
        metrics().deliveries.inc({ channel: 'webhook', outcome: 'sent' });
      } catch (error) {
        const last = d.attempts >= WEBHOOK_MAX_ATTEMPTS;
        countFailure('webhook', last, { deliveryId: d.id, type: d.type, attempts: d.attempts, responseStatus, error });
        const next = new Date(Math.max(Date.now(), options.now.getTime()) + (WEBHOOK_RETRY_MS[d.attempts - 1] ?? 0));
        await settleDelivery(db, d, last ? { status: 'failed', responseStatus, lastError: message(error) } : { responseStatus, lastError: message(error), nextAttemptAt: next });
      }
    }),
  );
  return claimed.length;
}
