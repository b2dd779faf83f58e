/**
 * Pure: an order as booked and priced → the invoice body (docs/invoices.md#contents). No I/O;
 * the caller gives the order's parts, the store's legal identity, the payments and a translator.
 */
import type { OrderBasketRow, OrderItemRow, OrderRow } from '@/db/orders';
import type { InvoiceBody, InvoiceLine, InvoiceParty, InvoicePayment, InvoiceReason } from '@/db/schema/invoice-json';
import { canonicalJson } from '@/lib/canonical-json';
import { majorToMinor } from '@/lib/money';
import { vatIncluded } from '@/lib/pricing';
import type { Locale } from '@/lib/schemas/common';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export type ComposeInput = {
  order: Pick<OrderRow, 'id' | 'orderNumber' | 'language' | 'currency' | 'bookingType' | 'customer' | 'address'>;
  items: Pick<OrderItemRow, 'itemId' | 'name' | 'subServices' | 'snapshot' | 'isRevoke'>[];
  basket: Pick<OrderBasketRow, 'costToUser' | 'items' | 'discountCode'>;
  seller: InvoiceParty;
  provider: InvoiceBody['provider'];
  vatRateBp: number;
  payments: InvoicePayment[];
  serviceDate: Date;
  /** The seller's language (store_legal.invoice_language): the invoice's own; `t` speaks it. */
  language: Locale;
  t: Translate;
};

