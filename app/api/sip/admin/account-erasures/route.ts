import * as contracts from '@/lib/contracts/account';
import { eraseAccountOnRequest } from '@/lib/account/data-rights';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// POST /api/sip/admin/account-erasures — an admin erases a customer's account on request; recorded in the audit log
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(
    contracts.eraseAccountOnRequest,
    async ({ auth, body }) => {
      const input = await body();
      return json(await eraseAccountOnRequest(auth, input.email, input.reason), { status: 201 });
    },
  ),
});
