/**
 * What the services step starts with: the atelier and the ticked repairs. In order: the atelier
 * the cart is locked to, the one this tab's draft chose, the one of the repair a price-list line
 * named (docs/customer-site.md#price-list), the only one offered; otherwise none — several
 * ateliers mean the customer chooses (docs/customer-site.md#atelier-choice).
 */
type Offered = { providerId: string; subServices: { id: string }[] };
type DraftChoice = { providerId?: string; services: { subServiceId: string; quantity: number }[] };

export function initialChoice(input: {
  services: Offered[];
  offeredIds: string[];
  lockedProvider: string | null;
  draft: DraftChoice;
  prefillService: string | null;
}): { providerId: string; selected: Record<string, number> } {
  const { services, offeredIds, lockedProvider, draft, prefillService } = input;
  const prefill = draft.services.length === 0 && prefillService ? services.find((s) => s.subServices.some((ss) => ss.id === prefillService)) : undefined;
  const providerId =
    lockedProvider ??
    (draft.providerId && offeredIds.includes(draft.providerId)
      ? draft.providerId
      : prefill && offeredIds.includes(prefill.providerId)
        ? prefill.providerId
        : offeredIds.length === 1
          ? offeredIds[0]!
          : '');
  const selected =
    prefill && prefill.providerId === providerId ? { [prefillService!]: 1 } : Object.fromEntries(draft.services.map((s) => [s.subServiceId, s.quantity]));
  return { providerId, selected };
}
