import * as contracts from '@/lib/contracts/notifications';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { createWebhookEndpoint, listWebhookEndpoints } from '@/lib/notifications/webhooks/endpoints';

// Webhook endpoints of the brand's systems (Standard Webhooks)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  // GET /api/sip/admin/webhooks — admins: every endpoint; staff: their store's
  GET: endpoint(contracts.listWebhookEndpoints, async ({ auth }) => json({ endpoints: await listWebhookEndpoints(auth) })),
  // POST /api/sip/admin/webhooks — {url, events, storeId?} → 201 with the signing secret (shown once)
  POST: endpoint(contracts.createWebhookEndpoint, async ({ body, auth, locale }) => json(await createWebhookEndpoint(await body(), auth, locale), { status: 201 })),
});
