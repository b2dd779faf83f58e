import type { SavedAddressBody, SavedAddressPatch } from '@/lib/schemas/account';
import { apiFetch, type RequestOptions } from './fetcher';

/** The self-service account's calls (docs/decisions.md#accounts), beside `browserApi`. */
const addressPath = (id: string) => `/api/sip/auth/me/addresses/${encodeURIComponent(id)}`;

export const accountApi = {
  requestReset: (email: string, language: string) => apiFetch('/api/sip/auth/password-reset', (s) => s.Any, { method: 'POST', body: { email, language } }),
  confirmReset: (token: string, password: string) => apiFetch('/api/sip/auth/password-reset/confirm', (s) => s.Any, { method: 'POST', body: { token, password } }),
  updateProfile: (body: { title?: string; givenName?: string; familyName?: string; phone?: string }) =>
    apiFetch('/api/sip/auth/me', (s) => s.AccountMeResponseSchema, { method: 'PATCH', body }),
  revokeOtherSessions: () => apiFetch('/api/sip/auth/sessions/revoke-others', (s) => s.SessionsRevokedSchema, { method: 'POST', body: {} }),
  erase: (password: string) => apiFetch('/api/sip/auth/me', (s) => s.Any, { method: 'DELETE', body: { password } }),
  addresses: (signal?: AbortSignal) => apiFetch('/api/sip/auth/me/addresses', (s) => s.SavedAddressListSchema, { signal }),
  addAddress: (body: Partial<SavedAddressBody>) => apiFetch('/api/sip/auth/me/addresses', (s) => s.SavedAddressSchema, { method: 'POST', body }),
  changeAddress: (id: string, body: SavedAddressPatch) => apiFetch(addressPath(id), (s) => s.SavedAddressSchema, { method: 'PATCH', body }),
  removeAddress: (id: string) => apiFetch(addressPath(id), (s) => s.Any, { method: 'DELETE' as RequestOptions['method'] }),
  trackingLink: (orderId: string) => apiFetch(`/api/sip/orders/${encodeURIComponent(orderId)}/tracking-link`, (s) => s.TrackingLinkSchema, { method: 'POST', body: {} }),
};

export const addressesKey = ['me', 'addresses'] as const;
