import * as contracts from '@/lib/contracts/auth';
import { sessionResponse } from '@/lib/auth/respond';
import { login } from '@/lib/auth/service';
import { callerIp } from '@/lib/http/request-source';
import { endpoint, routes } from '@/lib/http/handler';

// POST /api/sip/auth/login — customers and staff; a new session token each time
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(
    contracts.login,
    async ({ req, body, locale, auth }) => {
      const input = await body();
      const { account, session } = await login(input, { ip: callerIp(req), userAgent: req.headers.get('user-agent') ?? '', locale }, auth);
      return sessionResponse(req, account, session, 200);
    },
  ),
});
