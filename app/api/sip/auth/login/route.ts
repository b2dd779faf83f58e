import { sessionResponse } from '@/lib/auth/respond';
import { login } from '@/lib/auth/service';
import { callerIp } from '@/lib/http/request-source';
import { api, routes } from '@/lib/http/handler';
import { LoginBodySchema } from '@/lib/schemas/auth';

// POST /api/sip/auth/login — customers and staff; a new session token each time
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: api(
    async ({ req, body, locale, auth }) => {
      const input = await body(LoginBodySchema);
      const { account, session } = await login(input, { ip: callerIp(req), userAgent: req.headers.get('user-agent') ?? '', locale }, auth);
      return sessionResponse(req, account, session, 200);
    },
    { auth: 'sign-in' },
  ),
});
