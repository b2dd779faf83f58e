import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { transitionTrackedOrder } from '@/lib/orders/tracked';
import { TransitionBodySchema } from '@/lib/schemas/orders';

// POST /api/sip/track/{token}/transitions — {to, note?}: cancel, or answer a quote, as the order's customer
export const { GET, POST, PUT, PATCH, DELETE } = routes({
  POST: api<{ token: string }>(async ({ params, body }) => {
    const { to, note } = await body(TransitionBodySchema);
    return json(await transitionTrackedOrder(params.token, to, note));
  }),
});
