import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { isConnectionFailure, reportConnectionFailure, reportDatabaseUp } from './availability';
import * as schema from './schema';
import { openPglite } from './pglite';
import { poolSize } from './pool-size';
import { applicationName } from './application-name';
import { preparedByDefault } from './prepared-client';
import { MIGRATIONS_FOLDER } from './migrations-path';

export type Schema = typeof schema;
/** Both drivers behind one type: repositories take a `Db` or a `Tx`, never a concrete driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Executor = Db | Tx;

type Handle = { db: Db; driver: 'postgres' | 'pglite'; close: () => Promise<void> };

/** Serialises migrate + seed across instances starting at once on one Postgres. */
const MIGRATION_LOCK = 727_001;

const globalForDb = globalThis as unknown as { __repriseDb?: Promise<Handle>; __repriseDbOpened?: boolean };

/** Once the database has been opened (migrated, seeded) in this process: request deadlines apply from then on. */
export const databaseOpened = () => globalForDb.__repriseDbOpened === true;

/**
 * The one database handle of this process, opened on first use (never at import:
 * `next build` imports every route module). Migrations and the demo seed run once here.
 */
export function getDbHandle(): Promise<Handle> {
  globalForDb.__repriseDb ??= open().then((handle) => {
    globalForDb.__repriseDbOpened = true;
    reportDatabaseUp();
    return handle;
  }, (error: unknown) => {
    globalForDb.__repriseDb = undefined; // let the next request retry (e.g. Postgres was down)
    if (isConnectionFailure(error)) reportConnectionFailure();
    throw error;
  });
  return globalForDb.__repriseDb;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

export async function closeDb(): Promise<void> {
  const pending = globalForDb.__repriseDb;
  globalForDb.__repriseDb = undefined;
  if (pending) await (await pending).close();
}

async function open(): Promise<Handle> {
  const url = process.env.DATABASE_URL;
  const handle = url ? await openPostgres(url) : await openPglite(process.env.PGLITE_DIR ?? '.data/pglite');
  await prepare(handle);
  return handle;
}

async function openPostgres(url: string): Promise<Handle> {
  const { default: postgres } = await import('postgres');
  const { guardDriverFaults } = await import('./driver-guard');
  guardDriverFaults();
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const options = { onnotice: () => {}, connect_timeout: 3 };
  // Migrate on a dedicated single connection holding an advisory lock.
  const admin = postgres(url, { ...options, max: 1 });
  try {
    await admin`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migrate(drizzle({ client: admin, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await admin.end({ timeout: 5 });
  }
  const client = postgres(url, {
    ...options,
    max: poolSize(),
    // Tells this process's connections in pg_stat_activity (the pool-use metric, docs/operations.md#metrics).
    connection: { application_name: applicationName() },
    idle_timeout: 30,
    max_lifetime: 60 * 30,
    backoff: reconnectDelaySeconds,
  });
  const db = drizzle({ client: preparedByDefault(client), schema }) as unknown as Db;
  return { db, driver: 'postgres', close: () => client.end({ timeout: 5 }) };
}

/**
 * Delay before a connection retries after failing. postgres.js's default grows with every failure
 * of the pool (3^n / 100 s, up to 20 s), so after a Postgres restart the pool stayed at one
 * connection for 8 s and refilled only after 17 s. Capped at 0.5 s: the pool is full again within
 * about a second of Postgres accepting connections, and a down server costs one refused connect
 * per connection and half-second.
 */
export function reconnectDelaySeconds(failures: number): number {
  return Math.min(0.05 * 2 ** failures, 0.5);
}

async function prepare(handle: Handle) {
  if (handle.driver === 'postgres') {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
      await seedIfEmpty(tx);
    });
  } else {
    await seedIfEmpty(handle.db);
  }
}

async function seedIfEmpty(executor: Executor) {
  if (process.env.REPRISE_SEED === 'off') return;
  const { isCatalogueEmpty } = await import('./catalogue');
  if (!(await isCatalogueEmpty(executor))) return;
  const { seedDemo } = await import('./seed');
  await seedDemo(executor);
}

export { schema };
