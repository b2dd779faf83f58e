import { activeAttributes } from '@/lib/attributes/validate';
import type { AttributeDefinition, AttributeGroup } from '@/lib/attributes/types';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { itemGroups } from '@/lib/carts/view';

/** A value that satisfies one definition (used to fill required attributes in tests and benches). */
function sampleValue(def: AttributeDefinition): string | undefined {
  const options = def.metadata.options ?? [];
  switch (def.type) {
    case 'text':
    case 'textArea':
      return 'Test'.slice(0, def.metadata.maxLength ?? 4);
    case 'number':
      return String(def.metadata.min ?? 1);
    case 'date':
      return '2025-06-01';
    case 'select':
    case 'radio':
    case 'multiSelect':
      return options[0]?.value;
    case 'checkbox':
      return 'true';
    case 'file':
      return undefined;
  }
}

/** Values for every required, active attribute of the groups (children follow their parents). */
export function requiredValues(groups: AttributeGroup[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (let pass = 0; pass < 3; pass++) {
    for (const group of groups) {
      for (const def of activeAttributes(group, values)) {
        if (def.isRequired && values[def.identifier] === undefined) {
          const value = sampleValue(def);
          if (value !== undefined) values[def.identifier] = value;
        }
      }
    }
  }
  return values;
}

/** An add-items body for one sub-service, found by its catalogue identifier. */
export async function itemFor(identifier: string, quantity = 1) {
  const index = await getCatalogue();
  const ss = [...index.subServicesById.values()].find((s) => s.identifier === identifier);
  if (!ss) throw new Error(`no sub-service ${identifier}`);
  const subCategory = index.subCategoriesById.get(ss.subCategoryId)!;
  const groups = itemGroups(index, subCategory.attributeGroupId, [ss.id]);
  return {
    subService: ss,
    body: {
      provider: ss.providerId,
      items: [
        {
          categoryId: subCategory.categoryId,
          subClothesCategory: subCategory.id,
          attributeGroup: subCategory.attributeGroupId!,
          images: [] as string[],
          subServices: [{ subServiceId: ss.id, quantity }],
          values: requiredValues(groups),
        },
      ],
    },
  };
}

export const PARIS_ADDRESS = {
  address: '12 rue Oberkampf',
  secondAddress: '',
  city: 'Paris',
  state: '',
  zipCode: '75011',
  country: 'FR',
  deliveryNotes: '',
};

export const CUSTOMER = {
  title: 'ms',
  givenName: 'Léa',
  familyName: 'Martin',
  email: 'lea.martin@example.com',
  phone: '+33612345678',
  address: PARIS_ADDRESS,
};
