import { csvLine, UTF8_BOM } from '@/lib/admin/csv';
import type { ClaimReport } from '@/lib/schemas/invoices';
import { majorToMinor, minorToString } from '@/lib/money';

/** The claim file's columns (docs/bonus-reparation-claims.md#columns): stable English keys, amounts as decimals with a dot. */
export const CLAIM_CSV_COLUMNS = [
  'invoice_number',
  'invoice_date',
  'order_number',
  'repair_category',
  'repair_category_name',
  'service',
  'price_before_bonus',
  'bonus_amount',
  'price_after_bonus',
  'currency',
  'customer_postal_code',
  'customer_country',
  'claim_status',
  'claim_note',
  'claim_line_id',
] as const;

// Exact decimals from integer cents, never a float's toFixed (docs/decisions.md#money-display).
const amount = (major: number) => minorToString(majorToMinor(major));

export function claimCsv(report: ClaimReport): string {
  let out = UTF8_BOM + csvLine([...CLAIM_CSV_COLUMNS]);
  for (const l of report.lines) {
    out += csvLine([
      l.invoiceNumber,
      l.invoiceDate.slice(0, 10),
      l.orderNumber,
      l.repairCategory,
      l.repairCategoryName,
      l.service,
      amount(l.priceBefore),
      amount(l.bonus),
      amount(l.priceAfter),
      l.currency,
      l.postalCode,
      l.country,
      l.status,
      l.note,
      l.id,
    ]);
  }
  return out;
}

export const claimFileName = (report: Pick<ClaimReport, 'month'> & { provider: { name: string } }, ext: 'csv' | 'zip') =>
  `bonus-reparation-${report.provider.name.normalize('NFD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase()}-${report.month}.${ext}`;
