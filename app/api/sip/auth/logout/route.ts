import * as contracts from '@/lib/contracts/auth';
import { clearedSessionCookies } from '@/lib/auth/cookies';
import { logout } from '@/lib/auth/service';
import { endpoint, routes } from '@/lib/http/handler';

// POST /api/sip/auth/logout — ends the session on the server and clears the cookie
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(
    contracts.logout,
    async ({ req, auth }) => {
      await logout(auth);
      const headers = new Headers({ 'cache-control': 'no-store' });
      for (const cookie of clearedSessionCookies(req)) headers.append('set-cookie', cookie);
      return new Response(null, { status: 204, headers });
    },
  ),
});
