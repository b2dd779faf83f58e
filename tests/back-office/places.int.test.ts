import { beforeAll, describe, expect, it } from 'vitest';
import * as ateliersRoute from '@/app/api/sip/admin/ateliers/route';
import * as atelierRoute from '@/app/api/sip/admin/ateliers/[id]/route';
import * as storesRoute from '@/app/api/sip/admin/stores/route';
import * as storeRoute from '@/app/api/sip/admin/stores/[id]/route';
import * as optionsRoute from '@/app/api/sip/admin/delivery-options/route';
import * as optionRoute from '@/app/api/sip/admin/delivery-options/[id]/route';
import * as auditRoute from '@/app/api/sip/admin/audit-log/route';
import * as providersRoute from '@/app/v1/providers/route';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import type { Atelier, DeliveryOption, StoreRecord } from '@/lib/schemas/places';
import { bearer } from '../helpers/booking';
import { call } from '../helpers/http';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';

await switchToOwnPostgresDatabase(); // it edits ateliers, stores and delivery options that files beside it book with (tests/helpers/own-database.ts)

let admin: Record<string, string>;
let staff: Record<string, string>;
beforeAll(async () => {
  admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
  staff = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
}, 120_000);

const patch = (route: { PATCH: typeof storeRoute.PATCH }, base: string, id: string, body: unknown, headers: Record<string, string> = admin) =>
  call(route.PATCH, `${base}/${id}`, { method: 'PATCH', body, headers, params: { id } });

describe('stores (docs/back-office.md#places)', () => {
  it('an edit under If-Match changes the store at once for the catalogue; a stale version is 412 and writes nothing; audited', async () => {
    const stores = (await call(storesRoute.GET, '/api/sip/admin/stores', { headers: admin })).json as StoreRecord[];
    const store = stores.find((s) => s.name.includes('Marais'))!;
    const closures = [{ from: '2026-12-25', to: '2026-12-26', note: 'Noël' }];
    const changed = await patch(storeRoute, '/api/sip/admin/stores', store.id, { closures, servicesOffered: ['drop_off', 'collection', 'fitting'], timeZone: 'Europe/Paris' }, { ...admin, 'if-match': `"${store.version}"` });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.headers.get('etag')).toBe(`"${store.version + 1}"`);
    expect((await getCatalogue()).storesById.get(store.id)!.closures).toEqual(closures);
    const stale = await patch(storeRoute, '/api/sip/admin/stores', store.id, { name: 'Lost edit' }, { ...admin, 'if-match': `"${store.version}"` });
    expect(stale.status).toBe(412);
    expect(stale.json.code).toBe('stale_record');
    expect((await getCatalogue()).storesById.get(store.id)!.name).toBe(store.name);
    const audit = (await call(auditRoute.GET, '/api/sip/admin/audit-log', { headers: admin })).json as { subjectId: string; action: string; detail: { after: Record<string, unknown> } }[];
    expect(audit.find((e) => e.subjectId === store.id && e.action === 'store.changed')!.detail.after).toMatchObject({ closures });
  });

  it('bad input is 422 with a field path: an unknown time zone, hours that close before they open, a closure ending before it starts', async () => {
    const store = ((await call(storesRoute.GET, '/api/sip/admin/stores', { headers: admin })).json as StoreRecord[])[0]!;
    const tz = await patch(storeRoute, '/api/sip/admin/stores', store.id, { timeZone: 'Mars/Olympus' });
    expect(tz.status).toBe(422);
    expect(tz.json.errors[0].path).toBe('timeZone');
    const hours = await patch(storeRoute, '/api/sip/admin/stores', store.id, { openingHours: [{ day: 1, opens: '19:00', closes: '10:00' }] });
    expect(hours.json.errors[0].path).toBe('openingHours.0.closes');
    const closure = await patch(storeRoute, '/api/sip/admin/stores', store.id, { closures: [{ from: '2026-12-26', to: '2026-12-25', note: '' }] });
    expect(closure.json.errors[0].path).toBe('closures.0.to');
  });
});

