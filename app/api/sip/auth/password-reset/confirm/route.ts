import * as contracts from '@/lib/contracts/account';
import { resetPassword } from '@/lib/account/reset';
import { clearedSessionCookies } from '@/lib/auth/cookies';
import { endpoint, routes } from '@/lib/http/handler';

// POST /api/sip/auth/password-reset/confirm — the e-mailed token and a new password; every session ends
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(contracts.confirmPasswordReset, async ({ req, body, locale }) => {
    const input = await body();
    await resetPassword(input.token, input.password, locale);
    const headers = new Headers({ 'cache-control': 'no-store' });
    for (const cookie of clearedSessionCookies(req)) headers.append('set-cookie', cookie);
    return new Response(null, { status: 204, headers });
  }),
});
