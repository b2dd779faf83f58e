import { describe, expect, it } from 'vitest';
import * as exportRoute from '@/app/api/sip/orders/export/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { bearer, readyCart } from '../helpers/booking';
import { call } from '../helpers/http';

// docs/decisions.md#unknown-parameters: clients sent `limit` to the export while it was ignored;
// it is now a real parameter (at most that many rows), so unknown parameters can be refused.
describe('GET /api/sip/orders/export?limit', () => {
  it('exports at most `limit` orders; without it, every matching order', async () => {
    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    for (let i = 0; i < 3; i++) {
      const placed = await call(ordersRoute.POST, '/x', { method: 'POST', body: { cartId: (await readyCart()).id, paymentMethod: 'pay_on_collection', requestType: 'repair', language: 'fr' } });
      expect(placed.status, placed.text).toBe(201);
    }
    const rows = async (url: string) => {
      const res = await call(exportRoute.GET, url, { headers: admin });
      expect(res.status, res.text).toBe(200);
      return res.text.trim().split(/\r?\n/).length - 1; // less the header line
    };
    const all = await rows('/api/sip/orders/export?format=rfc4180');
    expect(all).toBeGreaterThan(2);
    expect(await rows('/api/sip/orders/export?format=rfc4180&limit=2')).toBe(2);
  });
});
