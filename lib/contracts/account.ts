import * as z from 'zod';
import {
  AccountExportSchema, AdminErasureBodySchema, AuditLogSchema, ErasureResultSchema, PasswordConfirmationSchema, PasswordResetConfirmSchema,
  PasswordResetRequestSchema, ProfileUpdateSchema, SavedAddressBodySchema, SavedAddressListSchema, SavedAddressPatchSchema, SavedAddressSchema, TrackingLinkSchema,
} from '@/lib/schemas/account';
import { AccountMeResponseSchema } from '@/lib/schemas/auth';
import { ADMIN, BACK_OFFICE, contract } from './contract';

// The self-service account, password reset and data rights (docs/decisions.md#accounts, #password-reset, #data-rights).
const addressId = z.object({ id: z.string() });
const orderId = z.object({ id: z.string() });
const me = { tags: ['Accounts'], auth: 'required' as const };

export const requestPasswordReset = contract({
  auth: 'public',
  method: 'post', path: '/api/sip/auth/password-reset', operationId: 'requestPasswordReset', tags: ['Accounts'],
  summary: 'E-mail a password-reset link',
  description: '202 with no body whether or not the address has an account; an owner gets a single-use link valid 1 hour. 5 requests per address and 30 per client in 15 minutes, then 429.',
  body: { schema: PasswordResetRequestSchema },
  responses: { 202: { description: 'Accepted (the same answer for every address).' } },
  errors: ['invalid_json', 'validation_failed', 'rate_limited'],
});

export const confirmPasswordReset = contract({
  auth: 'public',
  method: 'post', path: '/api/sip/auth/password-reset/confirm', operationId: 'confirmPasswordReset', tags: ['Accounts'],
  summary: 'Set a new password with the e-mailed token',
  description: 'Uses the token up, sets the password (sign-up rules) and ends every session of the account.',
  body: { schema: PasswordResetConfirmSchema },
  responses: { 204: { description: 'Changed; every session ended, the cookie cleared.' } },
  errors: ['invalid_json', 'validation_failed', 'reset_link_invalid'],
});

export const updateProfile = contract({
  method: 'patch', path: '/api/sip/auth/me', operationId: 'updateProfile', ...me, summary: 'Change the profile (title, names, phone)', description: 'Changes only the fields sent (title, first and last name, E.164 phone); the e-mail and password have their own flows. A body with none of these fields is 422. Not with an API key (403).',
  body: { schema: ProfileUpdateSchema }, responses: { 200: { description: 'The account.', schema: AccountMeResponseSchema } }, errors: ['invalid_json', 'validation_failed', 'unauthorized', 'forbidden'],
});

export const eraseAccount = contract({
  method: 'delete', path: '/api/sip/auth/me', operationId: 'eraseAccount', ...me, summary: 'Erase the account (GDPR art. 17)',
  description: 'Customers only, with the password. Ends every session; deletes addresses, photos and the account; past orders keep amounts, dates and services under a pseudonym.',
  body: { schema: PasswordConfirmationSchema }, responses: { 204: { description: 'Erased; the cookie is cleared.' } },
  errors: ['invalid_json', 'validation_failed', 'unauthorized', 'wrong_password', 'forbidden'],
});

export const exportAccountData = contract({
  method: 'get', path: '/api/sip/auth/me/export', operationId: 'exportAccountData', ...me, summary: 'Download my data (GDPR art. 15, 20)', description: 'Everything kept about the signed-in account (profile, addresses, orders with their history, e-mails, photos) as one JSON file to keep or move elsewhere (GDPR articles 15 and 20). Not with an API key (403).',
  responses: { 200: { description: 'A JSON file (Content-Disposition: attachment).', schema: AccountExportSchema } }, errors: ['unauthorized', 'forbidden'],
});

export const listAddresses = contract({ method: 'get', path: '/api/sip/auth/me/addresses', operationId: 'listAddresses', ...me, summary: 'Saved addresses, default first', description: 'The signed-in account’s saved addresses, the default first. Not with an API key (403).', responses: { 200: { description: 'The addresses.', schema: SavedAddressListSchema } }, errors: ['unauthorized', 'forbidden'] });
export const addAddress = contract({
  method: 'post', path: '/api/sip/auth/me/addresses', operationId: 'addAddress', ...me, summary: 'Save an address (the first is the default; at most 20)', description: 'Saves an address for later bookings; the first saved becomes the default. At most 20 (409 past that). Not with an API key (403).',
  body: { schema: SavedAddressBodySchema }, responses: { 201: { description: 'Saved.', schema: SavedAddressSchema } }, errors: ['invalid_json', 'validation_failed', 'unauthorized', 'conflict', 'forbidden'],
});

export const changeAddress = contract({
  method: 'patch', path: '/api/sip/auth/me/addresses/{id}', operationId: 'changeAddress', ...me, summary: 'Edit a saved address, or make it the default', description: 'Changes the fields sent of one of the account’s own addresses; `isDefault: true` makes it the default (the previous one stops being). Another account’s address is 404. Not with an API key (403).', pathParams: addressId,
  body: { schema: SavedAddressPatchSchema }, responses: { 200: { description: 'Saved.', schema: SavedAddressSchema } }, errors: ['invalid_json', 'validation_failed', 'unauthorized', 'not_found', 'forbidden'],
});

export const removeAddress = contract({
  method: 'delete', path: '/api/sip/auth/me/addresses/{id}', operationId: 'removeAddress', ...me, summary: 'Delete a saved address (the oldest left becomes the default)', description: 'Deletes one of the account’s own addresses; if it was the default, the oldest remaining one becomes the default. Another account’s address is 404. Not with an API key (403).', pathParams: addressId,
  responses: { 204: { description: 'Deleted.' } }, errors: ['unauthorized', 'not_found', 'forbidden'],
});

export const orderTrackingLink = contract({
  method: 'post', path: '/api/sip/orders/{id}/tracking-link', operationId: 'orderTrackingLink', tags: ['Orders'], auth: 'optional', pathParams: orderId,
  summary: 'A tracking link for this device',
  description: 'Whoever may read the order gets a fresh tracking token: `/{locale}/track/{token}` opens the order without a session (after sign-out too).',
  responses: { 201: { description: 'The token and the page path.', schema: TrackingLinkSchema } }, errors: ['not_found', 'forbidden'],
});

export const eraseAccountOnRequest = contract({
  method: 'post', path: '/api/sip/admin/account-erasures', operationId: 'eraseAccountOnRequest', tags: ['Admin'], auth: ADMIN,
  summary: 'Erase a customer’s account on request (admins)', description: 'As `DELETE /api/sip/auth/me`, without the password; recorded in the audit log with the reason.',
  body: { schema: AdminErasureBodySchema }, responses: { 201: { description: 'Erased.', schema: ErasureResultSchema } }, errors: ['invalid_json', 'validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const auditLog = contract({
  method: 'get', path: '/api/sip/admin/audit-log', operationId: 'auditLog', tags: ['Admin'], auth: BACK_OFFICE, summary: 'The audit log: who changed what (people, their data, stores, ateliers, delivery options), newest first (admins; staff get 404)', description: 'The last 100 changes made in the back office (people and roles, their data, stores, ateliers, delivery options), each with who made it, when and what changed. Admins only; staff get 404.',
  responses: { 200: { description: 'The last 100 entries.', schema: AuditLogSchema } }, errors: ['unauthorized', 'forbidden', 'not_found'],
});
