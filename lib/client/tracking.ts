import { etagOf } from '@/lib/orders/etag';
import type { OrderCommentBody } from '@/lib/schemas/orders';
import { apiFetch } from './fetcher';

// The tracking link's calls: the token is the only credential (no cookie is needed or sent).
const trackPath = (token: string) => `/api/sip/track/${encodeURIComponent(token)}`;

export const transitionTrackedOrder = (token: string, to: string, version?: number) =>
  apiFetch(`${trackPath(token)}/transitions`, (s) => s.OrderViewSchema, { method: 'POST', body: { to }, headers: version === undefined ? {} : { 'if-match': etagOf(version) } });

/** The customer's answer to the pending quote, sent with the version they read it at. */
export const answerTrackedQuote = (token: string, answer: 'accepted' | 'declined', version: number) =>
  apiFetch(`${trackPath(token)}/quote-answer`, (s) => s.OrderViewSchema, { method: 'POST', body: { answer }, headers: { 'if-match': etagOf(version) } });

/** The customer's message (or request) on the order's thread, through the tracking link (docs/atelier.md#messages). */
export const commentTrackedOrder = (token: string, body: OrderCommentBody) =>
  apiFetch(`${trackPath(token)}/comments`, (s) => s.OrderViewSchema, { method: 'POST', body });
