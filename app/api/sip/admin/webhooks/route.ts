import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { createWebhookEndpoint, listWebhookEndpoints } from '@/lib/notifications/webhooks/endpoints';
import { WebhookCreateBodySchema } from '@/lib/schemas/webhooks';

// Webhook endpoints of the brand's systems (Standard Webhooks)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  // GET /api/sip/admin/webhooks — admins: every endpoint; staff: their store's
  GET: api(async ({ auth }) => json({ endpoints: await listWebhookEndpoints(auth!) }), { auth: ['staff', 'admin'] }),
  // POST /api/sip/admin/webhooks — {url, events, storeId?} → 201 with the signing secret (shown once)
  POST: api(async ({ body, locale }) => json(await createWebhookEndpoint(await body(WebhookCreateBodySchema), locale), { status: 201 }), { auth: ['admin'] }),
});
