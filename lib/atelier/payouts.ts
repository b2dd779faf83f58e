/**
 * The atelier's monthly payout statement, pure (docs/atelier.md#payouts). The ledger is the
 * invoices: each invoice issued in the month is a line with the order's atelier share
 * (`comissions.serviceProvider.fee`, what the commission contract gives the atelier); each credit
 * note is a line taking that share back. So an order invoiced then cancelled nets to nothing, a
 * corrected invoice (credit note + new invoice) counts once, and a credit note issued after the
 * month lands in the month it is issued. Amounts in minor units; totals per currency.
 */
import { majorToMinor } from '@/lib/money';

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
  comissions: { serviceProvider: { fee: number } };
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

export function statementLine(row: LedgerRow): StatementLine {
  const share = majorToMinor(row.comissions.serviceProvider.fee);
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
    shareMinor: row.kind === 'credit_note' ? -share : share,
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
