/**
 * The zod schema of the attribute rule (lib/attributes/rules), shared by the browser form
 * (react-hook-form + zodResolver) and the server (docs/decisions.md#attributes); messages come from the caller's
 * `translate` (namespace "AttributeErrors").
 */
import * as z from 'zod';
import type { AttributeGroup } from './types';
import { attributeIssues, type AttributeValidationOptions } from './rules';

export * from './rules';

/** The zod schema of an item's `values`: issues at `path: [identifier]` with translated messages. */
export function attributeValuesSchema(groups: AttributeGroup[], options: AttributeValidationOptions) {
  return z.record(z.string(), z.string()).superRefine((values, ctx) => {
    for (const issue of attributeIssues(groups, values, options.isKnownFileKey)) {
      ctx.addIssue({
        code: 'custom',
        path: [issue.identifier],
        message: options.translate(issue.key, issue.params),
        params: { attributeError: issue.key, ...issue.params },
      });
    }
  });
}
