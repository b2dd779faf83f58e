import * as contracts from '@/lib/contracts/account';
import { deviceTrackingLink } from '@/lib/account/device-link';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// POST /api/sip/orders/{id}/tracking-link — whoever may read the order gets a tracking link for this device
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(contracts.orderTrackingLink, async ({ params, auth, locale }) => json(await deviceTrackingLink(params.id, auth, locale), { status: 201 })),
});
