import { requestPasswordReset } from '@/lib/account/reset';
import { api, routes } from '@/lib/http/handler';
import { callerIp } from '@/lib/http/request-source';
import { PasswordResetRequestSchema } from '@/lib/schemas/account';

// POST /api/sip/auth/password-reset — 202 whether or not the address has an account (docs/decisions.md#password-reset)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: api(async ({ req, body, locale }) => {
    const input = await body(PasswordResetRequestSchema);
    await requestPasswordReset(input.email, input.language ?? locale, callerIp(req));
    return new Response(null, { status: 202, headers: { 'cache-control': 'no-store' } });
  }),
});
