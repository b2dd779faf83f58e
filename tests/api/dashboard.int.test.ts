import { sql } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChartFigure } from '@/app/[locale]/admin/_components/dashboard/chart-figure';
import * as route from '@/app/api/sip/admin/dashboard/route';
import { weeklyByStatus } from '@/lib/dashboards/figures';
import { bearer } from '../helpers/booking';
import { inStoreOrder } from '../helpers/counter';
import { queryRows } from '../helpers/db';
import { call } from '../helpers/http';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';

await switchToOwnPostgresDatabase(); // this file adds an atelier that serves nothing, which /v1/providers would list to the files beside it

const STATUSES = ['booked', 'in_transit', 'received', 'quote_pending', 'in_repair', 'repaired', 'returning', 'ready_for_collection', 'completed', 'cancelled'];
const CURRENCIES = ['EUR', 'GBP', 'USD'];
const get = (headers: Record<string, string>, q: string) => call(route.GET, `/api/sip/admin/dashboard?${q}`, { headers });

// The figures straight from the orders (the oracle), against the API that reads the rollup.
describe('dashboard figures (issue 37, docs/dashboards.md)', () => {
  it('orders per week by status, net revenue per month and currency, late orders: as SQL on the orders computes them, after inserts and updates', async () => {
    const paris = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    const template = (await inStoreOrder(paris)).json;
    // 540 clones over 18 months: every status, three currencies, payments and refunds (negative).
    await queryRows(sql`insert into carts (id, store_id, provider_id, customer_id, logistic_option_id, currency, booking_type, source, language, status)
      select 'dc' || n, c.store_id, c.provider_id, c.customer_id, c.logistic_option_id, c.currency, c.booking_type, c.source, c.language, 'ordered'
      from carts c, generate_series(1, 540) n where c.id = (select cart_id from orders where id = ${template.id})`);
    await queryRows(sql`insert into orders (id, order_number, cart_id, store_id, provider_id, customer_id, status, booking_type, source, request_type, payment_method, language,
        currency, order_date, estimated_completion_date, insurance, address, customer, logistic_option, comissions, estimated_price, total_minor, paid_minor, customer_email, customer_name)
      select 'dash' || n, 'R-D-' || lpad(n::text, 6, '0'), 'dc' || n, o.store_id, o.provider_id, o.customer_id, (string_to_array(${STATUSES.join(',')}, ','))[1 + n % 10], o.booking_type, o.source,
        o.request_type, o.payment_method, o.language, (string_to_array(${CURRENCIES.join(',')}, ','))[1 + n % 3], now() - n * interval '1 day' - interval '1 hour',
        now() - n * interval '1 day' + interval '12 days', o.insurance, o.address, o.customer, o.logistic_option, o.comissions, o.estimated_price,
        1000 + n, case when n % 7 = 0 then -(n * 3) else n * 11 end, o.customer_email, o.customer_name
      from orders o, generate_series(1, 540) n where o.id = ${template.id}`);
    // Changes after insertion: the trigger must move the figures along.
    await queryRows(sql`update orders set status = 'completed', paid_minor = paid_minor + 500 where id like 'dash%' and (substr(id, 5)::int) % 5 = 0`);
    await queryRows(sql`delete from orders where id = 'dash13'`);

    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 540 * 86_400_000).toISOString().slice(0, 10);
    for (const [label, q, where] of [
      ['all', `from=${from}&to=${today}`, sql`true`],
      ['GBP', `from=${from}&to=${today}&currency=GBP`, sql`currency = 'GBP'`],
    ] as const) {
      const answer = await get(admin, q);
      expect(answer.status, answer.text).toBe(200);
      const weeks = await queryRows<{ week: string; status: string; orders: number }>(sql`select to_char(date_trunc('week', (order_date at time zone 'UTC')::date), 'YYYY-MM-DD') as week,
        status, count(*)::int as orders from orders where ${where} and (order_date at time zone 'UTC')::date between ${from}::date and ${today}::date group by 1, 2 order by 1, 2`);
      expect(answer.json.ordersPerWeek, label).toEqual(weeks);
      // The stacked chart drawn from the answer: a bar per week, a part per status, as SQL counts them.
      const { keys, stacks } = weeklyByStatus(answer.json.ordersPerWeek);
      expect(keys, label).toEqual(STATUSES.filter((s) => weeks.some((w) => w.status === s)));
      const svg = renderToStaticMarkup(
        createElement(ChartFigure, {
          id: 'weekly', title: 'Weekly', summary: 'By status', bars: stacks.map((w) => ({ label: w.label, value: 1 })), formatted: stacks.map(() => ''), orientation: 'vertical',
          stack: { stacks, legend: keys.map((k) => ({ key: k, label: k })), format: String, legendLabel: 'Status' },
          table: { head: [], rows: [] }, csv: { name: 'w', rows: [] }, labels: { table: 't', csv: 'c', empty: 'e' },
        }),
      );
      const drawn = [...svg.matchAll(/data-key="([^"]+)" data-value="(-?\d+)"><title>([^<]+) · /g)].map(([, status, value, week]) => ({ week: week!, status: status!, orders: Number(value) }));
      expect(drawn, label).toEqual(weeks.filter((w) => w.orders > 0).map((w) => ({ ...w })).sort((a, b) => a.week.localeCompare(b.week) || keys.indexOf(a.status) - keys.indexOf(b.status)));
      expect(svg.match(/<li>/g)?.length, label).toBe(keys.length);
      const months = await queryRows<{ month: string; currency: string; netMinor: number; orders: number }>(sql`select to_char((order_date at time zone 'UTC')::date, 'YYYY-MM') as month,
        currency, sum(paid_minor)::float8 as "netMinor", count(*)::int as orders from orders where ${where} and (order_date at time zone 'UTC')::date between ${from}::date and ${today}::date
        group by 1, 2 order by 1, 2`);
      expect(answer.json.revenuePerMonth, label).toEqual(months);
      expect(months.length).toBeGreaterThan(18 * (label === 'all' ? 3 : 1) - 1);
      const late = await queryRows<{ id: string }>(sql`select id from orders where ${where} and estimated_completion_date < now() and status not in ('completed', 'cancelled')
        and not is_archived order by estimated_completion_date, id limit 50`);
      expect(answer.json.lateOrders.map((o: { id: string }) => o.id), label).toEqual(late.map((o) => o.id));
    }
  }, 120_000);

  it('reads the same figures with every counter spread over slots, and a cell whose slots cancel out counts as empty (docs/dashboards.md#slots)', async () => {
    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    const paris = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
    const today = new Date().toISOString().slice(0, 10);
    const q = `from=${new Date(Date.now() - 540 * 86_400_000).toISOString().slice(0, 10)}&to=${today}`;
    await queryRows(sql`select reprise_dashboard_rebuild()`); // every cell in slot 0
    const before = await get(admin, q);
    expect(before.status, before.text).toBe(200);
    expect(before.json.totals.orders).toBeGreaterThan(400);
    // Each counter split between slot 0 and slot 15 (any sign), each other day's bitmaps moved to slot 14.
    for (const table of ['dashboard_facts', 'dashboard_facts_monthly']) {
      const at = table === 'dashboard_facts' ? 'day' : 'month';
      await queryRows(sql.raw(`insert into ${table} (${at}, store_id, provider_id, currency, metric, dim, key, slot, n, amount)
        select ${at}, store_id, provider_id, currency, metric, dim, key, 15, 1, 5 from ${table} where slot = 0`));
      await queryRows(sql.raw(`update ${table} set n = n - 1, amount = amount - 5 where slot = 0`));
    }
    await queryRows(sql`insert into dashboard_daily (day, store_id, provider_id, currency, status, slot, orders, total_minor, paid_minor)
      select day, store_id, provider_id, currency, status, 15, 2, 7, -3 from dashboard_daily where slot = 0`);
    await queryRows(sql`update dashboard_daily set orders = orders - 2, total_minor = total_minor - 7, paid_minor = paid_minor + 3 where slot = 0`);
    for (const [table, at] of [['dashboard_customer_bits', 'day'], ['dashboard_customer_bits_monthly', 'month']] as const) {
      await queryRows(sql.raw(`insert into ${table} (${at}, store_id, provider_id, currency, chunk, slot, booked, rebooked)
        select ${at}, store_id, provider_id, currency, chunk, 14, booked, rebooked from ${table} where slot = 0 and extract(day from ${at})::int % 2 = 0`));
      await queryRows(sql.raw(`update ${table} set booked = B'0'::bit(8192), rebooked = B'0'::bit(8192) where slot = 0 and extract(day from ${at})::int % 2 = 0`));
    }
    const after = await get(admin, q);
    expect(after.status, after.text).toBe(200);
    expect(after.json).toEqual(before.json);
    // An atelier whose only rows for the store cancel out (counted in by one backend, out by another) has nothing to do with it.
    const [store] = await queryRows<{ id: string }>(sql`select store_id as id from accounts where email = 'staff.paris@reprise.demo'`);
    const cancelled = `dash-cancelled-${crypto.randomUUID()}`;
    await queryRows(sql`insert into providers (id, name, display_name, image_url) values (${cancelled}, ${cancelled}, 'Cancelled', '/cancelled.png')`);
    await queryRows(sql`insert into dashboard_daily (day, store_id, provider_id, currency, status, slot, orders, total_minor, paid_minor)
      values (${today}, ${store!.id}, ${cancelled}, 'EUR', 'booked', 3, 1, 100, 0), (${today}, ${store!.id}, ${cancelled}, 'EUR', 'booked', 4, -1, -100, 0)`);
    expect((await get(paris, `from=${today}&to=${today}&providerId=${cancelled}`)).status).toBe(404);
    await queryRows(sql`update dashboard_daily set orders = 0 where provider_id = ${cancelled} and slot = 4`);
    expect((await get(paris, `from=${today}&to=${today}&providerId=${cancelled}`)).status).toBe(200);
    await queryRows(sql`select reprise_dashboard_rebuild()`);
  }, 120_000);

  it('inverted, over-long and future periods, unknown store or atelier → 422; staff asking for another store → 404', async () => {
    const paris = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    expect((await get(admin, 'from=2026-03-01&to=2026-02-01')).status).toBe(422);
    expect((await get(admin, 'from=2022-01-01&to=2026-02-01')).status).toBe(422);
    expect((await get(admin, 'from=2099-01-01&to=2099-02-01')).status).toBe(422);
    expect((await get(admin, 'from=2026-01-01&to=2026-02-01&storeId=nowhere')).status).toBe(422);
    expect((await get(admin, 'from=2026-01-01&to=2026-02-01&providerId=nowhere')).status).toBe(422);
    const [other] = await queryRows<{ id: string }>(sql`select s.id from stores s where s.id <> (select store_id from accounts where email = 'staff.paris@reprise.demo') limit 1`);
    expect((await get(paris, `from=2026-01-01&to=2026-02-01&storeId=${other!.id}`)).status).toBe(404);
    const own = await get(paris, 'from=2026-01-01&to=2026-02-01');
    expect(own.status).toBe(200);
    expect(own.json.filter.storeId).toBeTruthy();
  });

  it('an atelier counts its own work only: its provider forced, another atelier’s → 404', async () => {
    const atelier = await bearer('atelier.montorgueil@reprise.demo', 'demo-atelier-montorgueil');
    const [mine] = await queryRows<{ id: string }>(sql`select provider_id as id from accounts where email = 'atelier.montorgueil@reprise.demo'`);
    const [other] = await queryRows<{ id: string }>(sql`select id from providers where id <> ${mine!.id} limit 1`);
    const own = await get(atelier, 'from=2026-01-01&to=2026-02-01');
    expect(own.status).toBe(200);
    expect(own.json.filter.providerId).toBe(mine!.id);
    expect((await get(atelier, `from=2026-01-01&to=2026-02-01&providerId=${other!.id}`)).status).toBe(404);
  });

  it('the atelier filter: unknown → 422 for everyone; staff narrow to the ateliers their store works with, any other → 404', async () => {
    const paris = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    const atelier = await bearer('atelier.montorgueil@reprise.demo', 'demo-atelier-montorgueil');
    const period = 'from=2026-01-01&to=2026-02-01';
    for (const who of [paris, admin, atelier]) expect((await get(who, `${period}&providerId=nowhere`)).status).toBe(422);

    const [store] = await queryRows<{ id: string }>(sql`select store_id as id from accounts where email = 'staff.paris@reprise.demo'`);
    const [linked] = await queryRows<{ id: string }>(sql`select provider_id as id from store_providers where store_id = ${store!.id} order by provider_id limit 1`);
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
    const mine = await inStoreOrder(paris);
    expect(mine.status).toBe(201);
    const narrowed = await get(paris, `from=${from}&to=${today}&providerId=${linked!.id}`);
    expect(narrowed.status, narrowed.text).toBe(200);
    expect(narrowed.json.filter).toEqual({ storeId: store!.id, providerId: linked!.id });
    const weeks = await queryRows<{ week: string; status: string; orders: number }>(sql`select to_char(date_trunc('week', (order_date at time zone 'UTC')::date), 'YYYY-MM-DD') as week,
      status, count(*)::int as orders from orders where store_id = ${store!.id} and provider_id = ${linked!.id} and livemode
      and (order_date at time zone 'UTC')::date between ${from}::date and ${today}::date group by 1, 2 order by 1, 2`);
    expect(narrowed.json.ordersPerWeek).toEqual(weeks);
    for (const o of narrowed.json.lateOrders as { storeId: string; providerId: string }[]) expect([o.storeId, o.providerId]).toEqual([store!.id, linked!.id]);

    // An atelier Paris is not linked to and that never worked on its orders: nothing to do with it.
    const lonely = `dash-lonely-${crypto.randomUUID()}`;
    await queryRows(sql`insert into providers (id, name, display_name, image_url) values (${lonely}, ${lonely}, 'Lonely', '/lonely.png')`);
    expect((await get(paris, `${period}&providerId=${lonely}`)).status).toBe(404);
    expect((await get(admin, `${period}&providerId=${lonely}`)).status).toBe(200);
    expect((await get(admin, `${period}&storeId=${store!.id}&providerId=${lonely}`)).status).toBe(200);
    // Once one of the store's orders is transferred to it, the store has something to do with it.
    await queryRows(sql`update orders set provider_id = ${lonely} where id = ${mine.json.id}`);
    const transferred = await get(paris, `from=${today}&to=${today}&providerId=${lonely}`);
    expect(transferred.status, transferred.text).toBe(200);
    expect(transferred.json.totals.orders).toBe(1);
    // An atelier asking for another atelier by id: 404, whatever the store.
    expect((await get(atelier, `${period}&providerId=${lonely}`)).status).toBe(404);
  });
});
