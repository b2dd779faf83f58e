import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { insertPhotos } from '@/db/photos';
import * as cartRoute from '@/app/api/sip/shopping-cart/[id]/route';
import * as quotesRoute from '@/app/api/sip/orders/[id]/quotes/route';
import * as transitionsRoute from '@/app/api/sip/orders/[id]/transitions/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import type { Principal } from '@/lib/auth/session';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { listOrders } from '@/lib/orders/list';
import { OrderListQuerySchema, OrderListSchema } from '@/lib/schemas/orders';
import { bearer, CUSTOMER, itemFor, readyCart, warrantyFor } from '../helpers/booking';
import { queryRows } from '../helpers/db';
import { call } from '../helpers/http';
import { oracleListOrders } from '../helpers/order-list-oracle';
import { schemaDrift } from '../helpers/schema-drift';
import { signUp } from '../helpers/accounts';
import { inStoreOrder } from '../helpers/counter';

// The list items Postgres writes (db/order-list-items.ts) against their zod schema, field by field
// (tests/helpers/schema-drift.ts: the shape is the schema's, written once), and against the
// JavaScript builder they replaced (tests/helpers/order-list-oracle.ts) for the values: the same bytes, on orders made through the API
// (the Bonus Réparation, a discount code, a quote accepted, a warranty booking at the counter,
// German and English carts, a GBP order) and rows edited as imports or old versions could leave
// them (photos, awkward text, untrimmed addresses, array-index attribute keys, odd numbers).

const order = (body: unknown, headers: Record<string, string>) => call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body, headers });
const transition = (id: string, to: string, headers: Record<string, string>) =>
  call(transitionsRoute.POST, `/api/sip/orders/${id}/transitions`, { method: 'POST', body: { to, note: '' }, params: { id }, headers });

async function principal(email: string): Promise<Principal> {
  const [row] = await queryRows<{ id: string; role: Principal['role']; store_id: string | null }>(sql`select id, role, store_id from accounts where email = ${email}`);
  return { accountId: row!.id, role: row!.role, storeId: row!.store_id, email, tokenHash: '', via: 'bearer' };
}

async function place(headers: Record<string, string>, options: Parameters<typeof readyCart>[0] = {}, patch?: Record<string, unknown>): Promise<string> {
  const { id } = await readyCart({ customer: { ...CUSTOMER, email: emails.customer }, ...options, headers });
  if (patch) expect((await call(cartRoute.PATCH, `/api/sip/shopping-cart/${id}`, { method: 'PATCH', body: patch, params: { id }, headers })).status).toBe(200);
  const placed = await order({ cartId: id, source: options.cartBody?.bookingType ? 'store' : undefined, ...warrantyFor(options.cartBody) }, headers);
  if (placed.status !== 201) throw new Error(placed.text);
  return placed.json.id as string;
}

const emails = { customer: `list-${crypto.randomUUID()}@example.com`, staff: 'staff.paris@reprise.demo', online: 'staff.online@reprise.demo', admin: 'admin@reprise.demo' };
const ids: string[] = [];
let counterId = '';
let noAddressId = '';

