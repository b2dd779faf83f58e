/** The demo customer's past orders (issue #21): several statuses, visible in her order list, placed once. */
import { describe, expect, it } from 'vitest';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { seedDemoCustomerOrders } from '@/lib/demo/customer-orders';
import { bearer } from '../helpers/booking';
import { call } from '../helpers/http';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';

// Other files book as the demo customer too; on the run's shared Postgres she would have orders already.
await switchToOwnPostgresDatabase();

describe('demo customer orders', () => {
  it('places four orders in four statuses, with total and due date, once', async () => {
    expect(await seedDemoCustomerOrders()).toBe(4);
    expect(await seedDemoCustomerOrders()).toBe(0);
    const headers = await bearer('camille@reprise.demo', 'demo-customer-camille');
    const res = await call(ordersRoute.GET, '/api/sip/orders', { headers });
    expect(res.status, res.text).toBe(200);
    const orders = res.json as { status: string; estimatedPrice: { estimatedPrice: number }; estimatedCompletionDate: string }[];
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['completed', 'in_repair', 'in_transit', 'cancelled']));
    for (const o of orders) {
      // A cancelled order owes nothing (docs/decisions.md#quote-consent); the others their price.
      if (o.status === 'cancelled') expect(o.estimatedPrice.estimatedPrice).toBe(0);
      else expect(o.estimatedPrice.estimatedPrice).toBeGreaterThan(0);
      expect(Date.parse(o.estimatedCompletionDate)).not.toBeNaN();
    }
  });
});
