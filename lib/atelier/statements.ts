import 'server-only';
import { getDb, type Executor } from '@/db/client';
import { findPayee } from '@/db/payees';
import { findPaidStatement, insertPaidStatement, statementLedger, type PayoutStatementRow, type StatementPayee } from '@/db/payout-statements';
import { recordAudit } from '@/lib/audit';
import type { Principal } from '@/lib/auth/session';
import { ApiError, notFound } from '@/lib/errors';
import { newId } from '@/lib/ids';
import { monthRange } from '@/lib/invoices/dates';
import { minorToMajor } from '@/lib/money';
import type { PayeeStatement, PayoutStatement } from '@/lib/schemas/atelier';
import { readableAtelier } from './access';
import { monthClosed, statementLine, statementTotals, type StatementLine, type StatementTotal } from './payouts';

/** The claim file's months (lib/invoices/claims.ts): a statement reconciles with it month for month. */
export const STATEMENT_TIME_ZONE = 'Europe/Paris';

/** A payee as its statement names it: the atelier (its provider) or an operator's or partner's payee. */
export type NamedPayee = StatementPayee & { name: string; email?: string };

/**
 * One statement engine for every payee (docs/atelier.md#payouts, #payee-statements), in minor
 * units: what the JSON answers, the CSV and the PDF are all written from.
 */
export type Statement = {
  payee: NamedPayee;
  month: string;
  timeZone: string;
  status: 'open' | 'due' | 'paid';
  paidAt: string | null;
  reference: string;
  lines: StatementLine[];
  totals: StatementTotal[];
};

/** The statement as it stands: a paid month as it was paid, any other from the invoice ledger now. */
async function readStatement(executor: Executor, payee: NamedPayee, month: string, now: Date): Promise<Statement> {
  const paid = await findPaidStatement(executor, payee, month);
  return assembled(payee, month, paid, paid ? paid.statement.lines : await ledgerLines(executor, payee, month), now);
}

function assembled(payee: NamedPayee, month: string, paid: PayoutStatementRow | null, lines: StatementLine[], now: Date): Statement {
  const status = paid ? 'paid' : monthClosed(monthRange(month, STATEMENT_TIME_ZONE), now) ? 'due' : 'open';
  return { payee, month, timeZone: STATEMENT_TIME_ZONE, status, paidAt: paid ? paid.paidAt.toISOString() : null, reference: paid?.reference ?? '', lines, totals: statementTotals(lines) };
}

async function ledgerLines(executor: Executor, payee: StatementPayee, month: string): Promise<StatementLine[]> {
  return (await statementLedger(executor, payee, monthRange(month, STATEMENT_TIME_ZONE))).map((row) => statementLine(row, payee.kind));
}

/** Marks a closed month paid, once: the lines frozen and the audit log written in one transaction. */
async function payStatement(principal: Principal, payee: NamedPayee, body: { month: string; reference: string }, now: Date): Promise<Statement> {
  if (!monthClosed(monthRange(body.month, STATEMENT_TIME_ZONE), now)) throw new ApiError('conflict', { extra: { reason: 'month_not_over' } });
  const db = await getDb();
  const paid = await db.transaction(async (tx) => {
    const lines = await ledgerLines(tx, payee, body.month);
    const row = await insertPaidStatement(tx, payee, { id: newId(), month: body.month, paidAt: now, paidBy: principal.accountId, reference: body.reference, statement: { lines } });
    if (!row) throw new ApiError('conflict', { extra: { reason: 'already_paid' } });
    const totals = statementTotals(lines);
    await recordAudit(tx, {
      actor: { accountId: principal.accountId, role: principal.role },
      action: 'payout_statement.paid',
      subject: { type: payee.kind === 'atelier' ? 'atelier' : 'payee', id: payee.id },
      summary: `statement ${body.month} of ${payee.name} (${payee.kind}) paid: ${totals.map((t) => `${minorToMajor(t.shareMinor)} ${t.currency}`).join(', ') || 'nothing'}`,
      after: { month: body.month, reference: body.reference, totals },
      at: now,
    });
    return row;
  });
  // The row just written is the paid statement: no second read.
  return assembled(payee, body.month, paid, paid.statement.lines, now);
}

// --- The atelier's statement (docs/atelier.md#payouts) ---

/** An atelier's statement: whoever may read the atelier's records (lib/atelier/access.ts). */
async function atelierPayee(principal: Principal, providerId: string, adminsOnly = false): Promise<NamedPayee> {
  const provider = await readableAtelier(principal, providerId, adminsOnly);
  return { kind: 'atelier', id: provider.id, name: provider.displayName };
}

