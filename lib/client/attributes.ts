import * as z from 'zod';
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

/**
 * The form's schema for `values`: the shared rule of lib/attributes, after dropping fields the
 * customer never touched (react-hook-form leaves them undefined; absent means blank).
 */
type Values = { values: Record<string, string> };

export function attributeFormSchema(schema: z.ZodType<Record<string, string>>): z.ZodType<Values, Values> {
  return z.object({
    values: z.preprocess(
      (v) => Object.fromEntries(Object.entries((v ?? {}) as Record<string, unknown>).filter(([, x]) => typeof x === 'string')),
      schema,
    ),
  }) as unknown as z.ZodType<Values, Values>;
}
