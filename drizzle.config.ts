import { defineConfig } from 'drizzle-kit';

// `generate` only diffs the schema into SQL; migrations are applied by the app itself (db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema/index.ts',
  out: './db/migrations',
  casing: 'snake_case',
});
