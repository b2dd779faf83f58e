import * as contracts from '@/lib/contracts/account';
import { requestPasswordReset } from '@/lib/account/reset';
import { endpoint, routes } from '@/lib/http/handler';
import { callerIp } from '@/lib/http/request-source';

// POST /api/sip/auth/password-reset — 202 whether or not the address has an account (docs/decisions.md#password-reset)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(contracts.requestPasswordReset, async ({ req, body, locale }) => {
    const input = await body();
    await requestPasswordReset(input.email, input.language ?? locale, callerIp(req));
    return new Response(null, { status: 202, headers: { 'cache-control': 'no-store' } });
  }),
});
