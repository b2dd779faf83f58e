// Rolling upgrades (docs/operations.md#rolling-upgrades): no migration breaks the release that
// still serves while it runs. tests/helpers/migration-lint.ts flags drops, renames and type changes
// of what the previous release may still use, and NOT NULL columns its inserts would not fill.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { destructiveChanges, type Migration } from '@/tests/helpers/migration-lint';

const root = path.resolve(import.meta.dirname, '../..');
const folder = path.join(root, 'db/migrations');
/** 0000–0021 were written before this rule (0005 changed orders.order_date's type in place). */
const CHECK_FROM = 22;

const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const migrations: Migration[] = journal.entries.map((e) => ({ tag: e.tag, sql: fs.readFileSync(path.join(folder, `${e.tag}.sql`), 'utf8') }));
const schema = fs
  .readdirSync(path.join(root, 'db/schema'))
  .filter((f) => f.endsWith('.ts'))
  .map((f) => fs.readFileSync(path.join(root, 'db/schema', f), 'utf8'))
  .join('\n');

const released: Migration[] = [
  { tag: '0100_base', sql: 'CREATE TABLE "gadgets" ("id" text PRIMARY KEY, "legacy_code" text, "colour" text);' },
  { tag: '0101_stop_using_legacy', sql: '-- the code stops reading legacy_code in this release\nSELECT 1;' },
];
const check = (sql: string, schemaSource = "pgTable('gadgets', { id: text('id'), colour: text('colour') })") =>
  destructiveChanges([...released, { tag: '0102_next', sql }], schemaSource, released.length).map((f) => f.reason);

describe('expand and contract', () => {
  it('no migration since the rule drops, renames or retypes what the previous release uses', () => {
    expect(destructiveChanges(migrations, schema, CHECK_FROM)).toEqual([]);
  });

  it('flags a drop in the release that stops using the column, and accepts it a release later', () => {
    expect(check('ALTER TABLE "gadgets" DROP COLUMN "legacy_code";')).toEqual([expect.stringContaining('drops column legacy_code without')]);
    // Naming the migration itself is not an earlier release.
    expect(check('-- contract: legacy_code unused since 0102_next\nALTER TABLE "gadgets" DROP COLUMN "legacy_code";')).toHaveLength(1);
    expect(check('-- contract: legacy_code unused since 0101_stop_using_legacy\nALTER TABLE "gadgets" DROP COLUMN "legacy_code";')).toEqual([]);
  });

  it('flags dropping or renaming what db/schema still declares, whatever the comment says', () => {
    expect(check('-- contract: colour unused since 0100_base\nALTER TABLE "gadgets" DROP COLUMN "colour";')).toEqual([expect.stringContaining('db/schema still declares')]);
    expect(check('ALTER TABLE "gadgets" RENAME COLUMN "colour" TO "color";')).toEqual([expect.stringContaining('renames column colour')]);
    expect(check('ALTER TABLE "gadgets" RENAME TO "widgets";')).toEqual([expect.stringContaining('renames table gadgets')]);
    expect(check('DROP TABLE "gadgets" CASCADE;')).toEqual([expect.stringContaining('drops table gadgets')]);
  });

  it('flags type changes in place and NOT NULL columns the previous release would not fill', () => {
    expect(check('ALTER TABLE "gadgets" ALTER COLUMN "colour" SET DATA TYPE varchar(20);')).toEqual([expect.stringContaining('changes the type of column colour')]);
    expect(check('ALTER TABLE "gadgets" ADD COLUMN "size" text NOT NULL;')).toEqual([expect.stringContaining('adds size NOT NULL without a default')]);
    expect(check('ALTER TABLE "gadgets" ALTER COLUMN "colour" SET NOT NULL;')).toEqual([expect.stringContaining('sets colour NOT NULL')]);
  });

  it('lets expansions through: new tables, nullable columns, columns with a default, indexes', () => {
    expect(
      check(`CREATE TABLE "parts" ("id" text PRIMARY KEY, "name" text NOT NULL);--> statement-breakpoint
ALTER TABLE "gadgets" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "gadgets" ADD COLUMN "count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "gadgets_colour_idx" ON "gadgets" USING btree ("colour");--> statement-breakpoint
DROP INDEX "gadgets_old_idx";`),
    ).toEqual([]);
  });

  it('would have flagged the migrations before the rule that changed a column in place', () => {
    expect(destructiveChanges(migrations, schema, 0).map((f) => f.migration)).toContain('0005_order_date_ms');
  });
});
