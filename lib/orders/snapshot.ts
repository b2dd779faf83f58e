import type { CartItemWithServices } from '@/db/carts';
import type { ItemSnapshot, ServiceSnapshot } from '@/db/schema/order-json';
import type { AttributeGroup } from '@/lib/attributes/types';
import { activeAttributes } from '@/lib/attributes/validate';
import type { CatalogueIndex } from '@/lib/catalogue/catalogue-index';
import { inLanguage } from '@/lib/i18n/translated';
import { translatedValue } from '@/lib/carts/attribute-wire';
import { itemGroups } from '@/lib/carts/view';
import { attributeGroupWire } from '@/lib/catalogue/views';
import type { PricedItem } from '@/lib/pricing';
import type { BookingType } from '@/lib/schemas/common';
import { canonicalJson } from '@/lib/canonical-json';
import { createHash } from 'node:crypto';

export const snapshotHash = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex');

/** An attribute group as orders keep it, with its hash: computed once per catalogue version (the index's objects are immutable). */
const groupSnapshots = new WeakMap<AttributeGroup, { body: ReturnType<typeof attributeGroupWire>; hash: string }>();
function groupSnapshot(group: AttributeGroup) {
  let snapshot = groupSnapshots.get(group);
  if (!snapshot) {
    const body = attributeGroupWire(group);
    snapshot = { body, hash: snapshotHash(body) };
    groupSnapshots.set(group, snapshot);
  }
  return snapshot;
}

export type { ItemSnapshot, ServiceSnapshot };

export function snapshotItem(index: CatalogueIndex, item: CartItemWithServices, priced: PricedItem | undefined, bookingType: BookingType, language: string) {
  const subCategory = index.subCategoriesById.get(item.subCategoryId)!;
  const category = index.categoriesById.get(item.categoryId)!;
  const groups = itemGroups(index, item.attributeGroupId, item.services.map((s) => s.subServiceId));
  const itemGroup = item.attributeGroupId ? index.groupsById.get(item.attributeGroupId) : undefined;
  const stored = itemGroup ? groupSnapshot(itemGroup) : null;
  const snapshot: ItemSnapshot = {
    category: { id: category.id, image: category.image, name: category.name },
    subCategory: { id: subCategory.id, image: subCategory.image, name: subCategory.name },
    attributeGroupRef: stored?.hash ?? null,
    attributes: attributesOf(groups, item.values),
  };
  const services = snapshotServices(index, item.services, priced, bookingType);
  return { snapshot, services, name: inLanguage(subCategory.name, language), attributeGroup: stored?.body ?? null };
}

/**
 * The services of one item as priced: names and labels from the catalogue; prices from it too,
 * except for services already booked (`booked`, when a quote revises an order), which keep theirs.
 */
export function snapshotServices(
  index: CatalogueIndex,
  lines: { subServiceId: string; quantity: number }[],
  priced: PricedItem | undefined,
  bookingType: BookingType,
  booked: ServiceSnapshot[] = [],
): ServiceSnapshot[] {
  return lines.map((line) => {
    const ss = index.subServicesById.get(line.subServiceId)!;
    const was = booked.find((b) => b.subServiceId === ss.id);
    const pricedLine = priced?.lines.find((l) => l.subServiceId === ss.id);
    const offers = [...(pricedLine?.appliedOffers ?? []), ...(pricedLine?.repairFundOffer ? [pricedLine.repairFundOffer] : [])];
    return {
      subServiceId: ss.id,
      quantity: line.quantity,
      kind: ss.kind,
      leadTimeDays: ss.leadTimeDays,
      displayName: ss.name,
      description: ss.description,
      price: was?.price ?? (bookingType === 'warranty' ? Object.fromEntries(Object.keys(ss.price).map((c) => [c, 0])) : ss.price),
      originalPrice: was?.originalPrice ?? ss.originalPrice,
      appliedOffers: offers.map((o) => ({
        id: o.id,
        name: o.name,
        type: o.type,
        isRepairFund: o.isRepairFund,
        percentage: o.percentage,
        fixedAmount: ss.offers.find((x) => x.id === o.id)?.fixedAmount ?? {},
      })),
    };
  });
}

function attributesOf(groups: AttributeGroup[], values: Record<string, string>): ItemSnapshot['attributes'] {
  const out: ItemSnapshot['attributes'] = {};
  for (const group of groups) {
    for (const def of activeAttributes(group, values)) {
      const value = values[def.identifier];
      if (value === undefined || out[def.identifier]) continue;
      const label = translatedValue(def, value);
      out[def.identifier] = { type: def.type, label: def.label, value, ...(label ? { translatedValue: label } : {}) };
    }
  }
  return out;
}
