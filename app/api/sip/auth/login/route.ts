import { DEVICE_COOKIE, deviceCookie } from '@/lib/auth/device-cookie';
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
      const meta = { ip: callerIp(req), userAgent: req.headers.get('user-agent') ?? '', locale, deviceCookie: req.cookies.get(DEVICE_COOKIE)?.value ?? null };
      const { account, session } = await login(input, meta, auth);
      const response = sessionResponse(req, account, session, 200);
      response.headers.append('set-cookie', deviceCookie(req, account.email)); // docs/decisions.md#login-throttle
      return response;
    },
  ),
});
