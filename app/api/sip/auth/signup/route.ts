import { signup } from '@/lib/account/signup';
import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { rateLimited } from '@/lib/http/rate-limited';
import { SignupAcceptedSchema, SignupBodySchema } from '@/lib/schemas/auth';

// POST /api/sip/auth/signup — 202 and an e-mail, whether or not the address has an account (docs/decisions.md#signup-confirmation)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: api(
    rateLimited('signups', async ({ body, locale }) => {
      const input = await body(SignupBodySchema);
      await signup(input, locale);
      return json(SignupAcceptedSchema.parse({ status: 'confirmation_sent' }), { status: 202, headers: { 'cache-control': 'no-store' } });
    }),
  ),
});
