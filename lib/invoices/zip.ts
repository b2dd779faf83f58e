import 'server-only';
import { zipSync } from 'fflate';
import type { InvoiceRow } from '@/db/invoices';
import { invoicePdf } from './pdf';

/** One ZIP of the invoices' PDFs, named by number (already compressed PDFs are stored, not deflated again). */
export async function invoicesZip(invoices: InvoiceRow[]): Promise<Uint8Array> {
  const files: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const invoice of invoices) files[`${invoice.number}.pdf`] = [await invoicePdf(invoice.body), { level: 0 }];
  return zipSync(files);
}
