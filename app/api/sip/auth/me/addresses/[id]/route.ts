import * as contracts from '@/lib/contracts/account';
import { changeAddress, removeAddress } from '@/lib/account/addresses';
import { personalAccountId } from '@/lib/auth/api-keys';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// PATCH /api/sip/auth/me/addresses/{id} — edit, or make default; DELETE removes it (someone else's: 404)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  PATCH: endpoint(contracts.changeAddress, async ({ auth, params, body }) => json(await changeAddress(personalAccountId(auth), params.id, await body()))),
  DELETE: endpoint(
    contracts.removeAddress,
    async ({ auth, params }) => {
      await removeAddress(personalAccountId(auth), params.id);
      return new Response(null, { status: 204 });
    },
  ),
});
