import { api, routes } from '@/lib/http/handler';
import { removeWebhookEndpoint } from '@/lib/notifications/webhooks/endpoints';

// DELETE /api/sip/admin/webhooks/{id} — the endpoint and its deliveries; 204
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  DELETE: api<{ id: string }>(
    async ({ params }) => {
      await removeWebhookEndpoint(params.id);
      return new Response(null, { status: 204 });
    },
    { auth: ['admin'] },
  ),
});
