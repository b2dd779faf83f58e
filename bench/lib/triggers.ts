import type postgres from 'postgres';

/**
 * Every dashboard trigger a new order, its garments and its baskets fire (docs/dashboards.md#rebuild),
 * under the names of every build: migration 0058 split them by event (the update triggers kept the
 * names, `…_insert` and `…_delete` are new), so a bench comparing builds names both and toggles
 * those its database has.
 */
export const DASHBOARD_TRIGGERS: Record<string, string[]> = {
  orders: [
    'orders_dashboard_marks', 'orders_dashboard_marks_insert', 'orders_dashboard_insert', 'orders_dashboard_rollup', 'orders_dashboard_rollup_delete',
    'orders_dashboard_facts', 'orders_dashboard_customers', 'orders_dashboard_customers_delete', 'orders_returning_customers', 'orders_dashboard_changed',
  ],
  order_items: ['order_items_dashboard_facts', 'order_items_dashboard_facts_insert', 'order_items_dashboard_facts_delete'],
  order_baskets: ['order_baskets_dashboard_facts', 'order_baskets_dashboard_facts_insert', 'order_baskets_dashboard_facts_delete'],
};

/** ENABLE or DISABLE the named triggers of each table that exist in this database. */
export async function toggleTriggers(sql: postgres.Sql, mode: 'ENABLE' | 'DISABLE', triggers: Record<string, string[]>): Promise<void> {
  for (const [table, names] of Object.entries(triggers)) {
    const present = await sql<{ tgname: string }[]>`select tgname from pg_trigger where tgrelid = ${table}::regclass and not tgisinternal and tgname = any(${names})`;
    if (present.length) await sql.unsafe(`alter table ${table} ${present.map((t) => `${mode} trigger ${t.tgname}`).join(', ')}`);
  }
}
