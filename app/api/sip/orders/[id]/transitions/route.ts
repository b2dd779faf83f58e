import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { transitionOrder } from '@/lib/orders/transitions';
import { TransitionBodySchema } from '@/lib/schemas/orders';

// POST /api/sip/orders/{id}/transitions — {to, note?}: one status step, per role (docs/decisions.md#statuses)
export const { GET, POST, PUT, PATCH, DELETE } = routes({
  POST: api<{ id: string }>(
    async ({ params, auth, body }) => {
      const { to, note } = await body(TransitionBodySchema);
      return json(await transitionOrder(params.id, to, note, auth));
    },
    { auth: 'optional' },
  ),
});
