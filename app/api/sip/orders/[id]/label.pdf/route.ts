import * as contracts from '@/lib/contracts/logistics';
import { endpoint, routes } from '@/lib/http/handler';
import { orderLabel } from '@/lib/logistics/label';

// GET /api/sip/orders/{id}/label.pdf?format=a6|a4 — the postal label (order holder, staff, admin); docs/decisions.md#shipping-labels
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(
    contracts.getShippingLabel,
    async ({ params, auth, query }) => {
      const label = await orderLabel(params.id, auth, query.format);
      return new Response(new Uint8Array(label.body), {
        headers: {
          'content-type': label.contentType,
          'content-disposition': `inline; filename="${label.fileName}"`,
          'cache-control': 'private, no-store',
        },
      });
    },
  ),
});
