import * as contracts from '@/lib/contracts/events';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { listEvents } from '@/lib/notifications/feed';

// GET /api/sip/events — the order events of the caller's reach, oldest first, as webhooks carry them
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.listEvents, async ({ req, query, auth }) => {
    const page = await listEvents(query, auth);
    const next = new URL(req.url);
    if (page.nextCursor) next.searchParams.set('cursor', page.nextCursor);
    return json(page, page.nextCursor ? { headers: { link: `<${next.pathname}${next.search}>; rel="next"` } } : undefined);
  }),
});
