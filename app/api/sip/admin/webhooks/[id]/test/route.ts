import * as contracts from '@/lib/contracts/notifications';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { sendTestWebhookEvent } from '@/lib/notifications/webhooks/endpoints';

// POST /api/sip/admin/webhooks/{id}/test — a webhook.test event to this endpoint only
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(contracts.sendTestWebhookEvent, async ({ params, auth }) => json(await sendTestWebhookEvent(params.id, auth), { status: 202 })),
});
