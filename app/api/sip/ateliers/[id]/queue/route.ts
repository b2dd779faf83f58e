import * as contracts from '@/lib/contracts/atelier';
import { atelierQueueAnswer } from '@/lib/atelier/queue-page';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// GET /api/sip/ateliers/{id}/queue?view=&after=&q= — the bench page's queue as JSON (its own; admins any; staff, another atelier 404) (docs/atelier.md#queue-api)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.getAtelierQueue, async ({ params, query, auth }) => json(await atelierQueueAnswer(auth, params.id, query))),
});
