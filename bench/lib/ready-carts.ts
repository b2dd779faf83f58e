import postgres from 'postgres';
import { ADDRESS } from './booking-flow';
import { expectJson } from './flow';

/** A cart ready to order (item, customer, logistic option), built through the API. */
export async function readyCartId(base: string, headers: Record<string, string>, itemBody: unknown): Promise<string> {
  const post = (p: string, body: unknown) => fetch(base + p, { method: 'POST', headers, body: JSON.stringify(body) });
  const cart = await expectJson(await post('/api/sip/shopping-cart', {}), 201, 'cart');
  await expectJson(await post(`/api/sip/shopping-cart/${cart.id}/items`, itemBody), 200, 'items');
  await expectJson(await post(`/api/sip/shopping-cart/${cart.id}/customer`, { title: '', givenName: 'Bench', familyName: 'Mark', email: 'bench@example.com', phone: '+33612345678', address: ADDRESS }), 200, 'customer');
  const { logisticOptions } = await expectJson(await fetch(`${base}/api/sip/shopping-cart/${cart.id}/logistic-options`), 200, 'options');
  await expectJson(await post(`/api/sip/shopping-cart/${cart.id}/logistic-option`, { logisticOption: logisticOptions[0].id }), 200, 'option');
  return cart.id;
}

/** `count` copies of a ready cart, made in SQL (ids start with 'bench'). */
export async function cloneCarts(url: string, template: string, count: number): Promise<string[]> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    // Each cart its own customer, as in life: one shared customer row would serialize every
    // order on its row lock (ordering updates the customer's last order date). Customers go in
    // first so that no cart row is written twice: a bulk update would leave as many dead rows
    // as carts, which no live database carries, and every order would wade through them.
    await sql`create temporary table bench_ids as select 'bench' || n || substr(md5(random()::text), 1, 16) as id from generate_series(1, ${count}) n`;
    await sql`insert into customers (id, account_id, email, title, given_name, family_name, phone, address, payment_customer_id)
      select b.id || '-c', t.account_id, t.email, t.title, t.given_name, t.family_name, t.phone, t.address, t.payment_customer_id
      from bench_ids b, carts c join customers t on t.id = c.customer_id where c.id = ${template}`;
    await sql`insert into carts (id, account_id, staff_account_id, store_id, provider_id, customer_id, logistic_option_id, currency, booking_type, source, language, discount_code, insurance_status, remote_address, area_zip_code, area_country, status)
      select b.id, account_id, staff_account_id, store_id, provider_id, b.id || '-c', logistic_option_id, currency, booking_type, source, language, discount_code, insurance_status, remote_address, area_zip_code, area_country, 'open'
      from bench_ids b, carts where carts.id = ${template}`;
    await sql`insert into cart_items (id, cart_id, position, category_id, sub_category_id, attribute_group_id, values, image_keys)
      select b.id || '-' || i.position, b.id, i.position, i.category_id, i.sub_category_id, i.attribute_group_id, i.values, i.image_keys
      from bench_ids b cross join cart_items i where i.cart_id = ${template}`;
    await sql`insert into cart_item_services (cart_item_id, sub_service_id, quantity, position)
      select b.id || '-' || i.position, s.sub_service_id, s.quantity, s.position
      from bench_ids b cross join cart_items i join cart_item_services s on s.cart_item_id = i.id where i.cart_id = ${template}`;
    // Statistics and visibility as autovacuum would have them on a live database that grew to
    // this size: right after a bulk insert they are missing, and the planner's guesses make
    // every order slow.
    await sql`vacuum analyze carts, customers, cart_items, cart_item_services`;
    // The bulk load's dirty pages are written now, not by the checkpointer during the first run.
    await sql`checkpoint`;
    return (await sql<{ id: string }[]>`select id from carts where id like 'bench%' order by id`).map((r) => r.id);
  } finally {
    await sql.end();
  }
}