beforeAll(async () => {
  const signup = await signUp({ body: { email: emails.customer, password: 'a fine long passphrase', givenName: 'Zoé', familyName: "O'Brien" } });
  const owner = { authorization: `Bearer ${signup.json.session.token}` };
  const paris = await bearer(emails.staff, 'demo-staff-paris');
  ids.push(await place(owner)); // the Bonus Réparation
  ids.push(await place(owner, { cartBody: { language: 'de' } }, { discountCode: 'welcome10' }));
  ids.push(await place(owner, { cartBody: { language: 'en', currency: 'GBP' }, identifier: 'mtg-coat-zip-large' }));
  // Booked by staff at the counter for the same customer: not in the customer's own list.
  counterId = await place(paris, { cartBody: { bookingType: 'warranty' } });
  // Dropped off and collected in store: no address at all (docs/counter.md#no-address).
  noAddressId = (await inStoreOrder(paris)).json.id as string;
  // A quote, accepted: two baskets, the item's services revised.
  const quoted = await place(owner);
  ids.push(quoted);
  await transition(quoted, 'in_transit', paris);
  await transition(quoted, 'received', paris);
  const { subService } = await itemFor('mtg-trousers-restitch-lined-seam');
  const extra = [...(await getCatalogue()).subServicesById.values()].find((s) => s.subCategoryId === subService.subCategoryId && s.providerId === subService.providerId && s.id !== subService.id)!;
  const [item] = await queryRows<{ item_id: string }>(sql`select item_id from order_items where order_id = ${quoted}`);
  const quote = await call(quotesRoute.POST, `/api/sip/orders/${quoted}/quotes`, {
    method: 'POST',
    params: { id: quoted },
    headers: paris,
    body: { items: [{ itemId: item!.item_id, subServices: [{ subServiceId: subService.id, quantity: 2 }, { subServiceId: extra.id, quantity: 1 }] }], note: 'Plus large que prévu' },
  });
  expect(quote.status, quote.text).toBe(201);
  expect((await transition(quoted, 'in_repair', owner)).status).toBe(200);

  // As other writers could leave rows: photos (one missing), text needing escapes, untrimmed
  // address fields and a lower-case country, keys that JavaScript puts first, fractions.
  const db = await getDb();
  const photoKey = `k${crypto.randomUUID().replaceAll('-', '')}`;
  await insertPhotos(db, [{ id: crypto.randomUUID(), key: photoKey, originalName: 'ourlet "bas".jpg', mimeType: 'image/jpeg', width: 800, height: 600, bytes: 1234, etag: 'e1', bucket: 'local', variants: [{ type: 'small', width: 200, height: 150, bytes: 100 }] }]);
  const odd = ids[0]!;
  const values = JSON.stringify({ '10': 'dix', '2': 'deux', zz: 'tab\there \u0001 "q" <é> \\u0000g:x \u2028', zy: '\\u0000s:looks-like-a-marker' });
  await db.execute(sql`update order_items set image_keys = array[${photoKey}, 'gone-missing-key-000000000'], values = values || ${values}::jsonb where order_id = ${odd}`);
  const address = JSON.stringify({ address: '  12 rue Oberkampf\u00a0 ', country: 'fr', deliveryNotes: '\tcode 1234 \u3000' });
  await db.execute(sql`update orders set note = ${'Ligne 1\nLigne 2 "citée" \\ </script> 😀 \u2028'}, discount_code = 'X',
    address = address || ${address}::jsonb, estimated_price = jsonb_set(estimated_price, '{vat}', '2.50'::jsonb) where id = ${odd}`);
  await db.execute(sql`update order_histories set date = '2025-03-01 10:00:00.123999+00' where order_id = ${ids[1]!}`);
}, 120_000);

async function expectSame(query: Record<string, string>, who: string): Promise<{ text: string; nextCursor: string | null }> {
  const parsed = OrderListQuerySchema.parse(query);
  const caller = await principal(who);
  const [now, then] = [await listOrders(parsed, caller), await oracleListOrders(parsed, caller)];
  expect(now.body.toString('utf8')).toBe(then.text);
  expect(now.nextCursor).toBe(then.nextCursor);
  return { text: now.body.toString('utf8'), nextCursor: now.nextCursor };
}

