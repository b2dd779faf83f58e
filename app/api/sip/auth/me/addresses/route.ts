import * as contracts from '@/lib/contracts/account';
import { addAddress, savedAddresses } from '@/lib/account/addresses';
import { personalAccountId } from '@/lib/auth/api-keys';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// GET /api/sip/auth/me/addresses — the saved addresses, default first; POST adds one
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.listAddresses, async ({ auth }) => json(await savedAddresses(personalAccountId(auth)))),
  POST: endpoint(contracts.addAddress, async ({ auth, body }) => json(await addAddress(personalAccountId(auth), await body()), { status: 201 })),
});
