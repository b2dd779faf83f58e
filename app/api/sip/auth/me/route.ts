import { eraseOwnAccount } from '@/lib/account/data-rights';
import { updateOwnProfile } from '@/lib/account/profile';
import { clearedSessionCookies } from '@/lib/auth/cookies';
import { describeCaller } from '@/lib/auth/service';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { AccountMeResponseSchema, MeResponseSchema } from '@/lib/schemas/auth';
import { eraseAccount, updateProfile } from '@/lib/contracts/account';
import { me } from '@/lib/contracts/auth';

// GET /api/sip/auth/me — the signed-in account; PATCH its profile; DELETE erases it (password required, docs/decisions.md#data-rights)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(me, async ({ auth }) => json(MeResponseSchema.parse(await describeCaller(auth)))),
  PATCH: endpoint(updateProfile, async ({ auth, body }) => json(AccountMeResponseSchema.parse({ account: await updateOwnProfile(auth, await body()) }))),
  DELETE: endpoint(
    eraseAccount,
    async ({ req, auth, body }) => {
      await eraseOwnAccount(auth, (await body()).password);
      const headers = new Headers({ 'cache-control': 'no-store' });
      for (const cookie of clearedSessionCookies(req)) headers.append('set-cookie', cookie);
      return new Response(null, { status: 204, headers });
    },
  ),
});
