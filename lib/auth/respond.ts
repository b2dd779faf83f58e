import type { AccountRow } from '@/db/accounts';
import { json } from '@/lib/http/json';
import { AuthResponseSchema } from '@/lib/schemas/auth';
import { sessionCookies } from './cookies';
import { accountWire } from './service';
import type { IssuedSession } from './session';

/**
 * The answer to a sign-in or sign-up: the HttpOnly cookie for browsers, and the token
 * in the body only for API clients — requests without an Origin header, which every
 * browser sends on a POST (Node's fetch sends Sec-Fetch-Mode, so that cannot tell) —
 * so page scripts never see it.
 */
export function sessionResponse(req: Request, account: AccountRow, session: IssuedSession, status: number): Response {
  const fromBrowser = req.headers.has('origin');
  const body = AuthResponseSchema.parse({
    account: accountWire(account),
    session: {
      ...(fromBrowser ? {} : { token: session.token }),
      expiresAt: session.expiresAt.toISOString(),
      idleExpiresAt: session.idleExpiresAt.toISOString(),
    },
  });
  const response = json(body, { status });
  for (const cookie of sessionCookies(req, session.token, session.expiresAt)) response.headers.append('set-cookie', cookie);
  return response;
}
