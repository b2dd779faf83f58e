import type * as s from '../schema';
import type { AttributeMetadata } from '@/lib/attributes/types';
import { printedMentions } from '@/lib/schemas/store-legal';
import { DEFAULT_SERVICE_GROUP } from './defaults';
import type { ImportCatalogue, ImportAttributeGroup } from './types';

export type CatalogueRows = {
  stores: (typeof s.stores.$inferInsert)[];
  storeLegal: (typeof s.storeLegal.$inferInsert)[];
  providers: (typeof s.providers.$inferInsert)[];
  providerAreas: (typeof s.providerAreas.$inferInsert)[];
  storeProviders: (typeof s.storeProviders.$inferInsert)[];
  attributeGroups: (typeof s.attributeGroups.$inferInsert)[];
  attributeDefinitions: (typeof s.attributeDefinitions.$inferInsert)[];
  categories: (typeof s.clothesCategories.$inferInsert)[];
  subCategories: (typeof s.subClothesCategories.$inferInsert)[];
  discountOffers: (typeof s.discountOffers.$inferInsert)[];
  services: (typeof s.services.$inferInsert)[];
  subServices: (typeof s.subServices.$inferInsert)[];
  subServiceOffers: (typeof s.subServiceOffers.$inferInsert)[];
  logisticOptions: (typeof s.logisticOptions.$inferInsert)[];
  discountCodes: (typeof s.discountCodes.$inferInsert)[];
};

type IdOf = (kind: string, identifier: string) => string;

