import type { Sql, TransactionSql } from 'postgres';
import { seedId } from '../../db/seed';

const BATCH = 100_000;
const STATUSES = ['booked', 'in_transit', 'received', 'in_repair', 'repaired', 'returning', 'ready_for_collection', 'completed', 'completed', 'cancelled'];

/**
 * Customers of the clones, for the search rows of bench/orders-list.ts (docs/counter.md#order-search):
 * Léa Client<n % 997> mostly, Léa Lefebvre every tenth order (a common surname sharing the
 * trigrams lef/efe/vre with the next one), and Zoë Lefèvre on exactly three orders (111, 444,
 * 777), which both sizes hold: "lefevre" finds the same three orders at 1,000 and at 1,000,000,
 * its accents folded, through trigrams that a tenth of the table also carries.
 */
export const RARE_CUSTOMER = { given: 'Zoë', family: 'Lefèvre', orders: [111, 444, 777] };
/** The staff table's search rows (also in tests/api/orders-search-plan.pg.test.ts, whose plans they must get). */
export const SURNAME_QUERY = 'lefevre';
/** The common surname with a letter missing: nothing matches it as typed, so the table asks again forgiving typos (docs/counter.md#forgiving-search) and finds the tenth named Lefebvre. */
export const TYPO_QUERY = 'lefebre';
/** The name a tenth of the orders carry, as TYPO_QUERY means it. */
export const COMMON_QUERY = 'lefebvre';
/** R-G-0000041x and R-G-00000041 (11 orders at any size under 10 million), and running number 41. */
export const NUMBER_QUERY = '0000041';

/** Customers and ateliers of the clones spread at insertion (an UPDATE of a million rows afterwards costs another load). */
export type Spread = { customerPrefix?: string; customers?: number; providerIds?: string[] };
export type FillOptions = { rollups?: boolean; spread?: Spread };

/**
 * How bench:orders and bench:atelier both fill (so that one database of BENCH_BIG_DATABASE serves
 * both, bench/lib/big-database.ts): the rollups not kept, every clone the cobbler's (the atelier
 * bench then moves its queue to the demo atelier: 10,000 rows updated, not a million).
 */
export const LIST_FILL: FillOptions = { rollups: false, spread: { providerIds: [seedId('provider', 'cordonnerie-lacour')] } };

/** From this many rows to add, the orders' secondary indexes are dropped and built again after the load. */
const BULK_ROWS = 50_000;
const FILLED_TABLES = ['orders', 'carts', 'order_items', 'order_baskets', 'order_histories'];

/**
 * Fills the orders table up to `target` rows by cloning a real order (made through the
 * API) with its cart, item, basket and history: dates spread over three years,
 * statuses, customers and names varied. Batches of 100k, then VACUUM ANALYZE and a checkpoint.
 * Nothing at all when the table already holds `target` rows (a kept database, reused).
 *
 * The whole fill is one transaction: a fill stopped half-way leaves the table as it was, never
 * half-filled or without its indexes. From BULK_ROWS rows to add, the filled tables' secondary
 * indexes (the orders' fourteen, two of them GINs of trigrams and number fragments) are dropped
 * first and built again from their own definitions at the end: a million rows then load in minutes, where keeping every index
 * row by row took about 3 minutes per 100,000 orders. Unique indexes and keys stay (the inserts
 * look the template up by them).
 *
 * `rollups: false` inserts with the tables' triggers off (session_replication_role = replica): the
 * dashboards' rollups (docs/dashboards.md), which a list or a queue never reads, are then not kept.
 * The dashboard bench loads this way too, then rebuilds its rollups in one pass
 * (reprise_dashboard_rebuild, docs/dashboards.md#rebuild). The search word table is kept either
 * way: its triggers are ENABLE ALWAYS (migration 0050, docs/counter.md#forgiving-search), one
 * statement per batch, so it ends up exactly as a booking at a time would leave it.
 */
