import * as contracts from '@/lib/contracts/people';
import { endpoint, routes } from '@/lib/http/handler';
import { sendPasswordReset } from '@/lib/people/accounts';

// POST /api/sip/admin/people/{id}/password-reset — the colleague gets a reset link (202)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(contracts.sendPersonPasswordReset, async ({ params, auth, locale }) => {
    await sendPasswordReset(auth, params.id, locale);
    return new Response(null, { status: 202 });
  }),
});
