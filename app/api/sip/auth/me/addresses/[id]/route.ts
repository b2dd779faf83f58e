import { changeAddress, removeAddress } from '@/lib/account/addresses';
import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { SavedAddressPatchSchema } from '@/lib/schemas/account';

// PATCH /api/sip/auth/me/addresses/{id} — edit, or make default; DELETE removes it (someone else's: 404)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  PATCH: api<{ id: string }>(async ({ auth, params, body }) => json(await changeAddress(auth!.accountId, params.id, await body(SavedAddressPatchSchema))), { auth: 'required' }),
  DELETE: api<{ id: string }>(
    async ({ auth, params }) => {
      await removeAddress(auth!.accountId, params.id);
      return new Response(null, { status: 204 });
    },
    { auth: 'required' },
  ),
});
