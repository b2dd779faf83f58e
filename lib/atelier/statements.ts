import 'server-only';
import { getDb, type Executor } from '@/db/client';
import { findProvider } from '@/db/invoices';
import { findPaidStatement, insertPaidStatement, statementLedger, type PayoutStatementRow } from '@/db/payout-statements';
import { recordAudit } from '@/lib/audit';
import type { Principal } from '@/lib/auth/session';
import { ApiError, notFound } from '@/lib/errors';
import { newId } from '@/lib/ids';
import { monthRange } from '@/lib/invoices/dates';
import { minorToMajor } from '@/lib/money';
import type { PayoutStatement } from '@/lib/schemas/atelier';
import { monthClosed, statementLine, statementTotals, type StatementLine } from './payouts';

/** The claim file's months (lib/invoices/claims.ts): a statement reconciles with it month for month. */
export const STATEMENT_TIME_ZONE = 'Europe/Paris';

/**
 * Who reads a statement (docs/atelier.md#payouts): the atelier its own, admins any. Staff and
 * another atelier get 404, before anything is read: a statement is the atelier's, out of a store's reach.
 */
function assertReach(principal: Principal, providerId: string) {
  if (principal.role === 'admin') return;
  if (principal.role === 'atelier' && principal.providerId === providerId) return;
  throw notFound();
}

function wire(provider: { id: string; displayName: string }, month: string, lines: StatementLine[], paid: PayoutStatementRow | null, now: Date): PayoutStatement {
  const range = monthRange(month, STATEMENT_TIME_ZONE);
  return {
    provider: { id: provider.id, name: provider.displayName },
    month,
    timeZone: STATEMENT_TIME_ZONE,
    status: paid ? 'paid' : monthClosed(range, now) ? 'due' : 'open',
    paidAt: paid ? paid.paidAt.toISOString() : null,
    reference: paid?.reference ?? '',
    lines: lines.map((l) => ({
      invoiceNumber: l.invoiceNumber, kind: l.kind, issuedAt: l.issuedAt, orderId: l.orderId, orderNumber: l.orderNumber, storeName: l.storeName, currency: l.currency,
      invoiced: minorToMajor(l.invoicedMinor), bonus: minorToMajor(l.bonusMinor), atelierShare: minorToMajor(l.shareMinor),
    })),
    totals: statementTotals(lines).map((t) => ({ currency: t.currency, lines: t.lines, invoiced: minorToMajor(t.invoicedMinor), bonus: minorToMajor(t.bonusMinor), atelierShare: minorToMajor(t.shareMinor) })),
  };
}

async function ledgerLines(executor: Executor, providerId: string, month: string): Promise<StatementLine[]> {
  return (await statementLedger(executor, providerId, monthRange(month, STATEMENT_TIME_ZONE))).map(statementLine);
}

/** The statement as it stands: a paid month as it was paid, any other from the invoice ledger now. */
export async function payoutStatement(principal: Principal, providerId: string, month: string, now = new Date()): Promise<PayoutStatement> {
  assertReach(principal, providerId);
  const db = await getDb();
  const provider = await findProvider(db, providerId);
  if (!provider) throw notFound();
  const paid = await findPaidStatement(db, providerId, month);
  const lines = paid ? paid.statement.lines : await ledgerLines(db, providerId, month);
  return wire(provider, month, lines, paid, now);
}

/** POST …/statement/paid (admins): once, for a month that is over; frozen and audited in one transaction. */
export async function markStatementPaid(principal: Principal, providerId: string, body: { month: string; reference: string }, now = new Date()): Promise<PayoutStatement> {
  if (principal.role !== 'admin') throw notFound();
  const db = await getDb();
  const provider = await findProvider(db, providerId);
  if (!provider) throw notFound();
  if (!monthClosed(monthRange(body.month, STATEMENT_TIME_ZONE), now)) throw new ApiError('conflict', { extra: { reason: 'month_not_over' } });
  const paid = await db.transaction(async (tx) => {
    const lines = await ledgerLines(tx, providerId, body.month);
    const row = await insertPaidStatement(tx, { id: newId(), providerId, month: body.month, paidAt: now, paidBy: principal.accountId, reference: body.reference, statement: { lines } });
    if (!row) throw new ApiError('conflict', { extra: { reason: 'already_paid' } });
    const totals = statementTotals(lines).map((t) => `${minorToMajor(t.shareMinor)} ${t.currency}`).join(', ') || 'nothing';
    await recordAudit(tx, {
      actor: { accountId: principal.accountId, role: principal.role },
      action: 'payout_statement.paid',
      subject: { type: 'atelier', id: providerId },
      summary: `statement ${body.month} of ${provider.displayName} paid: ${totals}`,
      after: { month: body.month, reference: body.reference, totals: statementTotals(lines) },
      at: now,
    });
    return row;
  });
  return wire(provider, body.month, paid.statement.lines, paid, now);
}
