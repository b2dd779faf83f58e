/**
 * The contrib modules the migrations create (pg_trgm and unaccent for search,
 * docs/counter.md#order-search). PGlite loads an extension's code only when it is named at
 * start, so every PGlite this app opens (the data folder, the test template) passes these.
 */
export async function pgliteExtensions() {
  const [{ pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  return { pg_trgm, unaccent };
}
