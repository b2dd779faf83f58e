import { createHash } from 'node:crypto';
import { CURRENCIES } from '@/lib/schemas/constants';
import type { Db } from './client';
import { Params, queryRows } from './json-rows';

/**
 * GET /api/sip/orders list items written as JSON text by Postgres, one row per order, in the
 * exact bytes `JSON.stringify` gives for the zod-parsed OrderListItem (keys in schema order,
 * no spaces, numbers as JavaScript prints them). `row_to_json` and `array_to_json` are compact
 * (`json_build_object`/`json_agg` and jsonb's text are not), so every object is a row.
 *
 * What the catalogue or another table gives, shared by many items, is left as a marker string
 * `"\u0000<kind>:<key>"` and spliced in by the caller from its caches (lib/orders/list-page.ts):
 * `s` store, `p` provider, `g` attribute group (by snapshot hash), `i` photos (keys, comma
 * separated). No stored text can produce a marker: Postgres text and jsonb cannot hold U+0000.
 */

const marker = (kind: string, key: string) => `('"\\u0000${kind}:' || substr(to_json(${key})::text, 2))::json`;
const iso = (ts: string) => `to_char(${ts} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** A JSON number as JavaScript prints it (shortest round-trip form; -0 as 0). */
const num = (text: string) => `((${text})::float8 + 0)`;
const row = (columns: string[]) => `(select row_to_json(r) from (select ${columns.join(', ')}) r)`;
const translated = (j: string) => row(['fr', 'en', 'de', 'es'].map((l) => `${j}->'${l}' as "${l}"`));
/** String.prototype.trim's whitespace (zod's `.trim()` on the address); btrim, not a regex: this runs 7 times an order. */
const JS_SPACE = String.raw`E'\t\n\u000b\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'`;
const trim = (text: string) => `btrim(${text}, ${JS_SPACE})`;

/** Minor units as "12.50" per currency, in CURRENCIES order (lib/money.ts toStringMap). */
const stringMap = (m: string) => `(select coalesce('{' || string_agg(to_json(c.k)::text || ':' || to_json(
    case when (${m}->>c.k)::numeric < 0 then '-' else '' end
    || floor(abs(trunc((${m}->>c.k)::numeric)) / 100)::text || '.' || lpad((abs(trunc((${m}->>c.k)::numeric)) % 100)::text, 2, '0')
  )::text, ',' order by c.n) || '}', '{}')::json
  from unnest(array[${CURRENCIES.map((c) => `'${c}'`).join(', ')}]) with ordinality c(k, n) where ${m} ? c.k)`;

const offer = (o: string) => `case when ${o} is null then null else ${row([
  `${o}->'id' as "id"`,
  `${o}->'name' as "name"`,
  `${o}->'isRepairFund' as "isRepairFund"`,
  `${num(`${o}->>'percentage'`)} as "percentage"`,
  `${stringMap(`(${o}->'fixedAmount')`)} as "fixedAmount"`,
  `${o}->'type' as "type"`,
])} end`;

const service = row([
  `s.v->'subServiceId' as "id"`,
  `${translated(`s.v->'displayName'`)} as "name"`,
  `s.v->'quantity' as "quantity"`,
  `${stringMap(`(s.v->'price')`)} as "price"`,
  `${stringMap(`(s.v->'originalPrice')`)} as "originalPrice"`,
  // One offer on the wire: the Bonus Réparation when it applies, else the first (docs/integrators.md#offers).
  `${offer(`coalesce((select ao.v from jsonb_array_elements(s.v->'appliedOffers') ao(v) where ao.v->>'isRepairFund' = 'true' limit 1), s.v->'appliedOffers'->0)`)} as "appliedDiscountOffer"`,
]);

// A record's keys come out of JSON.parse with array-index keys first, ascending, then the rest in order.
const INDEX_KEY = `e.key ~ '^(0|[1-9][0-9]{0,9})$' and e.key::bigint < 4294967295`;
const values = `(select coalesce('{' || string_agg(to_json(e.key)::text || ':' || e.value::text, ','
    order by case when ${INDEX_KEY} then 0 else 1 end, case when ${INDEX_KEY} then e.key::bigint end, e.n) || '}', '{}')::json
  from jsonb_each(i.values) with ordinality e(key, value, n))`;

const category = `coalesce(nullif(i.snapshot->'category', 'null'::jsonb), jsonb_build_object('image', '', 'id', i.category_id, 'name', jsonb_build_object('fr', '', 'en', '', 'de', '', 'es', '')))`;

const item = row([
  `i.id as "id"`,
  `case when cardinality(i.image_keys) = 0 then '[]'::json else ${marker('i', `array_to_string(i.image_keys, ',')`)} end as "images"`,
  `(select row_to_json(c) from (select t.cat->'image' as "image", t.cat->'id' as "id", ${translated(`t.cat->'name'`)} as "name" from (select ${category} as cat) t) c) as "clothesCategory"`,
  `array_to_json(array(select ${service} from jsonb_array_elements(i.sub_services) with ordinality s(v, n) order by s.n)) as "services"`,
  `${marker('g', `coalesce(i.snapshot->>'attributeGroupRef', '')`)} as "attributeGroup"`,
  `${values} as "values"`,
]);

const address = row(
  ['address', 'secondAddress?', 'city', 'state?', 'zipCode', 'country', 'deliveryNotes?'].map((field) => {
    const name = field.replace('?', '');
    const text = field.endsWith('?') ? `coalesce(o.address->>'${name}', '')` : `(o.address->>'${name}')`;
    return `${name === 'country' ? `upper(${trim(text)})` : trim(text)} as "${name}"`;
  }),
);

const discount = `json_strip_nulls(${row([`d.v->'type' as "type"`, `${num(`d.v->>'value'`)} as "value"`, `d.v->'id' as "id"`, `d.v->'name' as "name"`])})`;
const PRICE_FIELDS = ['estimatedPrice', 'vat', 'serviceFee', 'deliveryFee', 'insuranceFee', 'taxAmount', 'servicesPrices', 'totalDiscount'];
const estimatedPrice = row([
  // In the response schema's order; orders stored before insurance was priced carry none: 0 (docs/insurance.md).
  ...PRICE_FIELDS.map((f) => (f === 'insuranceFee' ? `coalesce(${num(`o.estimated_price->>'${f}'`)}, 0) as "${f}"` : `${num(`o.estimated_price->>'${f}'`)} as "${f}"`)),
  `array_to_json(array(select ${discount} from jsonb_array_elements(o.estimated_price->'appliedDiscounts') with ordinality d(v, n) order by d.n)) as "appliedDiscounts"`,
  `${num(`o.estimated_price->>'originalPrice'`)} as "originalPrice"`,
]);

const listItem = row([
  `o.id as "id"`,
  `o.order_number as "orderNumber"`,
  `o.status as "status"`,
  `${row([`o.customer_id as "id"`, ...['title', 'email', 'familyName', 'givenName', 'phone'].map((f) => `o.customer->'${f}' as "${f}"`)])} as "customer"`,
  `o.discount_code as "discountCode"`,
  `o.booking_type as "bookingType"`,
  `${marker('s', 'o.store_id')} as "store"`,
  `${marker('p', 'o.provider_id')} as "provider"`,
  `array_to_json(array(select ${item} from order_items i where i.order_id = o.id order by i.position)) as "items"`,
  `${row([`o.logistic_option->'logisticOptionId' as "id"`, `o.logistic_option->'name' as "name"`])} as "logisticOption"`,
  // An in-store drop-off and collection may have no address (docs/counter.md#no-address).
  `case when o.address is null or jsonb_typeof(o.address) = 'null' then null else ${address} end as "address"`,
  `${estimatedPrice} as "estimatedPrice"`,
  `o.currency as "currency"`,
  `o.source as "source"`,
  `case when o.note = '' then '[]'::json else array_to_json(array[o.note]) end as "notes"`,
  `array_to_json(array(select ${row([`h.status as "status"`, `${iso('h.date')} as "date"`])} from order_histories h where h.order_id = o.id order by h.date, h.id)) as "histories"`,
  `o.warranty_status as "warrantyStatus"`,
  `${iso('o.order_date')} as "orderDate"`,
  `${iso('o.estimated_completion_date')} as "estimatedCompletionDate"`,
  `o.is_archived as "isArchived"`,
  `o.metadata as "metadata"`,
]);

export type ListItemText = { id: string; orderDate: string; body: string };

/** Which builder wrote a stored item: a release that changes the statement rebuilds every item. */
export const LIST_ITEM_BUILDER = createHash('sha256').update(listItem).digest('base64url').slice(0, 16);

/**
 * The list items of a page of orders: `page` is the statement choosing the orders (with its
 * parameters), newest first, whose order is kept; items are given for the first `limit` rows,
 * and `more` says whether the statement found another. Each item is read from
 * order_list_documents while it is valid for the order's version, and built and stored
 * otherwise (docs/performance.md#list-documents).
 */
export async function orderListItems(db: Db, page: { sql: string; params: unknown[] }, limit: number): Promise<{ items: ListItemText[]; more: boolean }> {
  const { text, params } = orderListItemsStatement(page);
  const rows = await queryRows<{ id: string; orderDate: string; body: string | null }>(db, text, params);
  const shown = rows.slice(0, limit);
  const missing = shown.filter((r) => r.body === null).map((r) => r.id);
  const built = missing.length ? await buildListItems(db, missing) : new Map<string, string>();
  // An order deleted between the two statements is left out.
  const items = shown.flatMap(({ id, orderDate, body }) => {
    const text = body ?? built.get(id);
    return text === undefined ? [] : [{ id, orderDate, body: text }];
  });
  return { items, more: rows.length > limit };
}

/** The statement of orderListItems: the page and the stored item of each order (exported for the plan test). */
export function orderListItemsStatement(page: { sql: string; params: unknown[] }): { text: string; params: Params } {
  const params = new Params();
  for (const value of page.params) params.add(value);
  const text = `select o.id, ${iso('o.order_date')} as "orderDate", d.body
    from (${page.sql}) o left join order_list_documents d on d.order_id = o.id and d.version = o.version and d.builder = ${params.add(LIST_ITEM_BUILDER)}
    order by o.order_date desc, o.id desc`;
  return { text, params };
}

/**
 * Builds the items of these orders and stores them, in one statement. A newer version stored
 * meanwhile by another reader is kept. Rows are written in id order, so two readers storing
 * overlapping pages wait for each other instead of deadlocking.
 */
async function buildListItems(db: Db, ids: string[]): Promise<Map<string, string>> {
  const params = new Params();
  const text = `with built as materialized (select o.id, o.version, ${listItem}::text as body from orders o where o.id = any(${params.add(ids)}::text[])),
    stored as (insert into order_list_documents (order_id, version, builder, body)
      select id, version, ${params.add(LIST_ITEM_BUILDER)}, body from built order by id
      on conflict (order_id) do update set version = excluded.version, builder = excluded.builder, body = excluded.body
      where order_list_documents.version < excluded.version
        or (order_list_documents.version = excluded.version and order_list_documents.builder <> excluded.builder))
    select id, body from built`;
  return new Map((await queryRows<{ id: string; body: string }>(db, text, params)).map((r) => [r.id, r.body]));
}
