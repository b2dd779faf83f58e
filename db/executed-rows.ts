import { sql, type SQL } from 'drizzle-orm';

/** The rows of `executor.execute(sql…)`: postgres.js answers an array of rows, PGlite `{ rows }`. */
export function executedRows<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** `($1, $2, …)` of the values, for an `in` of a raw statement. */
export const sqlList = (values: string[]): SQL => sql`(${sql.join(values.map((value) => sql`${value}`), sql`, `)})`;
