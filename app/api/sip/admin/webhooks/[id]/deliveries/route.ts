import * as contracts from '@/lib/contracts/notifications';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { webhookDeliveries } from '@/lib/notifications/webhooks/endpoints';

// GET /api/sip/admin/webhooks/{id}/deliveries — deliveries, newest first, paged: status code, tries, next try
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.listWebhookDeliveries, async ({ params, query, auth }) => json(await webhookDeliveries(params.id, auth, query))),
});
