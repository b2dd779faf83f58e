import { changeAddress, removeAddress } from '@/lib/account/addresses';
import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { SavedAddressPatchSchema } from '@/lib/schemas/account';
import { personalAccountId } from '@/lib/auth/api-keys';

// PATCH /api/sip/auth/me/addresses/{id} — edit, or make default; DELETE removes it (someone else's: 404)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  PATCH: api<{ id: string }>(async ({ auth, params, body }) => json(await changeAddress(personalAccountId(auth), params.id, await body(SavedAddressPatchSchema))), { auth: 'required' }),
  DELETE: api<{ id: string }>(
    async ({ auth, params }) => {
      await removeAddress(personalAccountId(auth), params.id);
      return new Response(null, { status: 204 });
    },
    { auth: 'required' },
  ),
});
