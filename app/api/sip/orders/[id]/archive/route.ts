import * as contracts from '@/lib/contracts/admin';
import { setArchived } from '@/lib/admin/archive';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { orderHeaders, parseIfMatch } from '@/lib/orders/etag';
import type { EndpointContext } from '@/lib/http/handler';

const archive = (isArchived: boolean) => async ({ req, params, auth }: Pick<EndpointContext<typeof contracts.archiveOrder>, 'req' | 'params' | 'auth'>) => {
  const order = await setArchived(params.id, isArchived, auth, parseIfMatch(req.headers.get('if-match')));
  return json(order, { headers: orderHeaders(order) });
};

// The staff flag isArchived (staff of the order's store, admins); both idempotent, both → the Order; If-Match honoured
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  // PUT /api/sip/orders/{id}/archive — archive
  PUT: endpoint(contracts.archiveOrder, archive(true)),
  // DELETE /api/sip/orders/{id}/archive — unarchive
  DELETE: endpoint(contracts.unarchiveOrder, archive(false)),
});
