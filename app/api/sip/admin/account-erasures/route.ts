import { eraseAccountOnRequest } from '@/lib/account/data-rights';
import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { AdminErasureBodySchema } from '@/lib/schemas/account';

// POST /api/sip/admin/account-erasures — an admin erases a customer's account on request; recorded in the audit log
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: api(
    async ({ auth, body }) => {
      const input = await body(AdminErasureBodySchema);
      return json(await eraseAccountOnRequest(auth!, input.email, input.reason), { status: 201 });
    },
    { auth: ['admin'] },
  ),
});
