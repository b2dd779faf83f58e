import { sessionResponse } from '@/lib/auth/respond';
import { signup } from '@/lib/auth/service';
import { callerIp } from '@/lib/http/request-source';
import { api, routes } from '@/lib/http/handler';
import { rateLimited } from '@/lib/http/rate-limited';
import { SignupBodySchema } from '@/lib/schemas/auth';

// POST /api/sip/auth/signup — create a customer account; signed in at once
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: api(
    rateLimited('signups', async ({ req, body, locale }) => {
      const input = await body(SignupBodySchema);
      const { account, session } = await signup(input, { ip: callerIp(req), userAgent: req.headers.get('user-agent') ?? '', locale });
      return sessionResponse(req, account, session, 201);
    }),
    { auth: 'sign-in' },
  ),
});
