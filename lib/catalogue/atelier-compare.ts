/**
 * What a customer compares when several ateliers repair the item (docs/customer-site.md#atelier-choice):
 * each atelier's lowest price for it (one repair, offers and Bonus Réparation deducted, priced by
 * lib/pricing as the cart will be), its shortest lead time, and how much more its lowest price is
 * than the cheapest atelier's. Pure: the services step runs it in the browser.
 */
import { estimateLine, type EstimateSubService } from '@/lib/pricing/estimate';
import type { Currency } from '@/lib/schemas/common';

type OfferedService = { providerId: string; subServices: (EstimateSubService & { leadTimeDays: number })[] };

export type AtelierSummary = { fromNet: number; leadTimeDays: number; difference: number };

export function compareAteliers(
  services: OfferedService[],
  ctx: { currency: Currency; storeCountry: string; labelled: (providerId: string) => boolean },
): Map<string, AtelierSummary> {
  const best = new Map<string, { fromNet: number; leadTimeDays: number }>();
  for (const service of services) {
    for (const ss of service.subServices) {
      const net = estimateLine(ss, 1, { currency: ctx.currency, storeCountry: ctx.storeCountry, providerLabelled: ctx.labelled(service.providerId) }).net;
      const seen = best.get(service.providerId);
      best.set(service.providerId, {
        fromNet: Math.min(seen?.fromNet ?? Infinity, net),
        leadTimeDays: Math.min(seen?.leadTimeDays ?? Infinity, ss.leadTimeDays),
      });
    }
  }
  const cheapest = Math.min(...[...best.values()].map((b) => b.fromNet));
  return new Map([...best].map(([id, b]) => [id, { ...b, difference: b.fromNet - cheapest }]));
}
