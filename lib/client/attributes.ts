import * as z from 'zod';

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
