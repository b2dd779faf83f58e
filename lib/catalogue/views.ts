import type { AttributeGroup } from '@/lib/attributes/types';
import { minorToString, toStringMap } from '@/lib/money';
import type { Currency } from '@/lib/schemas/common';
import type {
  AttributeGroupWire,
  CategoriesQuery,
  ClothesCategory,
  Provider,
  ProvidersQuery,
  Service,
  ServicesQuery,
} from '@/lib/schemas/catalogue';
import { servesArea, type CatalogueIndex, type ProviderRow, type SubServiceRow } from './catalogue-index';
import { absoluteUrl } from '@/lib/http/public-origin';

// Pure functions: catalogue index + parsed query → the interface document's shapes.

export function attributeGroupWire(group: AttributeGroup): AttributeGroupWire {
  return {
    id: group.id,
    identifier: group.identifier,
    name: group.name,
    description: group.description,
    attributes: group.attributes.map((a) => ({
      _id: a.id,
      label: a.label,
      helperLabel: a.helperLabel,
      isRequired: a.isRequired,
      type: a.type,
      metadata: a.metadata,
      parentValue: a.parentValue,
      parentId: a.parentId ? [a.parentId] : [],
      identifier: a.identifier,
    })),
  };
}

export function providersView(index: CatalogueIndex, query: ProvidersQuery): Provider[] {
  return index.providers
    .filter((p) => !query.country || servesArea(p, query.country, query.zipCode))
    .map((p) => ({
      _id: p.id,
      id: p.id,
      name: p.name,
      displayName: p.displayName,
      imageUrl: absoluteUrl(p.imageUrl), // absolute, as photo URLs (docs/integrators.md#urls)
      status: p.status,
      serviceIds: [...index.servicesById.values()].filter((sv) => sv.providerId === p.id).map((sv) => sv.id),
      additionalImages: p.additionalImages,
      repairFundLabelled: p.repairFundLabelled,
      areas: groupAreas(p),
      story: p.story ?? null,
      rating: p.ratingTenths !== null && p.ratingCount > 0 ? { average: p.ratingTenths / 10, count: p.ratingCount } : null,
    }));
}

function groupAreas(p: ProviderRow) {
  const byCountry = new Map<string, string[]>();
  for (const a of p.areas) byCountry.set(a.country, [...(byCountry.get(a.country) ?? []), ...(a.zipPrefix ? [a.zipPrefix] : [])]);
  return [...byCountry].map(([country, zipPrefixes]) => ({ country, zipPrefixes }));
}

export function categoriesView(index: CatalogueIndex, query: CategoriesQuery): ClothesCategory[] {
  const providerIds = query.providerIds?.length ? new Set(query.providerIds) : null;
  const tags = query.tag?.length ? new Set(query.tag.map((t) => t.toLowerCase())) : null;
  const offered = (subCategoryId: string) =>
    (index.servicesBySubCategory.get(subCategoryId) ?? []).some((sv) => !providerIds || providerIds.has(sv.providerId));
  return index.categories
    .filter((c) => !tags || c.tags.some((t) => tags.has(t)))
    .map((c) => ({
      categoryId: c.id,
      id: c.numericId,
      identifier: c.identifier,
      name: c.name,
      image: absoluteUrl(c.image), // absolute, as photo URLs (docs/integrators.md#urls); '' when it has none
      tag: c.tags,
      subClothesCategories: c.subCategories
        .filter((sc) => offered(sc.id) && sc.attributeGroupId && index.groupsById.has(sc.attributeGroupId))
        .map((sc) => ({
          id: sc.id,
          name: sc.name,
          image: absoluteUrl(sc.image),
          attributesGroup: attributeGroupWire(index.groupsById.get(sc.attributeGroupId!)!),
          identifier: sc.identifier,
        })),
    }))
    .filter((c) => c.subClothesCategories.length > 0);
}

/** Which currency an offer's single `fixedAmount` string is quoted in. */
const offerCurrency = (query: ServicesQuery): Currency => query.currency ?? 'EUR';

export function servicesView(index: CatalogueIndex, query: ServicesQuery): Service[] {
  const providerIds = query.providerIds?.length ? new Set(query.providerIds) : null;
  const warranty = query.bookingType === 'warranty';
  return query.subClothesCategoryIds.flatMap((subCategoryId) =>
    (index.servicesBySubCategory.get(subCategoryId) ?? [])
      .filter((sv) => !providerIds || providerIds.has(sv.providerId))
      .filter((sv) => {
        const provider = index.providersById.get(sv.providerId);
        return !!provider && (!query.country || servesArea(provider, query.country, query.zipCode));
      })
      .map((sv) => ({
        id: sv.id,
        parentSubCategoryId: sv.subCategoryId,
        providerId: sv.providerId,
        subServices: sv.subServices
          .filter((ss) => !query.currency || ss.price[query.currency] !== undefined)
          .map((ss) => subServiceWire(index, ss, query, warranty)),
      }))
      .filter((sv) => sv.subServices.length > 0),
  );
}

function subServiceWire(index: CatalogueIndex, ss: SubServiceRow, query: ServicesQuery, warranty: boolean) {
  const provider = index.providersById.get(ss.providerId)!;
  const currency = offerCurrency(query);
  // Warranty bookings cost the customer nothing and never carry offers; original prices stay visible.
  const price = warranty ? Object.fromEntries(Object.keys(ss.price).map((c) => [c, 0])) : ss.price;
  const offers = warranty
    ? []
    : ss.offers.filter((o) => (o.isRepairFund ? provider.repairFundLabelled : true) && (o.type === 'percentage' || o.fixedAmount[currency] !== undefined));
  return {
    id: ss.id,
    originalPrice: toStringMap(ss.originalPrice, query.currency),
    price: toStringMap(price, query.currency),
    imageUrl: ss.imageUrl,
    discountOffers: offers.map((o) => ({
      id: o.id,
      isRepairFund: o.isRepairFund,
      fixedAmount: minorToString(o.fixedAmount[currency] ?? 0),
      name: o.name,
      type: o.type,
      percentage: o.percentage,
      repairFundService: o.repairFundService,
      currency,
    })),
    name: ss.name,
    description: ss.description,
    canBeMultiple: ss.canBeMultiple,
    providerId: ss.providerId,
    attributeGroup: attributeGroupWire(index.groupsById.get(ss.attributeGroupId!)!),
    kind: ss.kind,
    leadTimeDays: ss.leadTimeDays,
  };
}
