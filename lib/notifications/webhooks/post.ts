import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { guardedLookup, type Resolver } from './url-guard';

/**
 * One webhook POST through an agent whose `lookup` checks the address dialled
 * (docs/notifications.md#webhook-ssrf); redirects are not followed. Answers the HTTP status.
 * An IP literal is never looked up: `webhookUrlProblem` has judged it just before.
 */
export function postWebhook(url: string, init: { headers: Record<string, string>; body: string; timeoutMs: number; resolver?: Resolver }): Promise<number> {
  const https = new URL(url).protocol === 'https:';
  const lookup = guardedLookup(init.resolver);
  const agent = https ? new HttpsAgent({ lookup, keepAlive: false }) : new HttpAgent({ lookup, keepAlive: false });
  const request = https ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers: { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) }, signal: AbortSignal.timeout(init.timeoutMs) }, (res) => {
      res.resume(); // the answer's body is not read, only drained
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
