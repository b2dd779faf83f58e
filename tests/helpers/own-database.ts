import postgres from 'postgres';
import { afterAll } from 'vitest';

/**
 * Gives this test file a Postgres database of its own, for tests that run the outbox worker:
 * a worker claims every due event in its database, so on the run's shared database it would
 * take (and send to its own SMTP server) the events of files running beside it. Call it at the
 * top of the file, before anything opens the database. On PGlite (no DATABASE_URL) each file
 * already has its own in-memory database, and this does nothing.
 */
export async function switchToOwnPostgresDatabase(): Promise<void> {
  const shared = process.env.DATABASE_URL;
  if (!shared) return;
  const url = new URL(shared);
  const name = `${url.pathname.slice(1)}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = postgres(shared, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  afterAll(async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });
}
