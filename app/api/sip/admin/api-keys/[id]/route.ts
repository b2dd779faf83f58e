import * as contracts from '@/lib/contracts/api-keys';
import { revokeKey } from '@/lib/auth/api-keys';
import { endpoint, routes } from '@/lib/http/handler';

// DELETE /api/sip/admin/api-keys/{id} — revokes the key at once (kept in the list as revoked); 204
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  DELETE: endpoint(
    contracts.revokeApiKey,
    async ({ params }) => {
      await revokeKey(params.id);
      return new Response(null, { status: 204 });
    },
  ),
});
