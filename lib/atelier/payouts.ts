/**
 * The monthly payout statement, pure (docs/atelier.md#payouts): one engine for every payee of the
 * commission split, the atelier (`comissions.serviceProvider`), the operator and the partner
 * (docs/atelier.md#payee-statements). The ledger is the invoices: each invoice issued in the month
 * is a line with the payee's share of the order (`comissions.<share>.fee`, what the store's
 * commission contract gives it); each credit note is a line taking that share back. So an order invoiced then cancelled nets to nothing, a
 * corrected invoice (credit note + new invoice) counts once, and a credit note issued after the
 * month lands in the month it is issued. Amounts in minor units; totals per currency.
 */
import { majorToMinor } from '@/lib/money';

/** The payees of a statement, and which fee of the order's `comissions` each one is paid. */
export const PAYEE_SHARE = { atelier: 'serviceProvider', operator: 'operator', partner: 'partner' } as const;
export type PayeeKind = keyof typeof PAYEE_SHARE;
export type ShareKey = (typeof PAYEE_SHARE)[PayeeKind];

export type LedgerRow = {
  invoiceId: string;
  invoiceNumber: string;
  kind: 'invoice' | 'credit_note';
  issuedAt: Date;
  currency: string;
  /** The invoice's customer share and Bonus Réparation (negative on a credit note). */
  totalMinor: number;
  bonusMinor: number;
  orderId: string;
  orderNumber: string;
  /** The order's commission split, in major units as the interface stores it. */
  comissions: Partial<Record<ShareKey, { fee: number }>>;
  storeName: string;
};

export type StatementLine = {
  invoiceId: string;
  invoiceNumber: string;
  kind: 'invoice' | 'credit_note';
  issuedAt: string;
  orderId: string;
  orderNumber: string;
  storeName: string;
  currency: string;
  /** The price invoiced incl. VAT: the customer's share plus the Bonus Réparation (negative on a credit note). */
  invoicedMinor: number;
  bonusMinor: number;
  /** What the atelier is owed for this line (negative on a credit note). */
  shareMinor: number;
};

export type StatementTotal = { currency: string; lines: number; invoicedMinor: number; bonusMinor: number; shareMinor: number };

/** A ledger row as a line of `kind`'s statement: its share is that payee's fee (0 when the split has none). */
export function statementLine(row: LedgerRow, kind: PayeeKind = 'atelier'): StatementLine {
  const share = majorToMinor(row.comissions[PAYEE_SHARE[kind]]?.fee ?? 0);
  return {
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
    kind: row.kind,
    issuedAt: row.issuedAt.toISOString(),
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    storeName: row.storeName,
    currency: row.currency,
    invoicedMinor: row.totalMinor + row.bonusMinor,
    bonusMinor: row.bonusMinor,
    shareMinor: row.kind === 'credit_note' ? -share || 0 : share, // never -0 (a payee with no fee)
  };
}

/** Totals per currency, sorted by currency code: never one sum across currencies. */
export function statementTotals(lines: readonly StatementLine[]): StatementTotal[] {
  const by = new Map<string, StatementTotal>();
  for (const l of lines) {
    const t = by.get(l.currency) ?? { currency: l.currency, lines: 0, invoicedMinor: 0, bonusMinor: 0, shareMinor: 0 };
    t.lines += 1;
    t.invoicedMinor += l.invoicedMinor;
    t.bonusMinor += l.bonusMinor;
    t.shareMinor += l.shareMinor;
    by.set(l.currency, t);
  }
  return [...by.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** Whether the month is over in its zone at `now`: only a closed month can be paid. */
export function monthClosed(range: { to: Date }, now: Date): boolean {
  return now.getTime() >= range.to.getTime();
}
