import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from './migrations-path';
import { pgliteExtensions } from './pglite-extensions';

/**
 * PGlite's initdb takes 5–8 s; loading a dumped data folder takes under 2. We keep a
 * dump of an empty, fully migrated database ("template"), keyed by the migrations and
 * the PGlite version, and start fresh databases (first start, `memory://` in tests)
 * from it. Without a template everything still works, only slower.
 */
export function templatePath(): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  const files = fs.readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql')).sort();
  for (const file of files) hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  return path.join(process.cwd(), '.data', `pglite-template-${hash.digest('hex').slice(0, 16)}.tgz`);
}

export function readTemplate(): Blob | undefined {
  try {
    return new Blob([fs.readFileSync(templatePath())]);
  } catch {
    return undefined;
  }
}

/** Creates the template if it is missing. Safe to run from several processes at once. */
export async function ensureTemplate(): Promise<string> {
  const target = templatePath();
  if (fs.existsSync(target)) return target;
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite({ extensions: await pgliteExtensions() });
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  await client.close();
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, dump);
  fs.renameSync(temporary, target); // atomic: readers never see half a file
  return target;
}

function pgliteVersion(): string {
  try {
    const pkg = path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json');
    return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}
