import { closeDb, getDbHandle } from './client';
import { ensureTemplate } from './pglite-template';
import { runRetention } from '../lib/maintenance';
import { seedDemo } from './seed';
import { log } from '@/lib/observability/log';

// npm run db:migrate  — apply migrations (and the first-start seed when empty)
// npm run db:seed     — upsert the demo catalogue again (ids are stable; nothing is duplicated)
// npm run db:template — dump a migrated empty PGlite database so fresh ones start in ~2 s
// npm run db:prune    — delete expired keys, sessions, counters, abandoned carts and their photos now
async function main(command: string | undefined) {
  const started = performance.now();
  if (command === 'template') {
    log.info('PGlite template ready', { template: await ensureTemplate(), ms: Math.round(performance.now() - started) });
    return;
  }
  const { db, driver } = await getDbHandle();
  if (command === 'seed') await db.transaction((tx) => seedDemo(tx));
  else if (command === 'prune') log.info('retention round', { removed: await runRetention(db) });
  else if (command !== 'migrate') throw new Error(`Unknown command ${command}; use migrate, seed, prune or template`);
  log.info('database command done', { command, driver, ms: Math.round(performance.now() - started) });
}

main(process.argv[2])
  .then(() => closeDb())
  .catch(async (error: unknown) => {
    log.error('database command failed', { command: process.argv[2], error: error instanceof Error ? error.message : error });
    await closeDb().catch(() => {});
    process.exitCode = 1;
  });
