import { describe, expect, it } from 'vitest';
import * as storesRoute from '@/app/api/sip/stores/route';
import * as keysRoute from '@/app/api/sip/admin/api-keys/route';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { bearer } from '../helpers/booking';
import { call } from '../helpers/http';

// docs/integrators.md#stores: the stores whose ids a caller may send.
describe('GET /api/sip/stores', () => {
  it('admins, every-store keys and guests get every active store; staff and a store key their own', async () => {
    const active = (await getCatalogue()).stores.map((s) => s.id).sort();
    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    const staff = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
    const ids = async (headers: Record<string, string>) => {
      const res = await call(storesRoute.GET, '/api/sip/stores', { headers });
      expect(res.status, res.text).toBe(200);
      return (res.json.stores as { id: string }[]).map((s) => s.id).sort();
    };
    expect(active.length).toBeGreaterThan(1);
    expect(await ids(admin)).toEqual(active);
    expect(await ids({})).toEqual(active);
    const paris = await ids(staff);
    expect(paris).toHaveLength(1);
    const key = await call(keysRoute.POST, '/x', { method: 'POST', body: { name: 'Marais', storeId: paris[0] }, headers: admin });
    expect(await ids({ authorization: `Bearer ${key.json.secret}` })).toEqual(paris);
  });
});
