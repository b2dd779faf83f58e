import * as z from 'zod';

/** The values of an attribute form (item details, repair details), keyed by attribute id. */
export type AttributeFormValues = { values: Record<string, string> };
type Values = AttributeFormValues;

/**
 * The form's schema for `values`: the shared rule of lib/attributes, after dropping fields the
 * customer never touched (react-hook-form leaves them undefined; absent means blank).
 */
export function attributeFormSchema(schema: z.ZodType<Record<string, string>>): z.ZodType<Values, Values> {
  return z.object({
    values: z.preprocess(
      (v) => Object.fromEntries(Object.entries((v ?? {}) as Record<string, unknown>).filter(([, x]) => typeof x === 'string')),
      schema,
    ),
  }) as unknown as z.ZodType<Values, Values>;
}
