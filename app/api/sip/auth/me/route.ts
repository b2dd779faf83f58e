import { accountWire, currentAccount } from '@/lib/auth/service';
import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { MeResponseSchema } from '@/lib/schemas/auth';

// GET /api/sip/auth/me — the signed-in account
export const { GET, POST, PUT, PATCH, DELETE } = routes({
  GET: api(async ({ auth }) => json(MeResponseSchema.parse({ account: accountWire(await currentAccount(auth!)) })), { auth: 'required' }),
});
