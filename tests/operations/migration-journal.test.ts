import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// drizzle's migrator applies a migration only when its journal `when` is later than the newest one
// the database has applied (drizzle-orm pg-core dialect: `created_at < migration.folderMillis`). A
// migration renumbered after another at a merge keeps the earlier `when` it was generated with, and
// a database that already has the other one silently skips it: the rolling-upgrade test caught
// 0054 skipped that way (docs/operations.md#rolling-upgrades).
describe('migration journal', () => {
  const journal = JSON.parse(readFileSync(path.join(process.cwd(), 'db/migrations/meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string; when: number }[];
  };

  it('numbers the migrations 0, 1, 2… in order, each tag starting with its number', () => {
    journal.entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      expect(entry.tag.startsWith(String(i).padStart(4, '0') + '_')).toBe(true);
    });
  });

  it('gives each migration a later `when` than the one before it', () => {
    const backwards = journal.entries.filter((entry, i) => i > 0 && entry.when <= journal.entries[i - 1]!.when).map((entry) => entry.tag);
    expect(backwards).toEqual([]);
  });
});
