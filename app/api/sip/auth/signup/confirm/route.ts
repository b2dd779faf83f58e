import * as contracts from '@/lib/contracts/auth';
import { confirmSignup } from '@/lib/account/signup';
import { sessionResponse } from '@/lib/auth/respond';
import { endpoint, routes } from '@/lib/http/handler';
import { callerIp } from '@/lib/http/request-source';

// POST /api/sip/auth/signup/confirm — the e-mailed token creates the account; signed in at once
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(
    contracts.confirmSignup,
    async ({ req, body, locale, auth }) => {
      const input = await body();
      const { account, session } = await confirmSignup(input.token, { ip: callerIp(req), userAgent: req.headers.get('user-agent') ?? '', locale }, auth);
      return sessionResponse(req, account, session, 201);
    },
  ),
});
