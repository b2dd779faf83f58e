import 'server-only';
import { getDb } from '@/db/client';
import { findOrder } from '@/db/orders';
import { invoicesOfOrder, type InvoiceRow } from '@/db/invoices';
import type { InvoiceBody } from '@/db/schema/invoice-json';
import type { Principal } from '@/lib/auth/session';
import { ApiError } from '@/lib/errors';
import { printedCertificates } from '@/lib/certificates/urls';
import { assertOrderAccess } from '@/lib/orders/access';
import type { Locale } from '@/lib/schemas/common';
import { invoicePdf } from './pdf';

export type InvoiceView = { id: string; number: string; kind: InvoiceRow['kind']; issuedAt: string; inForce: boolean; credits: string | null; document: InvoiceBody };

/**
 * GET /api/sip/orders/{id}/invoices: the order's invoices and credit notes, oldest first, for
 * whoever may see the order (docs/decisions.md#access); none yet → 404 no_invoice.
 */
export async function listInvoices(orderId: string, principal: Principal | null): Promise<InvoiceView[]> {
  const db = await getDb();
  assertOrderAccess(await findOrder(db, orderId), principal);
  const rows = await invoicesOfOrder(db, orderId);
  if (rows.length === 0) throw new ApiError('no_invoice');
  const credited = new Set(rows.map((r) => r.creditsInvoiceId).filter(Boolean));
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    kind: r.kind,
    issuedAt: r.issuedAt.toISOString(),
    inForce: r.kind === 'invoice' && !credited.has(r.id),
    credits: r.creditsInvoiceId ? (rows.find((x) => x.id === r.creditsInvoiceId)?.number ?? null) : null,
    document: r.body,
  }));
}

/** GET /api/sip/orders/{id}/invoice.pdf[?number=…]: the invoice in force, or the named invoice or credit note. */
export async function invoicePdfOf(orderId: string, principal: Principal | null, number?: string): Promise<{ number: string; pdf: Uint8Array }> {
  const list = await listInvoices(orderId, principal);
  const chosen = number ? list.find((i) => i.number === number) : (list.findLast((i) => i.inForce) ?? list.at(-1));
  if (!chosen) throw new ApiError('no_invoice');
  const certificates = chosen.kind === 'invoice' ? await printedCertificates(await getDb(), orderId, chosen.document.language as Locale) : [];
  return { number: chosen.number, pdf: await invoicePdf(chosen.document, { certificates }) };
}
