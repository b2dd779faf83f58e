import { eraseOwnAccount } from '@/lib/account/data-rights';
import { updateOwnProfile } from '@/lib/account/profile';
import { clearedSessionCookies } from '@/lib/auth/cookies';
import { describeCaller } from '@/lib/auth/service';
import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { PasswordConfirmationSchema, ProfileUpdateSchema } from '@/lib/schemas/account';
import { AccountMeResponseSchema, MeResponseSchema } from '@/lib/schemas/auth';

// GET /api/sip/auth/me — the signed-in account; PATCH its profile; DELETE erases it (password required, docs/decisions.md#data-rights)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: api(async ({ auth }) => json(MeResponseSchema.parse(await describeCaller(auth!))), { auth: 'required' }),
  PATCH: api(async ({ auth, body }) => json(AccountMeResponseSchema.parse({ account: await updateOwnProfile(auth!, await body(ProfileUpdateSchema)) })), { auth: 'required' }),
  DELETE: api(
    async ({ req, auth, body }) => {
      await eraseOwnAccount(auth!, (await body(PasswordConfirmationSchema)).password);
      const headers = new Headers({ 'cache-control': 'no-store' });
      for (const cookie of clearedSessionCookies(req)) headers.append('set-cookie', cookie);
      return new Response(null, { status: 204, headers });
    },
    { auth: 'required' },
  ),
});
