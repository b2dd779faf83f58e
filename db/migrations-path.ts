import path from 'node:path';

/** Read from disk at run time (drizzle's migrator), so resolve from the project root, not the bundle. */
export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'db/migrations');
