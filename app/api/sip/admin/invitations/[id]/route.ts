import * as contracts from '@/lib/contracts/people';
import { endpoint, routes } from '@/lib/http/handler';
import { withdrawInvitation } from '@/lib/people/invitations';

// DELETE /api/sip/admin/invitations/{id} — the invitation's link stops working (204)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  DELETE: endpoint(contracts.withdrawInvitation, async ({ params, auth }) => {
    await withdrawInvitation(auth, params.id);
    return new Response(null, { status: 204 });
  }),
});
