import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { proposeQuote } from '@/lib/orders/quotes';
import { QuoteBodySchema } from '@/lib/schemas/orders';

// POST /api/sip/orders/{id}/quotes — staff propose a revised quote (a new basket → quote_pending)
export const { GET, POST, PUT, PATCH, DELETE } = routes({
  POST: api<{ id: string }>(
    async ({ params, auth, body, locale }) => json(await proposeQuote(params.id, await body(QuoteBodySchema), auth!, locale), { status: 201 }),
    { auth: ['staff', 'admin'] },
  ),
});
