import { getTableColumns, getTableName, is, sql, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Rows that travel as JSON: a whole row set as one parameter (`jsonb_populate_recordset`) and
 * back (`row_to_json`). One statement can then read or write several tables at once, which is
 * what keeps an order to two statements (db/order-placement.ts). The statements are written
 * as text here and sent straight to the driver: their text never changes between calls, so the
 * server keeps them prepared, and no query builder runs on the hot path.
 */

type ColumnEntry = readonly [key: string, column: PgColumn];
const columnCache = new WeakMap<PgTable, ColumnEntry[]>();

function columnsOf(table: PgTable): ColumnEntry[] {
  let entries = columnCache.get(table);
  if (!entries) {
    entries = Object.entries(getTableColumns(table)) as unknown as ColumnEntry[];
    columnCache.set(table, entries);
  }
  return entries;
}

/** Parameters of one statement, numbered as they are added. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A row keyed by column names, as `jsonb_populate_record` reads it. Absent keys keep the column default. */
export function rowToJson<T extends PgTable>(table: T, row: T['$inferInsert']): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) {
    const value = (row as Record<string, unknown>)[key];
    if (value !== undefined) out[column.name] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** A value read back as JSON (`row_to_json`), typed as drizzle reads it: dates as Date, json as it is. */
const fromJson = (column: PgColumn, value: unknown) => (value === null || value === undefined ? null : column.dataType === 'json' ? value : column.mapFromDriverValue(value));

export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const out: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) out[key] = fromJson(column, json[column.name]);
  return out as T['$inferSelect'];
}

/**
 * The row as the database now holds it, without reading it back: the values given, the
 * literal defaults, and what SQL computed (`computed`, by column name, as JSON).
 */
export function storedRow<T extends PgTable>(table: T, input: T['$inferInsert'], computed: Record<string, unknown> = {}): T['$inferSelect'] {
  const out: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) {
    const given = (input as Record<string, unknown>)[key];
    if (column.name in computed) out[key] = fromJson(column, computed[column.name]);
    else if (given !== undefined) out[key] = given;
    else out[key] = !column.hasDefault ? null : typeof column.default === 'object' && column.default !== null ? structuredClone(column.default) : column.default;
  }
  return out as T['$inferSelect'];
}

/** Column lists already checked per table: the check below runs once per statement shape, not per row set. */
const checkedColumnLists = new WeakMap<PgTable, Set<string>>();

/** storedRow() cannot know what an SQL default (now(), a sequence) gave: every such column must be sent or computed. */
function assertSqlDefaultsGiven(table: PgTable, given: string[]): void {
  const key = given.join(',');
  const checked = checkedColumnLists.get(table) ?? new Set<string>();
  if (checked.has(key)) return;
  for (const [, column] of columnsOf(table)) {
    if (column.hasDefault && is(column.default, SQL) && !given.includes(column.name)) {
      throw new Error(`${getTableName(table)}.${column.name} has an SQL default: give it a value`);
    }
  }
  checked.add(key);
  checkedColumnLists.set(table, checked);
}

type InsertOptions = {
  /** A CTE to join: the rows are inserted only if it has a row. */
  from?: string;
  /** Columns computed in SQL rather than sent, by column name (e.g. from a sequence or another CTE). */
  computed?: Record<string, string>;
  onConflictDoNothing?: boolean;
};

/**
 * `insert into t (cols) select cols from jsonb_populate_recordset(null::t, $n) …`. The columns are
 * every key any row has: a row without one of them gets null there, not the column's default.
 */
export function insertJsonRows<T extends PgTable>(params: Params, table: T, rows: T['$inferInsert'][], options: InsertOptions = {}): string {
  const json = rows.map((row) => rowToJson(table, row));
  const computed = options.computed ?? {};
  const names = [...new Set(json.flatMap((row) => Object.keys(row)))].filter((n) => !(n in computed));
  const given = [...names, ...Object.keys(computed)];
  assertSqlDefaultsGiven(table, given);
  const columns = given.map((n) => `"${n}"`).join(', ');
  const values = [...names.map((n) => `r."${n}"`), ...Object.values(computed)].join(', ');
  const target = `"${getTableName(table)}"`;
  const from = options.from ? `${options.from}, ` : '';
  const conflict = options.onConflictDoNothing ? ' on conflict do nothing' : '';
  return `insert into ${target} (${columns}) select ${values} from ${from}jsonb_populate_recordset(null::${target}, ${params.add(JSON.stringify(json))}::jsonb) r${conflict}`;
}

/**
 * A statement written with `Params`, as drizzle SQL with the same values: what a transaction's
 * `tx.execute` runs (queryRows runs outside any). The text's only `$` are its placeholders.
 */
export function paramsSql(text: string, params: Params): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 ? sql`${params.values[Number(part) - 1]}` : sql.raw(part))));
}

type RawClient = { unsafe?: (text: string, params: unknown[]) => Promise<unknown[]>; query?: (text: string, params: unknown[]) => Promise<{ rows: unknown[] }> };

/**
 * Runs a statement written as text on the driver itself (postgres.js or PGlite), outside any
 * transaction. JSON parameters go as text: drizzle set postgres.js's json serializers to pass
 * strings through (PGlite takes them as they are); json results come back parsed on both.
 */
export async function queryRows<R>(db: Db, text: string, params: Params): Promise<R[]> {
  const client = (db as unknown as { $client: RawClient }).$client;
  if (client.unsafe) return (await client.unsafe(text, params.values)) as R[];
  return (await client.query!(text, params.values)).rows as R[];
}
