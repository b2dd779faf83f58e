import { AuthResponseSchema, LoginBodySchema, MeResponseSchema, SignupBodySchema } from '@/lib/schemas/auth';
import type { Operation } from '../builder';

const cookie = { 'Set-Cookie': 'The session cookie (HttpOnly, SameSite=Lax; Secure with the __Host- prefix over https).' };

export const authOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/sip/auth/signup',
    operationId: 'signup',
    summary: 'Create a customer account (signed in at once)',
    description: 'Passwords: 8–256 characters, no composition rules; common and guessable ones are refused (422 on `password`).',
    tags: ['Accounts'],
    body: { schema: SignupBodySchema },
    responses: { 201: { description: 'The account and its session.', schema: AuthResponseSchema, headers: cookie } },
    rateLimited: true,
    errors: ['invalid_json', 'validation_failed', 'email_taken', 'forbidden'],
  },
  {
    method: 'post',
    path: '/api/sip/auth/login',
    operationId: 'login',
    summary: 'Sign in (customers, staff, admins)',
    description:
      'A new token at every sign-in; the session the request came with ends. Unknown email and wrong password give the same 401. Per account and per IP, the 11th failure within 15 minutes gets 429 with Retry-After; a success resets the account counter. Sessions: customers 30 days absolute / 7 days idle; staff and admins 12 h / 2 h.',
    tags: ['Accounts'],
    security: 'optional',
    body: { schema: LoginBodySchema },
    responses: { 200: { description: 'The account and a new session.', schema: AuthResponseSchema, headers: cookie } },
    errors: ['invalid_json', 'validation_failed', 'invalid_credentials', 'rate_limited', 'forbidden'],
  },
  {
    method: 'post',
    path: '/api/sip/auth/logout',
    operationId: 'logout',
    summary: 'End the current session on the server',
    tags: ['Accounts'],
    security: 'required',
    responses: { 204: { description: 'Ended; the cookie is cleared.' } },
    errors: ['unauthorized', 'forbidden'],
  },
  {
    method: 'get',
    path: '/api/sip/auth/me',
    operationId: 'me',
    summary: 'The signed-in account',
    tags: ['Accounts'],
    security: 'required',
    responses: { 200: { description: 'The account.', schema: MeResponseSchema } },
    errors: ['unauthorized'],
  },
];