describe('ateliers', () => {
  it('a paused atelier leaves the public list and takes no new bookings; resuming brings it back; a labelled one needs its number', async () => {
    const ateliers = (await call(ateliersRoute.GET, '/api/sip/admin/ateliers', { headers: admin })).json as Atelier[];
    const atelier = ateliers.find((a) => a.storeIds.length > 0)!;
    const publicIds = async () => ((await call(providersRoute.GET, '/v1/providers')).json.providers as { id: string }[]).map((p) => p.id);
    expect(await publicIds()).toContain(atelier.id);
    const paused = await patch(atelierRoute, '/api/sip/admin/ateliers', atelier.id, { paused: true });
    expect(paused.status, paused.text).toBe(200);
    expect(paused.json.paused).toBe(true);
    expect(await publicIds()).not.toContain(atelier.id);
    expect([...(await getCatalogue()).servicesById.values()].some((s) => s.providerId === atelier.id)).toBe(false);
    expect((await patch(atelierRoute, '/api/sip/admin/ateliers', atelier.id, { paused: false })).json.paused).toBe(false);
    expect(await publicIds()).toContain(atelier.id);
    const labelled = await patch(atelierRoute, '/api/sip/admin/ateliers', atelier.id, { repairFundLabelled: true, repairFundNumber: '' });
    expect(labelled.status).toBe(422);
    expect(labelled.json.errors[0].path).toBe('repairFundNumber');
    const areas = await patch(atelierRoute, '/api/sip/admin/ateliers', atelier.id, { areas: [{ country: 'FR', zipPrefix: '75' }, { country: 'FR', zipPrefix: '75' }], storeIds: atelier.storeIds });
    expect(areas.json.areas).toEqual([{ country: 'FR', zipPrefix: '75' }]);
    const unknownStore = await patch(atelierRoute, '/api/sip/admin/ateliers', atelier.id, { storeIds: ['nope'] });
    expect(unknownStore.json.errors[0].path).toBe('storeIds.0');
  });
});

describe('delivery options', () => {
  it('price, transit, payment methods and slot capacity change; slots on an option without them is 422', async () => {
    const options = (await call(optionsRoute.GET, '/api/sip/admin/delivery-options', { headers: admin })).json as DeliveryOption[];
    const withSlots = options.find((o) => o.slotCapacity !== null)!;
    const changed = await patch(optionRoute, '/api/sip/admin/delivery-options', withSlots.id, { price: { EUR: 1290 }, onwardTransitDays: 2, paymentMethods: ['pay_on_collection'], slotCapacity: 7 });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json).toMatchObject({ price: { EUR: 1290 }, onwardTransitDays: 2, paymentMethods: ['pay_on_collection'], slotCapacity: 7 });
    expect((await getCatalogue()).logisticOptionsById.get(withSlots.id)!.slots!.capacity).toBe(7);
    const without = options.find((o) => o.slotCapacity === null)!;
    expect((await patch(optionRoute, '/api/sip/admin/delivery-options', without.id, { slotCapacity: 3 })).json.errors[0].path).toBe('slotCapacity');
    expect((await patch(optionRoute, '/api/sip/admin/delivery-options', without.id, { price: { EUR: -1 } })).status).toBe(422);
  });
});

describe('who reaches places', () => {
  it('staff get 404 on every places route', async () => {
    const answers = [
      await call(ateliersRoute.GET, '/api/sip/admin/ateliers', { headers: staff }),
      await call(storesRoute.GET, '/api/sip/admin/stores', { headers: staff }),
      await call(optionsRoute.GET, '/api/sip/admin/delivery-options', { headers: staff }),
      await patch(atelierRoute, '/api/sip/admin/ateliers', 'x', { paused: true }, staff),
      await patch(storeRoute, '/api/sip/admin/stores', 'x', { name: 'x' }, staff),
      await patch(optionRoute, '/api/sip/admin/delivery-options', 'x', { isActive: false }, staff),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404]);
  });
});
