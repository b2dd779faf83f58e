import * as contracts from '@/lib/contracts/auth';
import { signup } from '@/lib/account/signup';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { rateLimited } from '@/lib/http/rate-limited';
import { SignupAcceptedSchema } from '@/lib/schemas/auth';

// POST /api/sip/auth/signup — 202 and an e-mail, whether or not the address has an account (docs/decisions.md#signup-confirmation)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(
    contracts.signup,
    rateLimited('signups', async ({ body, locale }) => {
      const input = await body();
      await signup(input, locale);
      return json(SignupAcceptedSchema.parse({ status: 'confirmation_sent' }), { status: 202, headers: { 'cache-control': 'no-store' } });
    }),
  ),
});
