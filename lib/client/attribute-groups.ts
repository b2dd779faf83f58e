import type { AttributeGroup } from '@/lib/attributes/types';
import type { AttributeGroupWire } from '@/lib/schemas/catalogue';

/** The wire attribute group (`_id`, `parentId: [id]`) as the shared rule in lib/attributes expects it. */
export function groupFromWire(group: AttributeGroupWire): AttributeGroup {
  return {
    id: group.id,
    identifier: group.identifier,
    name: group.name,
    description: group.description,
    attributes: group.attributes.map((a) => ({
      id: a._id,
      identifier: a.identifier,
      type: a.type,
      label: a.label,
      helperLabel: a.helperLabel,
      isRequired: a.isRequired,
      metadata: a.metadata,
      parentId: a.parentId[0] ?? null,
      parentValue: a.parentValue,
    })),
  };
}
