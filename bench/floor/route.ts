import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { contract } from '@/lib/contracts/contract';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// Copied to app/api/floor/route.ts by `npm run bench:floor` for one build, then removed: never
// part of the app. Order creation's shape of request with none of its work: the same wrapper,
// a small JSON body, ?db=1 one Postgres round trip, ?db=2 a second one that commits a row, and
// an 8.4 KB JSON answer (an order's is ~8 KB).
const ANSWER = {
  items: Array.from({ length: 36 }, (_, i) => ({ id: `item-${i}-0123456789abcdef`, name: 'Ourlet de pantalon doublé', price: 14.5, attributes: { color: 'navy', length: 92 + i }, note: 'x'.repeat(100) })),
};

// Its contract stays here, out of the registry: the route exists only during the benchmark's build.
const floor = contract({ method: 'post', path: '/api/floor', operationId: 'floor', summary: 'The framework floor', tags: [], auth: 'optional', responses: { 201: { description: 'A fixed answer.' } }, errors: [] });

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(
    floor,
    async ({ req, rawBody }) => {
      const body = (await rawBody()) as { cartId: string };
      const roundTrips = new URL(req.url).searchParams.get('db') ?? '2';
      const db = await getDb();
      if (roundTrips !== '0') await db.execute(sql`select ${body.cartId}::text as id`);
      if (roundTrips === '2') await db.execute(sql`insert into floor_probe (id) values (${`${body.cartId}-${Math.random()}`})`);
      return json(ANSWER, { status: 201 });
    },
  ),
});
