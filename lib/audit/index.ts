import { insertAudit } from '@/db/account-data';
import type { Executor } from '@/db/client';
import { newId } from '@/lib/ids';

export type AuditSubjectType = 'account' | 'invitation' | 'store' | 'atelier' | 'delivery_option' | 'catalogue' | 'payee';
export type AuditActor = { accountId: string; role: string };

/**
 * One entry of the audit log (docs/back-office.md#audit-log): who did what to which record, when,
 * with a summary of the fields before and after. Written with `tx`, in the change's own
 * transaction, so a change is never without its entry nor an entry without its change.
 */
export async function recordAudit(
  tx: Executor,
  entry: { actor: AuditActor; action: string; subject: { type: AuditSubjectType; id: string }; summary: string; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null; at?: Date },
): Promise<void> {
  const { before, after } = changedFields(entry.before ?? null, entry.after ?? null);
  await insertAudit(tx, {
    id: newId(),
    at: entry.at ?? new Date(),
    actorAccountId: entry.actor.accountId,
    actorRole: entry.actor.role,
    action: entry.action,
    subjectAccountId: entry.subject.type === 'account' ? entry.subject.id : null,
    subjectType: entry.subject.type,
    subjectId: entry.subject.id,
    summary: entry.summary,
    detail: { ...(before ? { before } : {}), ...(after ? { after } : {}) },
  });
}

/** Only the fields that differ (compared as JSON), so an entry says what changed and nothing else. */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  if (!before || !after) return { before, after };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return { before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])), after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])) };
}
