import { describe, expect, it } from 'vitest';
import * as capacityRoute from '@/app/api/sip/ateliers/[id]/capacity/route';
import * as createCartRoute from '@/app/api/sip/shopping-cart/route';
import * as itemsRoute from '@/app/api/sip/shopping-cart/[id]/items/route';
import * as customerRoute from '@/app/api/sip/shopping-cart/[id]/customer/route';
import * as optionsRoute from '@/app/api/sip/shopping-cart/[id]/logistic-options/route';
import { listServices, priceList } from '@/lib/catalogue';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { priceListReady, servicesReady } from '@/lib/atelier/ready-dates';
import { call } from '../helpers/http';
import { bearer, CUSTOMER, itemFor } from '../helpers/booking';
import { placeOrder } from '../helpers/order-life';
import { ATELIER_MONTORGUEIL, MONTORGUEIL_ID } from './helpers';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';

// It changes Atelier Montorgueil's capacity, which every booking beside it on the run's shared
// database would be promised by, and fills its queue.
await switchToOwnPostgresDatabase();

type Headers = Record<string, string>;
const read = (headers: Headers) => call(capacityRoute.GET, '/x', { params: { id: MONTORGUEIL_ID }, headers });
async function setCapacity(weeklyCapacity: number | null, headers: Headers) {
  const version = (await read(headers)).json.version as number;
  const res = await call(capacityRoute.PUT, '/x', { method: 'PUT', body: { workingDays: [1, 2, 3, 4, 5], weeklyCapacity, closures: [] }, params: { id: MONTORGUEIL_ID }, headers: { ...headers, 'if-match': `"${version}"` } });
  expect(res.status).toBe(200);
  return res.json as { queueLength: number };
}

/** The earliest date the delivery options give a new web cart holding one of this repair (null: none offered). */
async function optionsDate(subServiceId: string): Promise<number | null> {
  const index = await getCatalogue();
  const identifier = index.subServicesById.get(subServiceId)!.identifier;
  const created = await call(createCartRoute.POST, '/x', { method: 'POST', body: {} });
  const id = created.json.id as string;
  expect((await call(itemsRoute.POST, '/x', { method: 'POST', body: (await itemFor(identifier)).body, params: { id } })).status).toBe(200);
  expect((await call(customerRoute.POST, '/x', { method: 'POST', body: CUSTOMER, params: { id } })).status).toBe(200);
  const options = (await call(optionsRoute.GET, '/x', { params: { id } })).json.logisticOptions as { estimatedCompletionDate: string }[];
  return options.length ? Math.min(...options.map((o) => Date.parse(o.estimatedCompletionDate))) : null;
}

/** What the services step and the price list would say for that repair, read as their pages read it. */
async function shownDates(subServiceId: string) {
  const ss = (await getCatalogue()).subServicesById.get(subServiceId)!;
  const services = await listServices({ subClothesCategoryIds: [ss.subCategoryId], zipCode: CUSTOMER.address.zipCode, country: 'FR', bookingType: 'paid', currency: 'EUR' });
  const step = (await servicesReady(services, { country: 'FR', currency: 'EUR' }))[MONTORGUEIL_ID];
  const line = (await priceListReady(await priceList('FR'))).get(subServiceId);
  return {
    step: step && !step.full ? Date.parse(step.byLeadTime[ss.leadTimeDays]!) : step,
    prices: line && !line.full ? Date.parse(line.date) : line,
  };
}

const MINUTE = 60_000;
const DAY = 86_400_000;

// docs/atelier.md#ready-before-cart
describe('the services step and the price list say the delivery options’ date', () => {
  it('a long queue moves the dates shown exactly as it moves the options’ date; capacity 0 says the atelier is full', { timeout: 240_000 }, async () => {
    const own = await bearer(...ATELIER_MONTORGUEIL);
    // A price-list line whose price (so whose date) is Montorgueil's.
    const list = await priceList('FR');
    const index = await getCatalogue();
    const line = list.categories.flatMap((c) => c.subCategories.flatMap((s) => s.lines)).find((l) => index.subServicesById.get(l.subServiceId)?.providerId === MONTORGUEIL_ID);
    expect(line).toBeDefined();
    const subServiceId = line!.subServiceId;

    await placeOrder();
    await placeOrder();
    const before = { options: await optionsDate(subServiceId), ...(await shownDates(subServiceId)) };
    expect(before.options).not.toBeNull();
    // The same instant but for the milliseconds between the calls (each counts from its own now).
    expect(Math.abs((before.step as number) - before.options!)).toBeLessThan(MINUTE);
    expect(Math.abs((before.prices as number) - before.options!)).toBeLessThan(MINUTE);

    const { queueLength } = await setCapacity(1, own);
    expect(queueLength).toBeGreaterThanOrEqual(2);
    const after = { options: await optionsDate(subServiceId), ...(await shownDates(subServiceId)) };
    // One order a week: each order ahead is five bench days, so the date moves by at least a week per order.
    expect(after.options! - before.options!).toBeGreaterThanOrEqual(queueLength * 7 * DAY - DAY);
    expect(Math.abs((after.step as number) - after.options!)).toBeLessThan(MINUTE);
    expect(Math.abs((after.prices as number) - after.options!)).toBeLessThan(MINUTE);

    await setCapacity(0, own);
    expect(await optionsDate(subServiceId)).toBeNull();
    expect(await shownDates(subServiceId)).toEqual({ step: { full: true }, prices: { full: true } });

    await setCapacity(null, own);
    const reset = await shownDates(subServiceId);
    expect(Math.abs((reset.step as number) - before.options!)).toBeLessThan(DAY);
  });
});
