import { addAddress, savedAddresses } from '@/lib/account/addresses';
import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { SavedAddressBodySchema } from '@/lib/schemas/account';

// GET /api/sip/auth/me/addresses — the saved addresses, default first; POST adds one
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: api(async ({ auth }) => json(await savedAddresses(auth!.accountId)), { auth: 'required' }),
  POST: api(async ({ auth, body }) => json(await addAddress(auth!.accountId, await body(SavedAddressBodySchema)), { status: 201 }), { auth: 'required' }),
});
