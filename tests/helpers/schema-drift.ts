import type * as z from 'zod';

/**
 * Whether JSON text written outside JavaScript (by Postgres: db/order-list-items.ts) is exactly
 * what its zod response schema makes of it: `JSON.stringify(schema.parse(JSON.parse(text)))`
 * gives the same bytes. zod parses an object into its schema's keys, in the schema's order, and
 * drops unknown ones, so this checks the text field by field against the schema: a field the SQL
 * writes that the schema lacks, one the schema requires that the SQL forgets, two fields in
 * another order. Answers null, or the first path where they part and how.
 */
export function schemaDrift(schema: z.ZodType, text: string): string | null {
  const raw: unknown = JSON.parse(text);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return `not the schema: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`;
  if (JSON.stringify(parsed.data) === text) return null;
  return firstDifference(raw, parsed.data, '$') ?? 'the same values in other bytes (a number or string written another way)';
}

function firstDifference(written: unknown, parsed: unknown, path: string): string | null {
  if (Array.isArray(written) && Array.isArray(parsed)) {
    if (written.length !== parsed.length) return `${path}: ${written.length} elements, the schema keeps ${parsed.length}`;
    for (let i = 0; i < written.length; i++) {
      const found = firstDifference(written[i], parsed[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (written && parsed && typeof written === 'object' && typeof parsed === 'object') {
    const [mine, theirs] = [Object.keys(written), Object.keys(parsed)];
    const extra = mine.find((k) => !theirs.includes(k));
    if (extra) return `${path}.${extra}: written, but not in the schema`;
    const missing = theirs.find((k) => !mine.includes(k));
    if (missing) return `${path}.${missing}: in the schema, not written`;
    if (mine.join() !== theirs.join()) return `${path}: fields in another order than the schema's (${mine.join(', ')} / ${theirs.join(', ')})`;
    for (const key of mine) {
      const found = firstDifference((written as Record<string, unknown>)[key], (parsed as Record<string, unknown>)[key], `${path}.${key}`);
      if (found) return found;
    }
    return null;
  }
  return Object.is(written, parsed) ? null : `${path}: written ${JSON.stringify(written)}, the schema makes ${JSON.stringify(parsed)}`;
}
