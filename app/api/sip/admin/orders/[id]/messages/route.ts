import * as contracts from '@/lib/contracts/notifications';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { listOrderMessages } from '@/lib/notifications/messages';

// GET /api/sip/admin/orders/{id}/messages — the e-mails sent (or kept) for the customer, with their status
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.listOrderMessages, async ({ params, auth }) => json({ messages: await listOrderMessages(params.id, auth) })),
});
