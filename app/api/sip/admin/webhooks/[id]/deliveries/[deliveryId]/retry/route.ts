import * as contracts from '@/lib/contracts/notifications';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { retryWebhookDelivery } from '@/lib/notifications/webhooks/endpoints';

// POST /api/sip/admin/webhooks/{id}/deliveries/{deliveryId}/retry — the same delivery again, now
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(contracts.retryWebhookDelivery, async ({ params, auth }) => json(await retryWebhookDelivery(params.id, params.deliveryId, auth))),
});
