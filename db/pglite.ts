import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './client';
import * as schema from './schema';
import { MIGRATIONS_FOLDER } from './migrations-path';
import { readTemplate } from './pglite-template';
import { pgliteExtensions } from './pglite-extensions';
import { log } from '@/lib/observability/log';

/**
 * PGlite keeps no cross-process lock and a second opener corrupts the folder, so we
 * take one ourselves: a lock file holding our pid, refused while that pid lives.
 */
export async function openPglite(dataDir: string) {
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => {} : lockDataDir(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const fresh = inMemory || prepareFreshDir(path.resolve(dataDir));
    const loadDataDir = fresh ? readTemplate() : undefined;
    const started = performance.now();
    const extensions = await pgliteExtensions();
    const client = new PGlite(inMemory ? 'memory://' : path.resolve(dataDir), loadDataDir ? { loadDataDir, extensions } : { extensions });
    await client.waitReady;
    const how = fresh ? (loadDataDir ? 'created from the template' : 'created by initdb') : 'opened';
    if (process.env.REPRISE_ENV !== 'test') log.info('PGlite opened', { dir: inMemory ? 'memory' : dataDir, how, ms: Math.round(performance.now() - started) });
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      await client.close();
      release();
    };
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => void close().finally(() => process.exit(0)));
    }
    return { db: db as unknown as Db, driver: 'pglite' as const, close };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * True when the folder holds no database yet. A folder without PG_VERSION is the
 * remains of an interrupted first start: cleared so initdb can run again.
 */
function prepareFreshDir(dir: string): boolean {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return false;
  fs.rmSync(dir, { recursive: true, force: true });
  return true;
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is already open in process ${pid}. ` +
        'PGlite allows one process per data folder: stop that process, or set PGLITE_DIR to another folder, ' +
        'or DATABASE_URL to use Postgres.',
    );
    this.name = 'DataDirLockedError';
  }
}

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const lockPath = `${path.resolve(dataDir)}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      const release = () => fs.rmSync(lockPath, { force: true });
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
      fs.rmSync(lockPath, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
