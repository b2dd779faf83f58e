import 'server-only';
import type { Executor } from '@/db/client';
import { activeInvoice, findProvider, findStoreWithLegal, insertClaims, insertInvoice, nextInvoiceSequence, paymentsForInvoice, type InvoiceRow } from '@/db/invoices';
import { loadOrderParts, type OrderRow } from '@/db/orders';
import type { InvoiceBody, InvoiceReason } from '@/db/schema/invoice-json';
import type { OrderStatus } from '@/db/schema/orders';
import { apiMessages } from '@/lib/http/messages';
import { newId } from '@/lib/ids';
import { composeCreditNote, composeInvoice, formatInvoiceNumber, sameContent } from './compose';
import { yearIn } from './dates';

/**
 * The one call the order transition makes (docs/invoices.md#issuance), inside its transaction:
 * completing an order issues its invoice; an order that ends with no work done (cancelled, or
 * completed after the customer declined the quote) but was paid gets the invoice of what was
 * paid and the credit note that cancels it.
 */
export async function invoiceOnTransition(tx: Executor, order: OrderRow, to: OrderStatus): Promise<void> {
  const noWork = to === 'cancelled' || (to === 'completed' && order.isRevoked);
  if (to === 'completed' && !noWork) await issueInvoiceFor(tx, order);
  if (noWork && (await paymentsForInvoice(tx, order)).length > 0) {
    const invoice = (await activeInvoice(tx, order.id)) ?? (await issueInvoiceFor(tx, order));
    if (invoice) await creditInvoice(tx, invoice, 'cancelled');
  }
}

type Draft = { body: InvoiceBody; storeId: string; code: string; timeZone: string };

/** The invoice the order would get now, unnumbered; null when none is due (warranty without the store's zero invoice). */
async function draftInvoice(tx: Executor, order: OrderRow, issuedAt: Date): Promise<Draft | null> {
  if (!order.livemode) return null; // test orders are never invoiced, so never claimed (docs/integrators.md#test-mode)
  const found = await findStoreWithLegal(tx, order.storeId);
  const legal = found?.legal;
  if (!found || !legal) return null; // a store without a legal identity cannot invoice (docs/invoices.md#issuance)
  if (order.bookingType === 'warranty' && !legal.zeroInvoiceForWarranty) return null;
  const { items, baskets } = await loadOrderParts(tx, order);
  const basket = baskets.findLast((b) => b.isValidated) ?? baskets[0]!;
  const provider = (await findProvider(tx, order.providerId))!;
  const { store } = found;
  const body = composeInvoice(
    {
      order,
      items,
      basket,
      seller: {
        name: legal.legalName,
        storeName: store.name,
        timeZone: store.timeZone,
        address: legal.legalAddress,
        email: store.email,
        phone: store.phone,
        companyNumber: legal.companyNumber,
        vatNumber: legal.vatNumber,
        ...(legal.legalForm ? { legalForm: legal.legalForm } : {}),
        ...(legal.shareCapital ? { shareCapital: legal.shareCapital } : {}),
        ...(legal.registration ? { registration: legal.registration } : {}),
      },
      provider: { id: provider.id, name: provider.displayName, labelled: provider.repairFundLabelled },
      vatRateBp: store.vatRateBp,
      payments: await paymentsForInvoice(tx, order),
      serviceDate: issuedAt,
      // Issued in the seller's language (docs/invoices.md#mentions), the customer's beside it in the PDF.
      language: legal.invoiceLanguage,
      t: apiMessages(legal.invoiceLanguage, 'Invoices'),
    },
    { number: '', issuedAt },
  );
  return { body, storeId: store.id, code: legal.invoiceCode, timeZone: store.timeZone };
}

async function numbered(tx: Executor, draft: Pick<Draft, 'storeId' | 'code' | 'timeZone'>, kind: InvoiceBody['kind'], issuedAt: Date) {
  const year = yearIn(issuedAt, draft.timeZone);
  const sequence = await nextInvoiceSequence(tx, draft.storeId, year, kind);
  return { year, sequence, number: formatInvoiceNumber(kind, year, draft.code, sequence) };
}

async function store(tx: Executor, body: InvoiceBody, order: Pick<OrderRow, 'id' | 'providerId'>, meta: { storeId: string; year: number; sequence: number; creditsInvoiceId?: string }): Promise<InvoiceRow> {
  const row = {
    id: newId(),
    number: body.number,
    kind: body.kind,
    storeId: meta.storeId,
    orderId: order.id,
    providerId: order.providerId,
    year: meta.year,
    sequence: meta.sequence,
    issuedAt: new Date(body.issuedAt),
    creditsInvoiceId: meta.creditsInvoiceId ?? null,
    language: body.language,
    currency: body.currency,
    totalMinor: body.totals.totalMinor,
    bonusMinor: body.totals.bonusMinor,
    body,
  };
  await insertInvoice(tx, row);
  if (body.kind === 'invoice') {
    const claims = body.lines.flatMap((l, line) => (l.kind === 'bonus' ? [{ id: newId(), invoiceId: row.id, line, providerId: order.providerId, storeId: meta.storeId }] : []));
    await insertClaims(tx, claims);
  }
  return row;
}

/** Issues the order's invoice unless one is in force already (then returns null, as when none is due). */
export async function issueInvoiceFor(tx: Executor, order: OrderRow, extra: { credits?: string; reason?: InvoiceReason } = {}): Promise<InvoiceRow | null> {
  if (await activeInvoice(tx, order.id)) return null;
  const issuedAt = new Date();
  const draft = await draftInvoice(tx, order, issuedAt);
  if (!draft) return null;
  const n = await numbered(tx, draft, 'invoice', issuedAt);
  const body: InvoiceBody = { ...draft.body, number: n.number, ...(extra.credits ? { credits: extra.credits } : {}), ...(extra.reason ? { reason: extra.reason } : {}) };
  return store(tx, body, order, { storeId: draft.storeId, year: n.year, sequence: n.sequence });
}

/** A credit note cancelling `invoice` whole, numbered in the store's credit-note series. */
export async function creditInvoice(tx: Executor, invoice: InvoiceRow, reason: InvoiceReason): Promise<InvoiceRow> {
  const issuedAt = new Date();
  const found = (await findStoreWithLegal(tx, invoice.storeId))!;
  const draft = { storeId: invoice.storeId, code: found.legal!.invoiceCode, timeZone: found.store.timeZone };
  const n = await numbered(tx, draft, 'credit_note', issuedAt);
  const body = composeCreditNote(invoice.body, { number: n.number, issuedAt, reason });
  return store(tx, body, { id: invoice.orderId, providerId: invoice.providerId }, { storeId: invoice.storeId, year: n.year, sequence: n.sequence, creditsInvoiceId: invoice.id });
}

/**
 * After a correction (a payment recorded or corrected, a quote revised after completion): if the
 * invoice in force no longer says what the order says, a credit note cancels it and a new invoice
 * is issued (docs/invoices.md#corrections). Nothing issued is ever changed.
 */
export async function reissueInvoice(tx: Executor, order: OrderRow, reason: InvoiceReason): Promise<{ creditNote: InvoiceRow; invoice: InvoiceRow } | null> {
  const current = await activeInvoice(tx, order.id);
  if (!current) return null;
  const draft = await draftInvoice(tx, order, new Date());
  if (draft && sameContent(draft.body, current.body)) return null;
  const creditNote = await creditInvoice(tx, current, reason);
  const invoice = await issueInvoiceFor(tx, order, { credits: creditNote.number, reason });
  return invoice ? { creditNote, invoice } : null;
}
