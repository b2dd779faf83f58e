/**
 * Expand and contract (docs/operations.md#rolling-upgrades): the destructive statements of a
 * migration, which the previous release, still serving while this one migrates, would break on.
 * A drop or rename is allowed only for what an EARLIER release already stopped using, said in the
 * migration as `-- contract: <table or column> unused since <earlier migration tag>`, and never
 * for a name db/schema still declares.
 */
export type Migration = { tag: string; sql: string };
export type Finding = { migration: string; statement: string; reason: string };

const name = (raw: string) => raw.replace(/"/g, '').split('.').pop()!.toLowerCase();

export function destructiveChanges(migrations: Migration[], schemaSource: string, checkFrom: number): Finding[] {
  const findings: Finding[] = [];
  const tags = migrations.map((m) => m.tag);
  const declared = new Set([...schemaSource.matchAll(/(?:pgTable|[a-zA-Z]+)\(\s*'([a-z0-9_]+)'/g)].map((m) => m[1]!));
  migrations.forEach((migration, index) => {
    if (index < checkFrom) return;
    const contracts = new Map(
      [...migration.sql.matchAll(/--\s*contract:\s*"?([a-z0-9_]+)"?\s+unused since\s+(\S+)/gi)].map((m) => [m[1]!.toLowerCase(), m[2]!]),
    );
    const createdHere = new Set([...migration.sql.matchAll(/create table\s+(?:if not exists\s+)?("?[\w.]+"?)/gi)].map((m) => name(m[1]!)));
    const statements = migration.sql
      .split(/--> statement-breakpoint|;\s*\n/)
      .map((s) => s.replace(/--[^\n]*/g, '').trim())
      .filter(Boolean);
    for (const statement of statements) {
      const flag = (reason: string) => findings.push({ migration: migration.tag, statement, reason });
      const table = /alter table\s+(?:only\s+)?(?:if exists\s+)?("?[\w.]+"?)/i.exec(statement)?.[1];
      const targets: { target: string; what: string }[] = [];
      for (const m of statement.matchAll(/drop table\s+(?:if exists\s+)?("?[\w.]+"?)/gi)) targets.push({ target: name(m[1]!), what: 'drops table' });
      for (const m of statement.matchAll(/drop column\s+(?:if exists\s+)?("?\w+"?)/gi)) targets.push({ target: name(m[1]!), what: 'drops column' });
      for (const m of statement.matchAll(/rename column\s+("?\w+"?)\s+to/gi)) targets.push({ target: name(m[1]!), what: 'renames column' });
      if (table && /\brename to\b/i.test(statement) && !/rename column/i.test(statement)) targets.push({ target: name(table), what: 'renames table' });
      for (const m of statement.matchAll(/alter column\s+("?\w+"?)\s+(?:set data type|type)\b/gi)) targets.push({ target: name(m[1]!), what: 'changes the type of column' });
      for (const { target, what } of targets) {
        const since = contracts.get(target);
        const earlier = since !== undefined && tags.indexOf(since) >= 0 && tags.indexOf(since) < index;
        if (what !== 'changes the type of column' && declared.has(target)) flag(`${what} ${target}, which db/schema still declares: the running release uses it`);
        else if (!earlier) flag(`${what} ${target} without "-- contract: ${target} unused since <earlier migration>": the previous release may still use it`);
      }
      if (table && !createdHere.has(name(table))) {
        for (const m of statement.matchAll(/add column\s+(?:if not exists\s+)?("?\w+"?)([^,]*)/gi)) {
          if (/not null/i.test(m[2]!) && !/default/i.test(m[2]!)) flag(`adds ${name(m[1]!)} NOT NULL without a default: the previous release's inserts fail`);
        }
        for (const m of statement.matchAll(/alter column\s+("?\w+"?)\s+set not null/gi)) {
          if (!contracts.has(name(m[1]!))) flag(`sets ${name(m[1]!)} NOT NULL: the previous release may insert rows without it`);
        }
      }
    }
  });
  return findings;
}
