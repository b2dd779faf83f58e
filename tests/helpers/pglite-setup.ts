import { ensureTemplate } from '@/db/pglite-template';

/** Every test file opens its own in-memory PGlite; the template makes that ~2 s instead of ~8. */
export default async function setup() {
  await ensureTemplate();
}
