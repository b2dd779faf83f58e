import { addAddress, savedAddresses } from '@/lib/account/addresses';
import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { SavedAddressBodySchema } from '@/lib/schemas/account';
import { personalAccountId } from '@/lib/auth/api-keys';

// GET /api/sip/auth/me/addresses — the saved addresses, default first; POST adds one
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: api(async ({ auth }) => json(await savedAddresses(personalAccountId(auth))), { auth: 'required' }),
  POST: api(async ({ auth, body }) => json(await addAddress(personalAccountId(auth), await body(SavedAddressBodySchema)), { status: 201 }), { auth: 'required' }),
});
