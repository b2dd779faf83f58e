import { resetPassword } from '@/lib/account/reset';
import { clearedSessionCookies } from '@/lib/auth/cookies';
import { api, routes } from '@/lib/http/handler';
import { PasswordResetConfirmSchema } from '@/lib/schemas/account';

// POST /api/sip/auth/password-reset/confirm — the e-mailed token and a new password; every session ends
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: api(async ({ req, body, locale }) => {
    const input = await body(PasswordResetConfirmSchema);
    await resetPassword(input.token, input.password, locale);
    const headers = new Headers({ 'cache-control': 'no-store' });
    for (const cookie of clearedSessionCookies(req)) headers.append('set-cookie', cookie);
    return new Response(null, { status: 204, headers });
  }),
});
