import 'server-only';
import { SpanKind } from '@opentelemetry/api';
import { claimDuePassportSubmissions, findCertificate, findRegistryEvent, renewPassportLease, setDspCertificateId, settlePassportSubmission } from '@/db/certificates';
import type { Db } from '@/db/client';
import { countFailure, message, OUTBOX_LEASE_MS, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_MS, whileLeased } from '@/lib/notifications/deliver';
import { appOrigin } from '@/lib/notifications/dispatch';
import { postForAnswer } from '@/lib/notifications/webhooks/post';
import { webhookUrlProblem, type Resolver } from '@/lib/notifications/webhooks/url-guard';
import { metrics } from '@/lib/observability/metrics';
import { withSpan } from '@/lib/observability/tracing';
import { passportProvider } from './passport-config';

/** The provider's answer: the id it gave the event, at most this long. */
const MAX_ID = 200;
const MAX_ANSWER_BYTES = 16_384;

/** What the provider is sent for one certificate: the signed record itself, and where anyone can check it. */
export function passportBody(certificate: { id: string; jws: string; kid: string }, registryEvent: { id: string; hash: string } | null): string {
  const record = JSON.parse(Buffer.from(certificate.jws.split('.')[1] ?? '', 'base64url').toString('utf8')) as unknown;
  return JSON.stringify({
    type: 'reprise.repair-certificate',
    certificateId: certificate.id,
    jws: certificate.jws,
    kid: certificate.kid,
    record,
    registryEvent,
    pageUrl: `${appOrigin()}/en/certificates/${encodeURIComponent(certificate.id)}`,
    keysUrl: `${appOrigin()}/.well-known/jwks.json`,
  });
}

/** The id in a 2xx answer (`{"id": "…"}`), or why there is none. */
function answeredId(body: string): string {
  let id: unknown;
  try {
    id = (JSON.parse(body) as { id?: unknown }).id;
  } catch {
    throw new Error('answer is not JSON');
  }
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID) throw new Error('answer has no usable "id"');
  return id;
}

type Options = { now: Date; limit?: number; leaseMs?: number; timeoutMs?: number; resolver?: Resolver };

/**
 * Posts the due certificates to the passport provider (docs/certificates.md#passport): each
 * claimed and leased like a webhook delivery, retried on the webhooks' schedule until it answers
 * 2xx with an id, which is stored as the certificate's `dspCertificateId`. Every try carries the
 * certificate id as its Idempotency-Key: a try whose answer was lost is recognised by the
 * provider, and a second answer never replaces the first id. Off: nothing, no query.
 */
export async function sendDuePassports(db: Db, options: Options): Promise<number> {
  const provider = passportProvider();
  if (!provider) return 0;
  const leaseMs = options.leaseMs ?? OUTBOX_LEASE_MS;
  const claimed = await db.transaction((tx) => claimDuePassportSubmissions(tx, options.now, new Date(options.now.getTime() + leaseMs), options.limit ?? 10));
  await Promise.all(
    claimed.map(async (s) => {
      let responseStatus: number | null = null;
      try {
        const certificate = await findCertificate(db, s.id);
        if (!certificate) throw new Error('certificate deleted');
        // The provider's URL passes the webhooks' SSRF guard (docs/notifications.md#webhook-ssrf), checked again at connection time.
        const refused = await webhookUrlProblem(provider.url, options.resolver);
        if (refused) throw new Error(refused);
        const event = await findRegistryEvent(db, certificate.registryEventId);
        const body = passportBody(certificate, event ? { id: event.id, hash: event.hash } : null);
        const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': certificate.id };
        if (provider.token) headers.authorization = `Bearer ${provider.token}`;
        const answer = await whileLeased(s, { now: options.now, leaseMs }, (row, until) => renewPassportLease(db, row, until), () =>
          withSpan('passport post', { 'reprise.passport.certificate': s.id, 'reprise.passport.attempt': s.attempts }, async (span) => {
            const got = await postForAnswer(provider.url, { headers, body, timeoutMs: options.timeoutMs ?? 15_000, resolver: options.resolver, maxBytes: MAX_ANSWER_BYTES });
            span?.setAttribute('http.response.status_code', got.status);
            return got;
          }, SpanKind.CLIENT));
        responseStatus = answer.status;
        if (answer.status < 200 || answer.status > 299) throw new Error(`HTTP ${answer.status}`);
        await setDspCertificateId(db, certificate.id, answeredId(answer.body));
        await settlePassportSubmission(db, s, { status: 'sent', responseStatus, sentAt: new Date(), lastError: null });
        metrics().deliveries.inc({ channel: 'passport', outcome: 'sent' });
      } catch (error) {
        const last = s.attempts >= WEBHOOK_MAX_ATTEMPTS;
        countFailure('passport', last, { certificateId: s.id, attempts: s.attempts, responseStatus, error });
        const next = new Date(Math.max(Date.now(), options.now.getTime()) + (WEBHOOK_RETRY_MS[s.attempts - 1] ?? 0));
        await settlePassportSubmission(db, s, last ? { status: 'failed', responseStatus, lastError: message(error) } : { responseStatus, lastError: message(error), nextAttemptAt: next });
      }
    }),
  );
  return claimed.length;
}
