import * as contracts from '@/lib/contracts/people';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { acceptInvitation } from '@/lib/people/invitations';

// POST /api/sip/auth/invitations/accept — {token, password} → 201; the invitee then signs in
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(contracts.acceptInvitation, async ({ body, locale }) => {
    const { token, password } = await body();
    const account = await acceptInvitation(token, password, locale);
    return json({ email: account.email, role: account.role, storeId: account.storeId }, { status: 201 });
  }),
});