describe('GET /api/sip/orders items written by Postgres', () => {
  it('are, field by field, what the response schema makes of them (lib/schemas/orders.ts), built afresh and read back stored', async () => {
    for (const fresh of [true, false]) {
      // Afresh: this file's orders without a stored item, written by the builder's statement now
      // (only these: other files share the Postgres database).
      if (fresh) await (await getDb()).execute(sql`delete from order_list_documents where order_id in (select jsonb_array_elements_text(${JSON.stringify([...ids, counterId, noAddressId])}::jsonb))`);
      for (const who of [emails.customer, emails.staff, emails.admin]) {
        const { body } = await listOrders(OrderListQuerySchema.parse({ limit: '200' }), await principal(who));
        const text = body.toString('utf8');
        expect(JSON.parse(text).length, who).toBeGreaterThan(0);
        expect(schemaDrift(OrderListSchema, text), who).toBeNull();
      }
    }
  });

  it('give an order booked without address a null address, as the builder does, and the list still parses', async () => {
    const { text } = await expectSame({ limit: '50' }, emails.staff);
    const item = OrderListSchema.parse(JSON.parse(text)).find((o) => o.id === noAddressId);
    expect(item?.address).toBeNull();
  });

  it('are byte for byte what the JavaScript builder gave, for customers, staff and admins', async () => {
    const mine = await expectSame({ limit: '200' }, emails.customer);
    expect(OrderListSchema.parse(JSON.parse(mine.text)).map((o) => o.id).sort()).toEqual([...ids].sort());
    const theirs = await expectSame({ limit: '200', q: emails.customer }, emails.admin);
    const listed = OrderListSchema.parse(JSON.parse(theirs.text));
    expect(listed.map((o) => o.id).sort()).toEqual([...ids, counterId].sort());
    // The cases above are really in the answer.
    expect(new Set(listed.map((o) => o.currency))).toEqual(new Set(['EUR', 'GBP']));
    expect(listed.some((o) => o.bookingType === 'warranty')).toBe(true);
    expect(listed.some((o) => o.items.some((i) => i.services.some((s) => s.appliedDiscountOffer?.isRepairFund)))).toBe(true);
    expect(listed.some((o) => o.estimatedPrice.appliedDiscounts.some((d) => d.type === 'discount_code'))).toBe(true);
    expect(listed.find((o) => o.id === ids[0])!.items[0]!.images).toHaveLength(1);
    expect(listed.find((o) => o.id === ids[3])!.items[0]!.services).toHaveLength(2);
    for (const who of [emails.staff, emails.online, emails.admin]) await expectSame({ limit: '200' }, who);
    for (const query of [{ status: 'in_repair' }, { bookingType: 'warranty' }, { q: emails.customer.toUpperCase() }, { archived: 'false' }] as Record<string, string>[]) await expectSame(query, emails.admin);
  });

  it('pages with the same cursors', async () => {
    let cursor: string | null = '';
    const seen: string[] = [];
    for (let page = 0; page < 5 && cursor !== null; page++) {
      const { text, nextCursor }: { text: string; nextCursor: string | null } = await expectSame({ limit: '2', ...(cursor ? { cursor } : {}) }, emails.customer);
      seen.push(...(JSON.parse(text) as { id: string }[]).map((o) => o.id));
      cursor = nextCursor;
    }
    expect(seen.sort()).toEqual([...ids].sort());
  });

  it('answers through the route as JSON, with the next page in Link', async () => {
    const res = await call(ordersRoute.GET, '/api/sip/orders?limit=1', { headers: await bearer(emails.admin, 'demo-admin-reprise') });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    // A first page also links the next incremental sync (docs/integrators.md#sync).
    expect(res.headers.get('link')).toMatch(/^<\/api\/sip\/orders\?limit=1&cursor=[\w-]+>; rel="next", <\/api\/sip\/orders\?limit=1&updatedSince=[\w%.:-]+>; rel="sync"$/);
    expect(OrderListSchema.parse(res.json)).toHaveLength(1);
  });

  it('show the Bonus Réparation as a line’s offer even when an ordinary offer comes first (docs/integrators.md#offers)', async () => {
    const bonusOrder = ids[0]!;
    const db = await getDb();
    // An ordinary offer (a copy of the Bonus that is not one) put before the Bonus on the first line.
    await db.execute(sql`update order_items set sub_services = jsonb_set(sub_services, '{0,appliedOffers}',
        jsonb_build_array((sub_services->0->'appliedOffers'->0) || '{"id": "ordinary-first", "isRepairFund": false}'::jsonb) || (sub_services->0->'appliedOffers'))
      where order_id = ${bonusOrder} and sub_services->0->'appliedOffers'->0->>'isRepairFund' = 'true'`);
    await db.execute(sql`update orders set version = version + 1 where id = ${bonusOrder}`);
    const { text } = await expectSame({ limit: '200' }, emails.customer);
    const services = OrderListSchema.parse(JSON.parse(text)).find((o) => o.id === bonusOrder)!.items[0]!.services;
    const [stored] = await queryRows<{ offers: { id: string }[] }>(sql`select sub_services->0->'appliedOffers' as offers from order_items where order_id = ${bonusOrder} order by position limit 1`);
    expect(stored!.offers.map((o) => o.id)[0]).toBe('ordinary-first');
    expect(services[0]!.appliedDiscountOffer).toMatchObject({ isRepairFund: true });
    expect(services[0]!.appliedDiscountOffer!.id).not.toBe('ordinary-first');
  });
});
