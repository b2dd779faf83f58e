import * as contracts from '@/lib/contracts/notifications';
import { endpoint, routes } from '@/lib/http/handler';
import { removeWebhookEndpoint } from '@/lib/notifications/webhooks/endpoints';

// DELETE /api/sip/admin/webhooks/{id} — the endpoint and its deliveries; 204
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  DELETE: endpoint(
    contracts.deleteWebhookEndpoint,
    async ({ params, auth }) => {
      await removeWebhookEndpoint(params.id, auth);
      return new Response(null, { status: 204 });
    },
  ),
});
