import { revokeOtherSessions } from '@/lib/auth/service';
import * as contracts from '@/lib/contracts/auth';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { SessionsRevokedSchema } from '@/lib/schemas/auth';

// POST /api/sip/auth/sessions/revoke-others — signs out every other session of the account (docs/decisions.md#sessions-revoke-others)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(contracts.revokeOtherSessions, async ({ auth }) => json(SessionsRevokedSchema.parse({ ended: await revokeOtherSessions(auth) }))),
});
