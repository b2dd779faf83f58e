import postgres from 'postgres';
import { ADMIN_URL, freshDatabase } from './server';

/**
 * The database of a bench's big size (a million orders). BENCH_BIG_DATABASE names one kept
 * between runs and between benches: created when missing, never dropped, so a million orders are
 * loaded once (bench:orders and bench:atelier fill it alike, LIST_FILL in orders-generator.ts,
 * and fillOrders does nothing when the rows are there). Not BENCH_DATABASE: bench:catalogue-publish
 * drops and recreates the database of that name. Without it, a fresh database named `fallback`,
 * dropped at the end unless BENCH_KEEP_DB is set.
 */
export async function bigDatabase(fallback: string): Promise<{ url: string; name: string; kept: boolean; drop: () => Promise<void> }> {
  const name = process.env.BENCH_BIG_DATABASE;
  if (!name) {
    const db = await freshDatabase(fallback);
    const kept = !!process.env.BENCH_KEEP_DB;
    return { url: db.url, name: fallback, kept, drop: kept ? async () => {} : db.drop };
  }
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_BIG_DATABASE: not a plain database name: ${name}`);
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    const [found] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!found) await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, kept: true, drop: async () => {} };
}

/** Orders in the database: a bench books its few real orders (the generator's templates) only into an empty one. */
export async function orderCount(sql: postgres.Sql): Promise<number> {
  return (await sql<{ n: number }[]>`select count(*)::int as n from orders`)[0]!.n;
}
