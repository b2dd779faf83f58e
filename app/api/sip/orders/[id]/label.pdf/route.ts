import { api, routes } from '@/lib/http/handler';
import { orderLabel } from '@/lib/logistics/label';
import { LabelQuerySchema } from '@/lib/schemas/logistics';

// GET /api/sip/orders/{id}/label.pdf?format=a6|a4 — the postal label (order holder, staff, admin); docs/decisions.md#shipping-labels
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: api<{ id: string }>(
    async ({ params, auth, query }) => {
      const label = await orderLabel(params.id, auth, query(LabelQuerySchema).format);
      return new Response(new Uint8Array(label.body), {
        headers: {
          'content-type': label.contentType,
          'content-disposition': `inline; filename="${label.fileName}"`,
          'cache-control': 'private, no-store',
        },
      });
    },
    { auth: 'optional' },
  ),
});