export async function atelierStatement(principal: Principal, providerId: string, month: string, now = new Date()): Promise<Statement> {
  return readStatement(await getDb(), await atelierPayee(principal, providerId), month, now);
}

function atelierWire(s: Statement): PayoutStatement {
  return {
    provider: { id: s.payee.id, name: s.payee.name },
    month: s.month, timeZone: s.timeZone, status: s.status, paidAt: s.paidAt, reference: s.reference,
    lines: s.lines.map((l) => ({ ...lineWire(l), atelierShare: minorToMajor(l.shareMinor) })),
    totals: s.totals.map((t) => ({ ...totalWire(t), atelierShare: minorToMajor(t.shareMinor) })),
  };
}

export const payoutStatement = async (principal: Principal, providerId: string, month: string, now = new Date()): Promise<PayoutStatement> =>
  atelierWire(await atelierStatement(principal, providerId, month, now));

/** POST …/ateliers/{id}/statement/paid (admins; the atelier and staff 404). */
export async function markStatementPaid(principal: Principal, providerId: string, body: { month: string; reference: string }, now = new Date()): Promise<PayoutStatement> {
  return atelierWire(await payStatement(principal, await atelierPayee(principal, providerId, true), body, now));
}

// --- An operator's or partner's statement (docs/atelier.md#payee-statements): admins only ---

async function rolePayee(principal: Principal, payeeId: string): Promise<NamedPayee> {
  if (principal.role !== 'admin') throw notFound();
  const payee = await findPayee(await getDb(), payeeId);
  if (!payee) throw notFound();
  return { kind: payee.role, id: payee.id, name: payee.name, email: payee.email };
}

export async function roleStatement(principal: Principal, payeeId: string, month: string, now = new Date()): Promise<Statement> {
  return readStatement(await getDb(), await rolePayee(principal, payeeId), month, now);
}

function payeeWire(s: Statement): PayeeStatement {
  if (s.payee.kind === 'atelier') throw new Error('an atelier’s statement is a PayoutStatement');
  return {
    payee: { id: s.payee.id, role: s.payee.kind, name: s.payee.name, email: s.payee.email ?? '' },
    month: s.month, timeZone: s.timeZone, status: s.status, paidAt: s.paidAt, reference: s.reference,
    lines: s.lines.map((l) => ({ ...lineWire(l), share: minorToMajor(l.shareMinor) })),
    totals: s.totals.map((t) => ({ ...totalWire(t), share: minorToMajor(t.shareMinor) })),
  };
}

export const payeeStatement = async (principal: Principal, payeeId: string, month: string, now = new Date()): Promise<PayeeStatement> =>
  payeeWire(await roleStatement(principal, payeeId, month, now));

/** POST …/payees/{id}/statement/paid (admins). */
export async function markPayeeStatementPaid(principal: Principal, payeeId: string, body: { month: string; reference: string }, now = new Date()): Promise<PayeeStatement> {
  return payeeWire(await payStatement(principal, await rolePayee(principal, payeeId), body, now));
}

/** Any payee's statement, read with the reader's own principal (the pages: docs/atelier.md#statements-pages). */
export const statementOf = (principal: Principal, payee: StatementPayee, month: string, now = new Date()): Promise<Statement> =>
  payee.kind === 'atelier' ? atelierStatement(principal, payee.id, month, now) : roleStatement(principal, payee.id, month, now);

/** Where a payee's statement is served: its JSON, `.csv`, `.pdf` and `/paid` hang from this path. */
export const statementPath = (payee: StatementPayee) =>
  payee.kind === 'atelier' ? `/api/sip/ateliers/${encodeURIComponent(payee.id)}/statement` : `/api/sip/admin/payees/${encodeURIComponent(payee.id)}/statement`;

const lineWire = (l: StatementLine) => ({
  invoiceNumber: l.invoiceNumber, kind: l.kind, issuedAt: l.issuedAt, orderId: l.orderId, orderNumber: l.orderNumber, storeName: l.storeName, currency: l.currency,
  invoiced: minorToMajor(l.invoicedMinor), bonus: minorToMajor(l.bonusMinor),
});
const totalWire = (t: StatementTotal) => ({ currency: t.currency, lines: t.lines, invoiced: minorToMajor(t.invoicedMinor), bonus: minorToMajor(t.bonusMinor) });
