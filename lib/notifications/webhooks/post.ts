import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { guardedLookup, type Resolver } from './url-guard';

type PostInit = { headers: Record<string, string>; body: string; timeoutMs: number; resolver?: Resolver };

/**
 * One POST through an agent whose `lookup` checks the address dialled
 * (docs/notifications.md#webhook-ssrf); redirects are not followed. An IP literal is never looked
 * up: `webhookUrlProblem` has judged it just before. `onAnswer` settles the promise from the answer.
 */
function guardedPost<T>(url: string, init: PostInit, onAnswer: (res: IncomingMessage, resolve: (value: T) => void, reject: (error: Error) => void) => void): Promise<T> {
  const https = new URL(url).protocol === 'https:';
  const lookup = guardedLookup(init.resolver);
  const agent = https ? new HttpsAgent({ lookup, keepAlive: false }) : new HttpAgent({ lookup, keepAlive: false });
  const request = https ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers: { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) }, signal: AbortSignal.timeout(init.timeoutMs) }, (res) => onAnswer(res, resolve, reject));
    req.on('error', reject);
    req.end(init.body);
  });
}

/** One webhook POST; answers the HTTP status (the answer's body is not read, only drained). */
export function postWebhook(url: string, init: PostInit): Promise<number> {
  return guardedPost<number>(url, init, (res, resolve) => {
    res.resume();
    resolve(res.statusCode ?? 0);
  });
}

/** A POST whose answer is read too, up to `maxBytes` (more is an error): the passport provider's (docs/certificates.md#passport). */
export function postForAnswer(url: string, init: PostInit & { maxBytes: number }): Promise<{ status: number; body: string }> {
  return guardedPost(url, init, (res, resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    res.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > init.maxBytes) res.destroy(new Error(`answer larger than ${init.maxBytes} bytes`));
      else chunks.push(chunk);
    });
    res.on('error', reject);
    res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
  });
}