export async function fillOrders(sql: Sql, target: number, options: FillOptions = {}): Promise<void> {
  // Customers 'prefix0'… and ateliers drawn from the order's id (docs/dashboards.md#benchmark), or the template's.
  const customers = options.spread?.customerPrefix ? { prefix: options.spread.customerPrefix, count: options.spread.customers ?? 1 } : { prefix: null, count: 1 };
  const ateliers = options.spread?.providerIds ?? [];
  const marks = options.rollups === false && options.spread !== undefined;
  const existing = (await sql<{ n: number }[]>`select count(*)::int as n from orders`)[0]!.n;
  if (existing >= target) return;
  const [template] = await sql<{ id: string; cart_id: string }[]>`select id, cart_id from orders where order_number not like 'R-G-%' order by order_date limit 1`;
  if (!template) throw new Error('no order to clone');
  await sql.begin(async (tx) => {
    if (options.rollups === false) await tx`set local session_replication_role = replica`;
    const dropped = target - existing >= BULK_ROWS ? await dropSecondaryIndexes(tx, FILLED_TABLES) : [];
    for (let from = existing + 1; from <= target; from += BATCH) {
      const to = Math.min(target, from + BATCH - 1);
      const rare = RARE_CUSTOMER;
      await tx`insert into carts (id, store_id, provider_id, customer_id, logistic_option_id, currency, booking_type, source, language, status)
        select 'gc' || n, c.store_id, c.provider_id, c.customer_id, c.logistic_option_id, c.currency, c.booking_type, c.source, c.language, 'ordered'
        from carts c, generate_series(${from}::int, ${to}::int) n where c.id = ${template.cart_id}`;
      await tx`insert into orders (id, order_number, cart_id, store_id, provider_id, customer_id, account_id, status, booking_type, source, request_type,
          payment_method, language, currency, discount_code, note, order_date, estimated_completion_date, is_completed, warranty_status, insurance, address,
          customer, logistic_option, comissions, estimated_price, total_minor, customer_email, customer_name, completed_at, returning_customer)
        select 'g' || md5(n::text), 'R-G-' || lpad(n::text, 8, '0'), 'gc' || n, o.store_id,
          coalesce((${ateliers}::text[])[1 + abs(hashtext('g' || md5(n::text) || 'p')) % greatest(cardinality(${ateliers}::text[]), 1)], o.provider_id),
          coalesce(${customers.prefix}::text || (abs(hashtext('g' || md5(n::text))) % ${customers.count}::int), o.customer_id), null,
          (${STATUSES}::text[])[1 + n % ${STATUSES.length}], o.booking_type, o.source, o.request_type, o.payment_method, o.language, o.currency, '', '',
          d, d + interval '12 days', (n % ${STATUSES.length}) in (7, 8), o.warranty_status, o.insurance, o.address,
          jsonb_set(jsonb_set(jsonb_set(o.customer, '{email}', to_jsonb('client' || (n % 50000) || '@example.com')), '{familyName}', to_jsonb(names.family)), '{givenName}', to_jsonb(names.given)),
          o.logistic_option, o.comissions, o.estimated_price, o.total_minor, 'client' || (n % 50000) || '@example.com', lower(names.given || ' ' || names.family),
          -- The marks the triggers would set (docs/dashboards.md#rebuild), written here when they are off: the
          -- completion instant as the rebuild would take it (no 'completed' history: the row's updated_at, now()),
          -- and, customers spread, "had booked before" guessed true: the rebuild then corrects only each
          -- customer's first orders instead of rewriting nearly every wide row.
          case when (n % ${STATUSES.length}) in (7, 8) then now() end, ${marks}::boolean
        from orders o, generate_series(${from}::int, ${to}::int) n,
          lateral (select case when n = any(${rare.orders}::int[]) then ${rare.given}::text else 'Léa' end as given,
            case when n = any(${rare.orders}::int[]) then ${rare.family}::text when n % 10 = 3 then 'Lefebvre' else 'Client' || (n % 997) end as family) names,
          -- n in the subquery makes Postgres draw a date per row, not once per batch
          lateral (select now() - interval '1 minute' - (random() * interval '1095 days') - n * interval '0 s' as d) dates
        where o.id = ${template.id}`;
      await tx`insert into order_items (id, order_id, item_id, position, name, category_id, sub_category_id, attribute_group_id, values, image_keys, sub_services, snapshot)
        select 'gi' || n, 'g' || md5(n::text), 'gci' || n, 0, i.name, i.category_id, i.sub_category_id, i.attribute_group_id, i.values, i.image_keys, i.sub_services, i.snapshot
        from order_items i, generate_series(${from}::int, ${to}::int) n where i.order_id = ${template.id} and i.position = 0`;
      await tx`insert into order_baskets (order_id, index, step, is_validated, currency, cost_to_user, items, note, discount_code)
        select 'g' || md5(n::text), 0, b.step, true, b.currency, b.cost_to_user, b.items, b.note, b.discount_code
        from order_baskets b, generate_series(${from}::int, ${to}::int) n where b.order_id = ${template.id} and b.index = 0`;
      await tx`insert into order_histories (id, order_id, status, date, role, note)
        select 'gh' || substr(o.order_number, 5), o.id, 'booked', o.order_date, 'guest', '' from orders o
        where o.order_number between ${'R-G-' + String(from).padStart(8, '0')} and ${'R-G-' + String(to).padStart(8, '0')}`;
      console.log(`  orders up to ${to.toLocaleString('en')}`);
    }
    if (dropped.length) {
      const started = performance.now();
      // One index build at a time in memory, instead of the default 64 MB's spills to disk.
      await tx`set local maintenance_work_mem = '512MB'`;
      for (const definition of dropped) await tx.unsafe(definition);
      console.log(`  ${dropped.length} indexes built again in ${Math.round((performance.now() - started) / 1000)} s`);
    }
  });
  // As a table in service would be: vacuumed (visibility map, hint bits) and checkpointed, so
  // the measurement does not run beside autovacuum and the checkpoint of a 1 GB bulk load.
  await sql.unsafe(`vacuum analyze ${FILLED_TABLES.join(', ')}`);
  await sql`checkpoint`;
}

/** Drops the tables' indexes other than their keys and unique ones; returns their CREATE INDEX statements. */
async function dropSecondaryIndexes(tx: TransactionSql, tables: string[]): Promise<string[]> {
  const rows = await tx<{ name: string; definition: string }[]>`
    select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
    join pg_namespace s on s.oid = t.relnamespace and s.nspname = current_schema()
    where t.relname = any(${tables}::text[]) and not i.indisunique and not i.indisprimary order by c.relname`;
  for (const row of rows) await tx.unsafe(`drop index "${row.name}"`);
  return rows.map((r) => r.definition);
}