/** The lines of the validated basket: each service, its offers, its bonus on a line of its own. */
export function invoiceLines({ order, items, basket, vatRateBp, language: lang, t }: ComposeInput): InvoiceLine[] {
  const lines: InvoiceLine[] = [];
  const line = (l: Omit<InvoiceLine, 'vatRateBp'>): InvoiceLine => ({ ...l, vatRateBp });
  for (const item of items) {
    const priced = basket.items.find((b) => b.itemId === item.itemId);
    if (!priced || priced.isRevoked || item.isRevoke) continue;
    const garment = item.snapshot.subCategory?.name?.[lang] ?? item.name;
    for (const service of item.subServices) {
      const unit = service.price[order.currency] ?? 0;
      const gross = unit * service.quantity;
      const label = `${service.displayName[lang] ?? service.displayName.en} — ${garment}`;
      // A free quote line is taxed at its own rate (docs/decisions.md#free-quote-lines).
      lines.push({ kind: 'service', label, quantity: service.quantity, unitMinor: unit, amountMinor: gross, vatRateBp: service.free?.vatRateBp ?? vatRateBp });
      const offers = (priced.appliedDiscountOffer ?? []).filter((o) => o.subServiceId === service.subServiceId);
      let afterOffers = gross;
      for (const offer of offers.filter((o) => !o.isRepairFund)) {
        const amount = majorToMinor(offer.amount);
        afterOffers -= amount;
        lines.push(line({ kind: 'offer', label: offer.name, quantity: 1, unitMinor: neg(amount), amountMinor: neg(amount) }));
      }
      for (const bonus of offers.filter((o) => o.isRepairFund)) {
        const amount = majorToMinor(bonus.amount);
        lines.push(
          line({
            kind: 'bonus',
            label: t('bonusLine', { category: bonus.name }),
            quantity: 1,
            unitMinor: neg(amount),
            amountMinor: neg(amount),
            bonus: { category: bonus.repairFundService, categoryName: bonus.name, subServiceId: service.subServiceId, priceBeforeMinor: afterOffers, priceAfterMinor: afterOffers - amount },
          }),
        );
      }
    }
  }
  const cost = basket.costToUser;
  if (basket.discountCode && cost.codeDiscount) {
    const amount = majorToMinor(cost.codeDiscount);
    lines.push(line({ kind: 'code', label: t('codeLine', { code: basket.discountCode.code }), quantity: 1, unitMinor: neg(amount), amountMinor: neg(amount) }));
  }
  const fee = majorToMinor(cost.serviceFee.fee);
  if (fee) lines.push(line({ kind: 'fee', label: t('feeLine'), quantity: 1, unitMinor: fee, amountMinor: fee }));
  const delivery = majorToMinor(cost.delivery);
  if (delivery) lines.push(line({ kind: 'delivery', label: t('deliveryLine'), quantity: 1, unitMinor: delivery, amountMinor: delivery }));
  // The declared value's insurance premium: exempt from VAT, so at a 0 rate of its own (docs/insurance.md#vat).
  const insurance = majorToMinor(cost.insurance ?? 0);
  if (insurance) lines.push({ kind: 'insurance', label: t('insuranceLine'), quantity: 1, unitMinor: insurance, amountMinor: insurance, vatRateBp: 0 });
  return lines;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
/** Negation without -0 (JSON and equality read 0). */
const neg = (n: number) => 0 - n;

/**
 * VAT contained per rate, on each rate's taxable amount (docs/decisions.md#money: prices include
 * VAT). Bonus lines are not in it as reductions: the bonus is part of the price, paid by the
 * eco-organism instead of the customer, so it stays in the taxable amount (CGI art. 266-1-a,
 * directive 2006/112/EC art. 73: docs/invoices.md#vat-and-bonus).
 */
export function vatByRate(lines: InvoiceLine[]): InvoiceBody['vat'] {
  const taxed = lines.filter((l) => l.kind !== 'bonus');
  const rates = [...new Set(taxed.map((l) => l.vatRateBp))].sort((a, b) => a - b);
  return rates.map((rateBp) => {
    const total = sum(taxed.filter((l) => l.vatRateBp === rateBp).map((l) => l.amountMinor));
    const vatMinor = Math.sign(total) * vatIncluded(Math.abs(total), rateBp);
    return { rateBp, baseMinor: total - vatMinor, vatMinor };
  });
}

export function composeInvoice(input: ComposeInput, meta: { number: string; issuedAt: Date }): InvoiceBody {
  const { order } = input;
  const lines = invoiceLines(input);
  const vat = vatByRate(lines);
  const totalMinor = sum(lines.map((l) => l.amountMinor));
  const paidMinor = sum(input.payments.map((p) => p.amountMinor));
  const c = order.customer;
  return {
    kind: 'invoice',
    number: meta.number,
    issuedAt: meta.issuedAt.toISOString(),
    serviceDate: input.serviceDate.toISOString(),
    orderId: order.id,
    orderNumber: order.orderNumber,
    language: input.language,
    ...(order.language !== input.language ? { customerLanguage: order.language } : {}),
    currency: order.currency,
    warranty: order.bookingType === 'warranty',
    seller: input.seller,
    customer: { name: [c.givenName, c.familyName].filter(Boolean).join(' ') || c.name, address: order.address, email: c.email, phone: c.phone },
    provider: input.provider,
    lines,
    vat,
    totals: {
      servicesMinor: sum(lines.filter((l) => l.kind === 'service').map((l) => l.amountMinor)),
      discountsMinor: neg(sum(lines.filter((l) => l.kind === 'offer' || l.kind === 'code').map((l) => l.amountMinor))),
      bonusMinor: neg(sum(lines.filter((l) => l.kind === 'bonus').map((l) => l.amountMinor))),
      totalMinor,
      vatMinor: sum(vat.map((v) => v.vatMinor)),
    },
    payments: input.payments,
    paidMinor,
    dueMinor: totalMinor - paidMinor,
  };
}

/** A credit note cancels an invoice whole: the same lines, negated (docs/invoices.md#corrections). */
export function composeCreditNote(invoice: InvoiceBody, meta: { number: string; issuedAt: Date; reason: InvoiceReason }): InvoiceBody {
  const lines = invoice.lines.map((l) => ({ ...l, unitMinor: neg(l.unitMinor), amountMinor: neg(l.amountMinor), bonus: l.bonus && { ...l.bonus, priceBeforeMinor: neg(l.bonus.priceBeforeMinor), priceAfterMinor: neg(l.bonus.priceAfterMinor) } }));
  const totals = invoice.totals;
  return {
    ...invoice,
    kind: 'credit_note',
    number: meta.number,
    issuedAt: meta.issuedAt.toISOString(),
    lines,
    vat: invoice.vat.map((v) => ({ rateBp: v.rateBp, baseMinor: neg(v.baseMinor), vatMinor: neg(v.vatMinor) })),
    totals: { servicesMinor: neg(totals.servicesMinor), discountsMinor: neg(totals.discountsMinor), bonusMinor: neg(totals.bonusMinor), totalMinor: neg(totals.totalMinor), vatMinor: neg(totals.vatMinor) },
    payments: [],
    paidMinor: 0,
    // What goes back to the customer (docs/decisions.md#refunds): on a cancelled order, what was paid
    // against the invoice, not its total; on a reissue, nothing (the payments move to the new invoice).
    dueMinor: meta.reason === 'cancelled' ? neg(invoice.paidMinor) : 0,
    credits: invoice.number,
    reason: meta.reason,
  };
}

/** F-2026-PAR-000123 (invoices), A-2026-PAR-000007 (credit notes): docs/invoices.md#numbering. */
export function formatInvoiceNumber(kind: InvoiceBody['kind'], year: number, code: string, sequence: number): string {
  return `${kind === 'invoice' ? 'F' : 'A'}-${year}-${code}-${String(sequence).padStart(6, '0')}`;
}

/** The comparable content of two invoices: what a correction must change before a new one is issued. */
export const sameContent = (a: InvoiceBody, b: InvoiceBody) =>
  canonicalJson([a.lines, a.customer, a.payments, a.paidMinor]) === canonicalJson([b.lines, b.customer, b.payments, b.paidMinor]);
