/**
 * Pure: claim rows and their invoices → the claim file's lines, totals and the invoice-side
 * warnings (docs/bonus-reparation-claims.md). Amounts leave here in major units, as on the wire.
 */
import type { BonusClaimRow, InvoiceRow } from '@/db/invoices';
import type { OrderBasketRow } from '@/db/orders';
import { majorToMinor, minorToMajor } from '@/lib/money';
import type { ClaimLine, ClaimReport, ClaimWarning } from '@/lib/schemas/invoices';

export function claimLine(claim: BonusClaimRow, invoice: InvoiceRow): ClaimLine {
  const body = invoice.body;
  const line = body.lines[claim.line]!;
  const bonus = line.bonus!;
  const service = body.lines.slice(0, claim.line).findLast((l) => l.kind === 'service');
  return {
    id: claim.id,
    invoiceNumber: invoice.number,
    invoiceDate: invoice.issuedAt.toISOString(),
    orderId: invoice.orderId,
    orderNumber: body.orderNumber,
    storeId: invoice.storeId,
    repairCategory: bonus.category,
    repairCategoryName: bonus.categoryName,
    service: service?.label ?? '',
    currency: invoice.currency,
    bonus: minorToMajor(-line.amountMinor),
    priceBefore: minorToMajor(bonus.priceBeforeMinor),
    priceAfter: minorToMajor(bonus.priceAfterMinor),
    // The customer's postal code and country only: the scheme needs where, never who.
    // Booked without address (in-store both ways): the repair happened where the store is.
    postalCode: body.customer.address?.zipCode ?? body.seller.address?.zipCode ?? '',
    country: body.customer.address?.country ?? body.seller.address?.country ?? '',
    status: claim.status,
    note: claim.note,
  };
}

export function claimTotals(lines: ClaimLine[]): ClaimReport['totals'] {
  const byStatus: Record<string, number> = { to_file: 0, filed: 0, paid: 0, refused: 0 };
  let bonusMinor = 0;
  for (const l of lines) {
    bonusMinor += majorToMinor(l.bonus);
    byStatus[l.status] = (byStatus[l.status] ?? 0) + majorToMinor(l.bonus);
  }
  return { count: lines.length, bonus: minorToMajor(bonusMinor), byStatus: Object.fromEntries(Object.entries(byStatus).map(([k, v]) => [k, minorToMajor(v)])) };
}

/** Invoices in force whose bonus is not the one their order's pricing gives, or that carry a bonus for a non-labelled atelier. */
export function invoiceWarnings(invoices: InvoiceRow[], baskets: Map<string, Pick<OrderBasketRow, 'costToUser'>>, labelled: boolean): ClaimWarning[] {
  const warnings: ClaimWarning[] = [];
  for (const invoice of invoices) {
    const orderBonus = majorToMinor(baskets.get(invoice.orderId)?.costToUser.repairFund ?? 0);
    const base = { orderId: invoice.orderId, orderNumber: invoice.body.orderNumber, invoiceNumber: invoice.number, invoiceBonus: minorToMajor(invoice.bonusMinor), orderBonus: minorToMajor(orderBonus) };
    if (orderBonus !== invoice.bonusMinor) warnings.push({ code: 'bonus_differs', ...base });
    if (!labelled && invoice.bonusMinor > 0) warnings.push({ code: 'bonus_not_labelled', ...base });
  }
  return warnings;
}
