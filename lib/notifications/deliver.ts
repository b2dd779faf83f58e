import type { Db } from '@/db/client';
import { claimDueDeliveries, claimDueEmails, settleDelivery, settleEmail } from '@/db/outbox';
import { findEndpoint } from '@/db/webhooks';
import { isPermanentMailError, mailFrom, type MailSender } from './mailer';
import { webhookHeaders } from './webhooks/signing';
import { webhookUrlProblem } from './webhooks/url-guard';
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

type Options = { now: Date; limit?: number; leaseMs?: number };
const lease = (o: Options) => new Date(o.now.getTime() + (o.leaseMs ?? 120_000));
const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** A failed try: counted per channel, and logged (a given-up one as an error: someone must look, docs/operations.md#dead-letters). */
function countFailure(channel: 'email' | 'webhook', last: boolean, fields: Record<string, unknown>) {
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
        await withSpan('smtp send', { 'reprise.email.id': m.id, 'reprise.email.kind': m.kind, 'reprise.email.attempt': m.attempts }, () =>
          sender.send({ from: mailFrom(), to: m.toAddress, subject: m.subject, html: m.html, text: m.text, messageId: m.id }), SpanKind.CLIENT);
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
export async function deliverDueWebhooks(db: Db, options: Options & { timeoutMs?: number }): Promise<number> {
  const claimed = await db.transaction((tx) => claimDueDeliveries(tx, options.now, lease(options), options.limit ?? 10));
  await Promise.all(
    claimed.map(async (d) => {
      let responseStatus: number | null = null;
      try {
        const endpoint = await findEndpoint(db, d.endpointId);
        if (!endpoint) throw new Error('endpoint deleted');
        const refused = await webhookUrlProblem(endpoint.url);
        if (refused) throw new Error(refused);
        const response = await withSpan('webhook post', { 'reprise.webhook.delivery': d.id, 'reprise.webhook.type': d.type, 'reprise.webhook.attempt': d.attempts }, async (span) => {
          const answer = await fetch(endpoint.url, {
            method: 'POST',
            headers: webhookHeaders(endpoint.secret, `msg_${d.eventId}`, d.body, new Date()),
            body: d.body,
            redirect: 'manual',
            signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
          });
          span?.setAttribute('http.response.status_code', answer.status);
          return answer;
        }, SpanKind.CLIENT);
        responseStatus = response.status;
        await response.body?.cancel();
        if (response.status < 200 || response.status > 299) throw new Error(`HTTP ${response.status}`);
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