/** Turns the identifier-linked catalogue into table rows with derived ids. */
export function buildCatalogueRows(input: ImportCatalogue, id: IdOf): CatalogueRows {
  const hasDefault = input.attributeGroups.some((g) => g.identifier === DEFAULT_SERVICE_GROUP.identifier);
  const data = hasDefault ? input : { ...input, attributeGroups: [...input.attributeGroups, DEFAULT_SERVICE_GROUP] };
  const groupId = (identifier?: string) => (identifier ? id('attribute-group', identifier) : null);
  const offerId = (identifier: string) => id('discount-offer', identifier);
  const fundId = (key: string) => id('repair-fund', key);

  const rows: CatalogueRows = {
    stores: data.stores.map(({ legal: _legal, ...store }) => ({ id: id('store', store.identifier), ...store })),
    storeLegal: data.stores.flatMap(({ identifier, legal }) => {
      if (!legal) return [];
      const { otherRegister, ...fields } = legal;
      return [{ storeId: id('store', identifier), ...fields, ...printedMentions({ ...fields, otherRegister }) }];
    }),
    providers: data.providers.map((p) => ({
      id: id('provider', p.name),
      name: p.name,
      displayName: p.displayName,
      imageUrl: p.imageUrl,
      repairFundLabelled: p.repairFundLabelled,
      address: p.address ?? null,
      story: p.story ?? null,
      ratingTenths: p.rating ? Math.round(p.rating.average * 10) : null,
      ratingCount: p.rating?.count ?? 0,
    })),
    providerAreas: data.providers.flatMap((p) =>
      p.areas.flatMap((area) =>
        (area.zipPrefixes?.length ? area.zipPrefixes : ['']).map((zipPrefix) => ({
          providerId: id('provider', p.name),
          country: area.country,
          zipPrefix,
        })),
      ),
    ),
    storeProviders: data.providers.flatMap((p) =>
      p.stores.map((store) => ({ storeId: id('store', store), providerId: id('provider', p.name) })),
    ),
    attributeGroups: data.attributeGroups.map((g) => ({
      id: id('attribute-group', g.identifier),
      identifier: g.identifier,
      name: g.name,
      description: g.description,
    })),
    attributeDefinitions: data.attributeGroups.flatMap((g) => attributeRows(g, id)),
    categories: data.categories.map((c, index) => ({
      id: id('category', c.identifier),
      numericId: index + 1,
      identifier: c.identifier,
      name: c.name,
      image: c.image,
      tags: c.tags,
      position: index,
    })),
    subCategories: data.categories.flatMap((c) =>
      c.subCategories.map((sc, index) => ({
        id: id('sub-category', sc.identifier),
        categoryId: id('category', c.identifier),
        identifier: sc.identifier,
        name: sc.name,
        image: sc.image,
        attributeGroupId: groupId(sc.attributeGroup),
        position: index,
      })),
    ),
    discountOffers: [
      ...data.repairFund.map((entry) => ({
        id: fundId(entry.key),
        name: entry.name,
        type: 'fixed' as const,
        isRepairFund: true,
        repairFundService: entry.key,
        fixedAmount: { EUR: entry.amountEur },
      })),
      ...data.discountOffers.map((o) => ({
        id: offerId(o.identifier),
        name: o.name,
        type: o.type,
        percentage: o.percentage ?? null,
        fixedAmount: o.fixedAmount ?? {},
      })),
    ],
    services: [],
    subServices: [],
    subServiceOffers: [],
    logisticOptions: data.logisticOptions.map((o, index) => ({
      id: id('logistic-option', o.name),
      name: o.name,
      kind: o.kind,
      displayName: o.displayName,
      instructions: o.instructions,
      price: o.price,
      onwardTransitDays: o.onwardTransitDays,
      returnTransitDays: o.returnTransitDays,
      shipments: o.shipments,
      tags: o.tags,
      countries: o.countries,
      providerId: o.provider ? id('provider', o.provider) : null,
      storeId: o.store ? id('store', o.store) : null,
      storeOnly: o.storeOnly ?? false,
      paymentMethods: o.paymentMethods,
      slots: o.slots ?? null,
      position: index,
    })),
    discountCodes: data.discountCodes.map((c) => ({
      id: id('discount-code', c.code),
      code: c.code.toUpperCase(),
      type: c.type,
      percentage: c.percentage ?? null,
      fixedAmount: c.fixedAmount ?? {},
      storeId: c.store ? id('store', c.store) : null,
      maxUses: c.maxUses ?? null,
    })),
  };

  for (const service of data.services) {
    const serviceId = id('service', `${service.provider}/${service.subCategory}`);
    rows.services.push({
      id: serviceId,
      providerId: id('provider', service.provider),
      subCategoryId: id('sub-category', service.subCategory),
    });
    service.subServices.forEach((sub, index) => {
      const subServiceId = id('sub-service', `${service.provider}/${service.subCategory}/${sub.identifier}`);
      rows.subServices.push({
        id: subServiceId,
        serviceId,
        identifier: sub.identifier,
        position: index,
        name: sub.name,
        description: sub.description,
        imageUrl: sub.imageUrl ?? '',
        kind: sub.kind,
        price: sub.price,
        originalPrice: sub.originalPrice ?? sub.price,
        leadTimeDays: sub.leadTimeDays,
        canBeMultiple: sub.canBeMultiple ?? false,
        attributeGroupId: groupId(sub.attributeGroup ?? DEFAULT_SERVICE_GROUP.identifier),
      });
      const offers = [...(sub.repairFund ? [fundId(sub.repairFund)] : []), ...(sub.offers ?? []).map(offerId)];
      for (const offer of offers) rows.subServiceOffers.push({ subServiceId, offerId: offer });
    });
  }
  return rows;
}

function attributeRows(group: ImportAttributeGroup, id: IdOf): (typeof s.attributeDefinitions.$inferInsert)[] {
  const gid = id('attribute-group', group.identifier);
  const attrId = (identifier: string) => id('attribute', `${group.identifier}/${identifier}`);
  return group.attributes.map((a, position) => {
    const metadata: AttributeMetadata = {
      ...a.metadata,
      options: a.metadata?.options?.map((o) => ({ _id: id('attribute-option', `${group.identifier}/${a.identifier}/${o.value}`), ...o })),
    };
    if (!metadata.options) delete metadata.options;
    return {
      id: attrId(a.identifier),
      groupId: gid,
      identifier: a.identifier,
      position,
      type: a.type,
      label: a.label,
      helperLabel: a.helperLabel,
      isRequired: a.isRequired ?? false,
      metadata,
      parentId: a.parent ? attrId(a.parent.identifier) : null,
      parentValue: a.parent?.values ?? [],
    };
  });
}
