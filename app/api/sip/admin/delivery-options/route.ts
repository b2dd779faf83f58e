import * as contracts from '@/lib/contracts/places';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { listDeliveryOptions } from '@/lib/places/service';

// GET /api/sip/admin/delivery-options — the back office's list (admins; staff 404)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.listDeliveryOptions, async () => json(await listDeliveryOptions())),
});
