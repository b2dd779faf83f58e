import * as contracts from '@/lib/contracts/places';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { etagOf, parseIfMatch } from '@/lib/orders/etag';
import { updateDeliveryOption } from '@/lib/places/service';

// PATCH /api/sip/admin/delivery-options/{id} — If-Match on the option's version; no DELETE: an option is deactivated
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  PATCH: endpoint(contracts.updateDeliveryOption, async ({ params, body, auth, locale, req }) => {
    const changed = await updateDeliveryOption(auth, params.id, await body(), parseIfMatch(req.headers.get('if-match')), locale);
    return json(changed, { headers: { etag: etagOf(changed.version) } });
  }),
});
