import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as adminOrdersRoute from '@/app/api/sip/admin/orders/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { AdminOrderPageSchema } from '@/lib/schemas/admin';
import { COUNT_CAP } from '@/lib/schemas/constants';
import { bearer, CUSTOMER, readyCart } from '../helpers/booking';
import { queryRows } from '../helpers/db';
import { call } from '../helpers/http';

// The staff table's count (docs/counter.md#staff-table): exact up to COUNT_CAP, COUNT_CAP + 1
// beyond ("more than 1,000" on the page, in four languages), and a first page holding every
// match counts itself. COUNT_CAP + 2 clones of one order booked through the API, made in SQL:
// COUNT_CAP of them received, two in repair; dated two years back, out of other files' pages.
type Headers = Record<string, string>;
const tag = `cap${crypto.randomUUID().slice(0, 8)}`;
let admin: Headers;

beforeAll(async () => {
  admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
  const { id: cartId } = await readyCart({ customer: { ...CUSTOMER, familyName: tag } });
  const res = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId } });
  expect(res.status, res.text).toBe(201);
  const template = res.json.id as string;
  const clones = COUNT_CAP + 2;
  await queryRows(sql`insert into carts (id, store_id, provider_id, customer_id, logistic_option_id, currency, booking_type, source, language, status)
    select ${tag} || '-c' || n, c.store_id, c.provider_id, c.customer_id, c.logistic_option_id, c.currency, c.booking_type, c.source, c.language, 'ordered'
    from carts c, generate_series(1, ${clones}::int) n where c.id = ${cartId}`);
  await queryRows(sql`insert into orders (id, order_number, cart_id, store_id, provider_id, customer_id, status, booking_type, source, request_type,
      payment_method, language, currency, order_date, estimated_completion_date, warranty_status, insurance, address, customer, logistic_option,
      comissions, estimated_price, total_minor, customer_email, customer_name)
    select ${tag} || '-o' || n, 'R-X-' || ${tag} || lpad(n::text, 5, '0'), ${tag} || '-c' || n, o.store_id, o.provider_id, o.customer_id,
      case when n <= ${COUNT_CAP}::int then 'received' else 'in_repair' end, o.booking_type, o.source, o.request_type, o.payment_method, o.language,
      o.currency, now() - interval '730 days' - n * interval '1 minute', now(), o.warranty_status, o.insurance, o.address, o.customer, o.logistic_option,
      o.comissions, o.estimated_price, o.total_minor, o.customer_email, o.customer_name
    from orders o, generate_series(1, ${clones}::int) n where o.id = ${template}`);
}, 180_000);

afterAll(async () => {
  await queryRows(sql`delete from orders where id like ${`${tag}-o%`}`);
  await queryRows(sql`delete from carts where id like ${`${tag}-c%`}`);
});

const table = async (query: string) => {
  const res = await call(adminOrdersRoute.GET, `/api/sip/admin/orders?q=${tag}&${query}`, { headers: admin });
  expect(res.status, res.text).toBe(200);
  return AdminOrderPageSchema.parse(res.json);
};

describe('the staff table’s count', () => {
  it(`stops at ${COUNT_CAP + 1} when more than ${COUNT_CAP} orders match`, async () => {
    const page = await table('limit=50');
    expect(page.orders).toHaveLength(50);
    expect(page.total).toBe(COUNT_CAP + 1);
  });

  it(`is exact at ${COUNT_CAP} matches, a page short of them`, async () => {
    const page = await table('status=received&limit=50');
    expect(page.nextCursor).not.toBeNull();
    expect(page.total).toBe(COUNT_CAP);
  });

  it('is the first page’s length when that page holds every match, and still counted on the pages after', async () => {
    const whole = await table('status=in_repair&limit=50');
    expect(whole.orders).toHaveLength(2);
    expect(whole.total).toBe(2);
    const first = await table('status=in_repair&limit=1');
    expect(first.total).toBe(2);
    const second = await table(`status=in_repair&limit=1&cursor=${first.nextCursor}`);
    expect(second.orders).toHaveLength(1);
    expect(second.total).toBe(2);
  });
});

describe('what the console says of a capped count', () => {
  const load = (locale: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, '../../messages', `${locale}.json`), 'utf8')) as Record<string, unknown>;
  it.each(['fr', 'en', 'de', 'es'] as const)('%s: "more than" the cap, never the count of the cap + 1', (locale) => {
    const t = createTranslator({ locale, messages: load(locale) }) as unknown as (key: string, values: Record<string, string | number>) => string;
    const capped = t('Counter.table.total', { count: COUNT_CAP + 1, cap: COUNT_CAP, shown: 50, more: 'yes' });
    expect(capped).toContain(new Intl.NumberFormat(locale).format(COUNT_CAP));
    expect(capped).not.toContain(new Intl.NumberFormat(locale).format(COUNT_CAP + 1));
    expect(capped).not.toMatch(/10[\s.,\u202f\u00a0]?000/);
    const exact = t('Counter.table.total', { count: COUNT_CAP, cap: COUNT_CAP, shown: 50, more: 'no' });
    expect(exact).toContain(new Intl.NumberFormat(locale).format(COUNT_CAP));
    expect(exact).not.toBe(capped);
  });
});
