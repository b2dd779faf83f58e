import type { Sql, TransactionSql } from 'postgres';
import { tracedQuery } from '@/lib/observability/tracing';
import { wantsCustomPlan } from './custom-plan';

/**
 * drizzle's postgres.js adapter runs every query through `client.unsafe(text, params, { prepare: false })`
 * (drizzle-orm#6096, 0.45.x). postgres.js then cannot reuse a statement, and for any query with
 * parameters it first asks the server to describe them: two round trips per query instead of one.
 * This wrapper has every such query prepared (named, cached per connection by its text), inside
 * transactions and savepoints too. postgres.js re-prepares on its own if a plan goes stale.
 * Except a statement marked for custom plans (db/custom-plan.ts, the order search): it is sent
 * unnamed, so Postgres plans it with its values every time instead of switching to a generic
 * plan after five runs; that costs its planning and the parameter round trip, every time.
 */
export function preparedByDefault<T extends Sql | TransactionSql>(client: T): T {
  return new Proxy(client, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (prop === 'unsafe') {
        // A span per statement only while tracing is on (docs/operations.md#traces); else the query itself.
        return (text: string, params?: unknown[], options?: { prepare?: boolean }) => tracedQuery(target.unsafe(text, params as never, { ...options, prepare: !wantsCustomPlan(text) }), text);
      }
      if (prop === 'begin' || prop === 'savepoint') {
        return (...args: unknown[]) => {
          const run = args.pop() as (tx: TransactionSql) => unknown;
          return (value as (...a: unknown[]) => unknown).apply(target, [...args, (tx: TransactionSql) => run(preparedByDefault(tx))]);
        };
      }
      return value;
    },
  });
}
