import type { CatalogueRows } from '@/db/catalogue';
import type { AttributeDefinition, AttributeGroup } from '@/lib/attributes/types';

type Row<K extends keyof CatalogueRows> = CatalogueRows[K][number];
export type StoreRow = Row<'stores'>;
/**
 * `mailIn`: the countries the provider accepts parcels from without collecting there (docs/customer-site.md#mail-in):
 * a postal option bound to it, or to one of its stores, that names the country.
 */
export type ProviderRow = Row<'providers'> & { areas: { country: string; zipPrefix: string }[]; storeIds: string[]; mailIn: string[] };
export type CategoryRow = Row<'categories'> & { subCategories: SubCategoryRow[] };
export type SubCategoryRow = Row<'subCategories'>;
export type ServiceRow = Row<'services'> & { subServices: SubServiceRow[] };
export type OfferRow = Row<'discountOffers'>;
export type SubServiceRow = Row<'subServices'> & { providerId: string; subCategoryId: string; offers: OfferRow[] };
export type LogisticOptionRow = Row<'logisticOptions'>;

/** The catalogue indexed for lookups by id; built once per reload, then read-only. */
export type CatalogueIndex = {
  version: number;
  stores: StoreRow[];
  providers: ProviderRow[];
  categories: CategoryRow[];
  logisticOptions: LogisticOptionRow[];
  storesById: Map<string, StoreRow>;
  providersById: Map<string, ProviderRow>;
  categoriesById: Map<string, CategoryRow>;
  subCategoriesById: Map<string, SubCategoryRow>;
  groupsById: Map<string, AttributeGroup>;
  servicesById: Map<string, ServiceRow>;
  servicesBySubCategory: Map<string, ServiceRow[]>;
  subServicesById: Map<string, SubServiceRow>;
  logisticOptionsById: Map<string, LogisticOptionRow>;
};

export function indexCatalogue(rows: CatalogueRows, version: number): CatalogueIndex {
  const byId = <T extends { id: string }>(items: T[]) => new Map(items.map((item) => [item.id, item]));
  const groupOf = <T>(items: T[], key: (item: T) => string) => {
    const out = new Map<string, T[]>();
    for (const item of items) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
    return out;
  };

  const areas = groupOf(rows.providerAreas, (a) => a.providerId);
  const storeLinks = groupOf(rows.storeProviders, (l) => l.providerId);
  const postal = rows.logisticOptions.filter((o) => o.isActive && o.kind === 'postal_label' && (o.providerId || o.storeId));
  const providers: ProviderRow[] = rows.providers.map((p) => {
    const storeIds = (storeLinks.get(p.id) ?? []).map((l) => l.storeId);
    const own = (areas.get(p.id) ?? []).map(({ country, zipPrefix }) => ({ country, zipPrefix }));
    // An option bound to no atelier nor store is the carrier's ordinary service in countries ateliers collect from, no mail-in.
    const mailIn = postal
      .filter((o) => (o.providerId ? o.providerId === p.id : storeIds.includes(o.storeId!)))
      .flatMap((o) => o.countries)
      .filter((c, i, all) => all.indexOf(c) === i && !own.some((a) => a.country === c));
    return { ...p, areas: own, storeIds, mailIn };
  });

  const definitions = groupOf(rows.attributeDefinitions, (d) => d.groupId);
  const groups: AttributeGroup[] = rows.attributeGroups.map((g) => ({
    id: g.id,
    identifier: g.identifier,
    name: g.name,
    description: g.description,
    attributes: (definitions.get(g.id) ?? []).map(
      (d): AttributeDefinition => ({
        id: d.id,
        identifier: d.identifier,
        type: d.type,
        label: d.label,
        helperLabel: d.helperLabel,
        isRequired: d.isRequired,
        metadata: d.metadata,
        parentId: d.parentId,
        parentValue: d.parentValue,
      }),
    ),
  }));

  const subCategoriesByCategory = groupOf(rows.subCategories, (sc) => sc.categoryId);
  // An inactive category (docs/back-office.md#catalogue-editor) leaves the answers with what it holds.
  const categories: CategoryRow[] = rows.categories.filter((c) => c.isActive).map((c) => ({ ...c, subCategories: subCategoriesByCategory.get(c.id) ?? [] }));
  const activeSubCategories = new Set(categories.flatMap((c) => c.subCategories.map((sc) => sc.id)));

  const offersById = byId(rows.discountOffers);
  const now = Date.now();
  const liveOffer = (o: OfferRow | undefined): o is OfferRow =>
    !!o && o.isActive && !o.isDeleted && (!o.validFrom || o.validFrom.getTime() <= now) && (!o.validTo || o.validTo.getTime() > now);
  const offerLinks = groupOf(rows.subServiceOffers, (l) => l.subServiceId);
  const serviceRows = byId(rows.services);
  const subServices: SubServiceRow[] = rows.subServices
    .filter((ss) => ss.isActive)
    .map((ss) => {
      const service = serviceRows.get(ss.serviceId)!;
      return {
        ...ss,
        providerId: service.providerId,
        subCategoryId: service.subCategoryId,
        offers: (offerLinks.get(ss.id) ?? []).map((l) => offersById.get(l.offerId)).filter(liveOffer),
      };
    });
  const subServicesByService = groupOf(subServices, (ss) => ss.serviceId);
  const services: ServiceRow[] = rows.services
    .map((sv) => ({ ...sv, subServices: subServicesByService.get(sv.id) ?? [] }))
    // A paused atelier (docs/back-office.md#places) offers nothing new; its rows stay for its open orders.
    .filter((sv) => sv.subServices.length > 0 && activeSubCategories.has(sv.subCategoryId) && !rows.providers.find((p) => p.id === sv.providerId)?.pausedAt);

  return {
    version,
    stores: rows.stores.filter((st) => st.isActive),
    providers: providers.filter((p) => !p.pausedAt),
    categories,
    logisticOptions: rows.logisticOptions.filter((o) => o.isActive),
    storesById: byId(rows.stores),
    providersById: byId(providers),
    categoriesById: byId(categories),
    subCategoriesById: byId(rows.subCategories),
    groupsById: byId(groups),
    servicesById: byId(services),
    servicesBySubCategory: groupOf(services, (sv) => sv.subCategoryId),
    subServicesById: byId(subServices),
    logisticOptionsById: byId(rows.logisticOptions),
  };
}

/** Does the provider collect from this place? Without a postcode, any part of the country counts. */
export function collectsFrom(provider: Pick<ProviderRow, 'areas'>, country: string, zipCode?: string): boolean {
  const zip = zipCode?.replace(/\s+/g, '').toUpperCase();
  return provider.areas.some(
    (a) => a.country === country && (a.zipPrefix === '' || zip === undefined || zip.startsWith(a.zipPrefix.toUpperCase())),
  );
}

/**
 * Can a customer at this place book with the provider: it collects there, or it accepts parcels
 * from the country (mail-in, docs/customer-site.md#mail-in), which only its postal option then serves.
 */
export function servesArea(provider: Pick<ProviderRow, 'areas' | 'mailIn'>, country: string, zipCode?: string): boolean {
  return collectsFrom(provider, country, zipCode) || provider.mailIn.includes(country);
}
