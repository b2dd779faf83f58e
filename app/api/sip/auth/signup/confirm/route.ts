import { confirmSignup } from '@/lib/account/signup';
import { sessionResponse } from '@/lib/auth/respond';
import { api, routes } from '@/lib/http/handler';
import { callerIp } from '@/lib/http/request-source';
import { SignupConfirmBodySchema } from '@/lib/schemas/auth';

// POST /api/sip/auth/signup/confirm — the e-mailed token creates the account; signed in at once
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: api(
    async ({ req, body, locale, auth }) => {
      const input = await body(SignupConfirmBodySchema);
      const { account, session } = await confirmSignup(input.token, { ip: callerIp(req), userAgent: req.headers.get('user-agent') ?? '', locale }, auth);
      return sessionResponse(req, account, session, 201);
    },
    { auth: 'sign-in' },
  ),
});
