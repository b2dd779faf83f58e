import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// Copied to app/api/floor/route.ts by `npm run bench:floor` for one build, then removed: never
// part of the app. Order creation's shape of request with none of its work: the same wrapper,
// a small JSON body, ?db=1 one Postgres round trip, ?db=2 a second one that commits a row, and
// an 8.4 KB JSON answer (an order's is ~8 KB).
const ANSWER = {
  items: Array.from({ length: 36 }, (_, i) => ({ id: `item-${i}-0123456789abcdef`, name: 'Ourlet de pantalon doublé', price: 14.5, attributes: { color: 'navy', length: 92 + i }, note: 'x'.repeat(100) })),
};

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: api(
    async ({ req, rawBody }) => {
      const body = (await rawBody()) as { cartId: string };
      const roundTrips = new URL(req.url).searchParams.get('db') ?? '2';
      const db = await getDb();
      if (roundTrips !== '0') await db.execute(sql`select ${body.cartId}::text as id`);
      if (roundTrips === '2') await db.execute(sql`insert into floor_probe (id) values (${`${body.cartId}-${Math.random()}`})`);
      return json(ANSWER, { status: 201 });
    },
    { auth: 'optional' },
  ),
});
