import { apiFetch } from './fetcher';

// The tracking link's calls: the token is the only credential (no cookie is needed or sent).
const trackPath = (token: string) => `/api/sip/track/${encodeURIComponent(token)}`;

export const transitionTrackedOrder = (token: string, to: string) =>
  apiFetch(`${trackPath(token)}/transitions`, (s) => s.OrderViewSchema, { method: 'POST', body: { to } });
