import { AuthResponseSchema, LoginBodySchema, MeResponseSchema, SessionsRevokedSchema, SignupAcceptedSchema, SignupBodySchema, SignupConfirmBodySchema } from '@/lib/schemas/auth';
import { contract } from './contract';

const cookie = { 'Set-Cookie': 'The session cookie (HttpOnly, SameSite=Lax; Secure with the __Host- prefix over https).' };

export const signup = contract({
  auth: 'public',
  method: 'post',
  path: '/api/sip/auth/signup',
  operationId: 'signup',
  summary: 'Ask for a customer account (confirmed by an e-mailed link)',
  description:
    'Passwords: 8–256 characters, no composition rules; common and guessable ones are refused (422 on `password`). Otherwise the answer is the same 202 for every address, and no session: a new address gets a link (valid 24 hours, once) that creates the account through `confirmSignup`; an address that has an account gets a word to its owner instead. At most 3 such e-mails per address an hour (the answer stays 202).',
  tags: ['Accounts'],
  body: { schema: SignupBodySchema },
  responses: { 202: { description: 'An e-mail is on its way (the same answer for every address).', schema: SignupAcceptedSchema } },
  rateLimited: true,
  errors: ['invalid_json', 'validation_failed', 'forbidden'],
});

export const confirmSignup = contract({
  method: 'post',
  path: '/api/sip/auth/signup/confirm',
  operationId: 'confirmSignup',
  summary: 'Create the account with the e-mailed token (signed in at once)',
  description: 'The token of the link `/{locale}/account/confirm#token=…`. Uses it up (and every other pending sign-up of the address), creates the account and its first session; the session the request came with ends. A used, expired or unknown token is 400 `signup_link_invalid`.',
  tags: ['Accounts'],
  auth: 'sign-in',
  body: { schema: SignupConfirmBodySchema },
  responses: { 201: { description: 'The account and its session.', schema: AuthResponseSchema, headers: cookie } },
  errors: ['invalid_json', 'validation_failed', 'signup_link_invalid', 'forbidden'],
});

export const login = contract({
  method: 'post',
  path: '/api/sip/auth/login',
  operationId: 'login',
  summary: 'Sign in (customers, staff, admins)',
  description:
    'A new token at every sign-in; the session the request came with ends. Unknown email and wrong password give the same 401. No lockout (docs/decisions.md#login-throttle): past 5 tries an account waits a doubling delay (1 s … 5 min; 429 with Retry-After), a device that signed in before (the `reprise_device` cookie set here) counts on its own; an address may fail 30 verified passwords per 15 minutes. A success resets the counter. Sessions: customers 30 days absolute / 7 days idle; staff and admins 12 h / 2 h.',
  tags: ['Accounts'],
  auth: 'sign-in',
  body: { schema: LoginBodySchema },
  responses: { 200: { description: 'The account and a new session.', schema: AuthResponseSchema, headers: cookie } },
  errors: ['invalid_json', 'validation_failed', 'invalid_credentials', 'rate_limited', 'forbidden'],
});

export const logout = contract({
  method: 'post',
  path: '/api/sip/auth/logout',
  operationId: 'logout',
  summary: 'End the current session on the server', description: 'Ends the session whose token (or cookie) came with the request and clears the cookie; other sessions of the account stay. With an API key: 400 `bad_request` (a key is no session; revoking it is the admin’s DELETE /api/sip/admin/api-keys/{id}).',
  tags: ['Accounts'],
  auth: 'required',
  responses: { 204: { description: 'Ended; the cookie is cleared.' } },
  errors: ['bad_request', 'unauthorized', 'forbidden'],
});

export const revokeOtherSessions = contract({
  method: 'post',
  path: '/api/sip/auth/sessions/revoke-others',
  operationId: 'revokeOtherSessions',
  summary: 'Sign out every other session of the account',
  description: 'Every session of the signed-in account ends except the one this request came with (docs/decisions.md#sessions-revoke-others). Not with an API key (403).',
  tags: ['Accounts'],
  auth: 'required',
  responses: { 200: { description: 'How many other sessions ended.', schema: SessionsRevokedSchema } },
  errors: ['unauthorized', 'session_expired', 'forbidden'],
});

export const me = contract({
  method: 'get',
  path: '/api/sip/auth/me',
  operationId: 'me',
  summary: 'The signed-in account', description: 'With a session: the account (role, store, profile). With an API key: the key itself (`apiKey`: id, name, prefix, store, scopes, role, mode), never the admin who made it (docs/integrators.md#api-keys).',
  tags: ['Accounts'],
  auth: 'required',
  responses: { 200: { description: 'The account.', schema: MeResponseSchema } },
  errors: ['unauthorized'],
});
