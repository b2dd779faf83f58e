import 'server-only';
import { getDb, type Executor } from '@/db/client';
import type { CatalogueIndex } from '@/lib/catalogue/catalogue-index';
import type { PriceList } from '@/lib/catalogue/price-list';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { availableLogisticOptions, logisticChoice, storeCalendar } from '@/lib/carts/logistics';
import { chooseStore } from '@/lib/carts/stores';
import type { Currency } from '@/lib/schemas/common';
import { atelierLoad } from './load';

/**
 * What the services step and the price list say about when a repair is ready, before any cart
 * (docs/atelier.md#ready-before-cart). `full`: the atelier takes no booking now (capacity 0, or shut
 * beyond the horizon). Otherwise, per lead time asked, the earliest date the delivery options would
 * promise a web cart of that atelier in that country booked now (ISO), read in the store's zone.
 */
export type AtelierReady =
  | { full: true }
  | { full: false; timeZone: string; country: string; byLeadTime: Record<number, string> };

/**
 * For each atelier, the dates its delivery options would give (`logisticChoice`, the options list's
 * own function, with the same load: `atelierLoad`), the earliest of them: "ready from". One load per
 * atelier per call (a count of its queue only when it set a weekly capacity), never one per line.
 * An atelier with no option for the country (or no store) is left out: nothing to promise.
 */
export async function readyDates(
  executor: Executor,
  index: CatalogueIndex,
  area: { country: string; currency: Currency },
  leadTimesByAtelier: Map<string, number[]>,
  now = new Date(),
): Promise<Map<string, AtelierReady>> {
  const entries = await Promise.all(
    [...leadTimesByAtelier].map(async ([providerId, leadTimes]): Promise<[string, AtelierReady] | null> => {
      const provider = index.providersById.get(providerId);
      // A web booking goes through the store lib/carts/stores.ts chooses for a new cart: its calendar and options.
      const store = provider && chooseStore(index, providerId, area.currency, true);
      if (!provider || !store) return null;
      const options = availableLogisticOptions(index, { providerId, storeId: store.id, currency: area.currency }, area.country);
      if (options.length === 0) return null;
      const calendar = storeCalendar(index, store.id);
      const atelier = await atelierLoad(executor, provider);
      const byLeadTime: Record<number, string> = {};
      for (const days of new Set(leadTimes)) {
        const dates = options.map((o) => logisticChoice(o, area.currency, [days], { calendar, atelier }, now)?.estimatedCompletionDate).filter((d): d is string => !!d);
        // The options all refuse together (the atelier's load, not the option, decides): then it is full.
        if (dates.length === 0) return [providerId, { full: true }];
        byLeadTime[days] = dates.reduce((a, b) => (Date.parse(b) < Date.parse(a) ? b : a));
      }
      return [providerId, { full: false, timeZone: calendar.timeZone, country: calendar.country, byLeadTime }];
    }),
  );
  return new Map(entries.filter((e) => e !== null));
}

/** The services step's dates: per atelier offering the item, per lead time of its services (one load per atelier). */
export async function servicesReady(
  services: { providerId: string; subServices: { leadTimeDays: number }[] }[],
  area: { country: string; currency: Currency },
  now = new Date(),
): Promise<Record<string, AtelierReady>> {
  const wanted = new Map<string, number[]>();
  for (const s of services) wanted.set(s.providerId, [...(wanted.get(s.providerId) ?? []), ...s.subServices.map((ss) => ss.leadTimeDays)]);
  return Object.fromEntries(await readyDates(await getDb(), await getCatalogue(), area, wanted, now));
}

/** A price-list line's date: that of the atelier whose price the line shows (its `subServiceId`), for the line's lead time. */
export type LineReady = { full: true } | { full: false; date: string; timeZone: string; country: string };

/**
 * The price list's dates, per line (keyed by its sub-service): computed per request (the queue
 * moves; the list itself is cached per catalogue version), one load per atelier on the page.
 */
export async function priceListReady(list: PriceList, now = new Date()): Promise<Map<string, LineReady>> {
  const index = await getCatalogue();
  const lines = list.categories.flatMap((c) => c.subCategories.flatMap((sc) => sc.lines));
  const wanted = new Map<string, number[]>();
  const owner = new Map<string, string>();
  for (const l of lines) {
    const providerId = index.subServicesById.get(l.subServiceId)?.providerId;
    if (!providerId) continue;
    owner.set(l.subServiceId, providerId);
    wanted.set(providerId, [...(wanted.get(providerId) ?? []), l.leadTimeDays]);
  }
  const ready = await readyDates(await getDb(), index, { country: list.country, currency: list.currency }, wanted, now);
  const out = new Map<string, LineReady>();
  for (const l of lines) {
    const r = ready.get(owner.get(l.subServiceId) ?? '');
    if (!r) continue;
    const date = r.full ? undefined : r.byLeadTime[l.leadTimeDays];
    out.set(l.subServiceId, r.full ? { full: true } : { full: false, date: date!, timeZone: r.timeZone, country: r.country });
  }
  return out;
}
