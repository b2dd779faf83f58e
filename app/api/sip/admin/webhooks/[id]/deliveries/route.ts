import * as contracts from '@/lib/contracts/notifications';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { webhookDeliveries } from '@/lib/notifications/webhooks/endpoints';

// GET /api/sip/admin/webhooks/{id}/deliveries — the latest deliveries: status code, tries, next try
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.listWebhookDeliveries, async ({ params, auth }) => json({ deliveries: await webhookDeliveries(params.id, auth) })),
});
