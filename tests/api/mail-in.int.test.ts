/** No dead end, mail-in: where no atelier collects but one accepts parcels from the country, the area offers it and a booking goes through by post (docs/customer-site.md#mail-in). */
import { describe, expect, it } from 'vitest';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as optionsRoute from '@/app/api/sip/shopping-cart/[id]/logistic-options/route';
import { listProviders, mailIn } from '@/lib/catalogue';
import { indexCatalogue } from '@/lib/catalogue/catalogue-index';
import { mailInView } from '@/lib/catalogue/mail-in';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { loadCatalogueRows } from '@/db/catalogue';
import { getDb } from '@/db/client';
import { CUSTOMER, readyCart } from '../helpers/booking';
import { call } from '../helpers/http';

const MADRID = { address: 'Calle de Alcalá 21', secondAddress: '', city: 'Madrid', state: '', zipCode: '28014', country: 'ES', deliveryNotes: '' };

describe('mail-in where no atelier collects', () => {
  it('Madrid: no atelier collects, Atelier Montorgueil accepts parcels from Spain; Berlin: nobody does (wait-list); Paris: the ordinary booking', async () => {
    expect((await listProviders({ country: 'ES', zipCode: '28014' })).map((p) => p.displayName)).toEqual(['Atelier Montorgueil']);
    expect(await mailIn('ES', '28014')).toEqual([
      { atelier: 'Atelier Montorgueil', city: 'Paris', name: expect.objectContaining({ en: 'Mail-in from Spain (Correos)' }), price: 1290, currency: 'EUR' },
    ]);
    expect(await listProviders({ country: 'DE', zipCode: '10115' })).toEqual([]);
    expect(await mailIn('DE', '10115')).toBeNull();
    expect(await mailIn('FR', '75011')).toBeNull();
  });

  it('an option bound to no atelier nor store is no mail-in; without the bound option Spain is a dead end again', async () => {
    const index = await getCatalogue();
    const rows = await loadCatalogueRows(await getDb());
    const unbound = indexCatalogue({ ...rows, logisticOptions: rows.logisticOptions.map((o) => (o.name === 'correos-mail-in-es' ? { ...o, providerId: null } : o)) }, -1);
    expect(mailInView(unbound, 'ES', '28014')).toBeNull();
    expect(unbound.providers.every((p) => !p.mailIn.includes('ES'))).toBe(true);
    expect(mailInView(index, 'ES', '28014')).not.toBeNull();
  });

  it('a customer in Madrid books by post: the mail-in option is the only one offered, and the order is placed', async () => {
    const { id, option } = await readyCart({ customer: { ...CUSTOMER, email: 'lucia@example.es', phone: '+34612345678', address: MADRID } });
    expect(option).toMatchObject({ kind: 'postal_label' });
    const offered = await call(optionsRoute.GET, '/x', { params: { id } });
    expect((offered.json.logisticOptions as { name: string }[]).map((o) => o.name)).toEqual(['correos-mail-in-es']);
    const placed = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId: id } });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json.logisticOption.name).toBe('correos-mail-in-es');
  });
});
