import { apiMessages } from '@/lib/http/messages';
import { addressLines } from '@/lib/i18n/address-format';
import { formatDate, formatSlot } from '@/lib/i18n/dates';
import { openingHoursLine } from '@/lib/i18n/opening-hours';
import { canTransition } from '@/lib/orders/status';
import { displayPhone } from '@/lib/schemas/phone';
import type { Locale } from '@/lib/schemas/common';
import type { Order } from '@/lib/schemas/orders';
import type { EmailKind } from '../events';
import { formatMoney, majorToMinor } from '@/lib/money';
import { breakdownLabel, vatNote } from '@/lib/i18n/breakdown-words';
import { priceBreakdown } from '@/lib/pricing/breakdown';

/** What one e-mail says, as data: the HTML and the plain text are both rendered from it. */
export type EmailContent = {
  locale: Locale;
  subject: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  /** `totals`: the price breakdown's lines, the total last (docs/decisions.md#price-breakdown); `note`: the VAT it includes. */
  lines?: { caption: string; columns: [string, string, string]; rows: [string, string, string][]; totals: [string, string][]; note?: string };
  sections: { heading: string; paragraphs: string[] }[];
  actions: { label: string; href: string }[];
  /** An order's messages end with its tracking link; an account's messages (a reset link) have none. */
  trackIntro?: string;
  trackLink?: { label: string; href: string };
  footer: string;
};

export type EmailContext = { locale: Locale; trackUrl: string; data?: Record<string, unknown> };

/** The customer's message for this step of the order, in the order's language. */
export function emailContent(kind: EmailKind, order: Order, { locale, trackUrl, data = {} }: EmailContext): EmailContent {
  const t = apiMessages(locale, 'Notifications');
  const money = (minor: number) => formatMoney(minor, order.currencyCode, locale);
  // In the store's zone and the store country's conventions (docs/decisions.md#time-zones).
  const clock = { language: locale, country: order.store.country, timeZone: order.store.timeZone };
  const date = (iso: string) => formatDate(iso, clock, 'dateLong');
  const vars = { number: order.orderNumber, store: order.store.name, provider: order.provider.displayName, date: date(order.estimatedCompletionDate), ...paymentVars(data, money) };
  const baskets = order.pricing.baskets;
  const latest = baskets.at(-1)!;
  const agreed = baskets.findLast((b) => b.isValidated) ?? baskets[0]!;
  const showBasket = kind === 'quote' ? latest : agreed;
  const withLines = kind === 'confirmation' || kind === 'quote';
  const paragraphs = [t(`kinds.${kind}.intro`, vars)];
  const sections: EmailContent['sections'] = [];
  const actions: EmailContent['actions'] = [];
  if (kind === 'confirmation' || kind === 'quote_accepted') paragraphs.push(t('estimated', vars));
  if (kind === 'confirmation') {
    const tL = apiMessages(locale, 'Logistics');
    const slot = order.logisticOption.slot;
    sections.push({ heading: t('logisticsHeading'), paragraphs: [order.logisticOption.instructions[locale], ...(slot ? [`${tL('slot')} ${formatSlot(slot, clock)}`] : [])] });
    // An item brought to the counter needs the counter: its address and hours (the New York e-mail had neither).
    if (order.logisticOption.kind === 'store_drop_off') sections.push(storeSection(order, locale));
    // The printable label of a postal order (docs/decisions.md#shipping-labels), on the same origin as the tracking link.
    if (order.logisticOption.kind === 'postal_label') actions.push({ label: tL('label'), href: `${new URL(trackUrl).origin}/api/sip/orders/${order.id}/label.pdf` });
  }
  if (kind === 'quote') {
    const note = latest.note.at(-1)?.message;
    if (note) paragraphs.push(t('note', { note }));
    actions.push({ label: t('accept'), href: `${trackUrl}?answer=accept` }, { label: t('decline'), href: `${trackUrl}?answer=decline` });
  }
  if (kind === 'ready_for_collection') sections.push(storeSection(order, locale));
  // Online payments (docs/payments.md#emails): what was paid, and the way back to paying after a failure.
  if ((kind === 'confirmation' || kind === 'payment_received') && order.paymentMethod === 'card' && order.hasPaymentConfirmation) paragraphs.push(t('paidLine', { amount: money(majorToMinor(order.paid ?? 0)) }));
  // The tracking link's own payment page: it needs no sign-in, an account holder's order included (docs/payments.md#pay-again).
  if (kind === 'payment_failed') actions.push({ label: t('payAgain'), href: `${trackUrl}/pay` });
  // The same lines and words as the cart, the review and the tracking page (docs/decisions.md#price-breakdown).
  const tUi = apiMessages(locale, 'UI');
  const breakdown = priceBreakdown(showBasket.costToUser, { items: showBasket.items, discountCode: order.discountCode });
  const totals: [string, string][] = breakdown.lines.map((line) => [breakdownLabel(line, tUi), line.kind === 'delivery' && line.minor === 0 ? tUi('free') : money(line.minor)]);
  totals.push([tUi('total'), money(breakdown.total)]);
  return {
    locale,
    subject: t(`kinds.${kind}.subject`, vars),
    heading: t(`kinds.${kind}.heading`, vars),
    greeting: t('greeting', { name: order.customer.givenName || order.customer.name }),
    paragraphs,
    lines: withLines
      ? {
          caption: t('linesCaption'),
          columns: [t('colItem'), t('colQty'), t('colPrice')],
          rows: linesOf(order, kind === 'quote' ? latest : null, locale).map(([label, qty, price]) => [label, String(qty), money(majorToMinor(price))]),
          totals,
          ...(breakdown.vat ? { note: vatNote(breakdown.vat, order.currencyCode, locale, tUi) } : {}),
        }
      : undefined,
    sections,
    actions,
    trackIntro: t(trackIntroKey(kind, order)),
    trackLink: { label: t('trackAction'), href: trackUrl },
    footer: t('footer', { store: order.store.name, email: order.store.email }),
  };
}

/** Item × service lines: the booked ones, or the quote's per-item net prices when a revised basket is shown. */
function linesOf(order: Order, quote: Order['pricing']['baskets'][number] | null, locale: Locale): [string, number, number][] {
  if (quote) {
    return quote.items.map((line) => {
      const item = order.items.find((i) => i.itemId === line.itemId);
      return [item?.name ?? line.itemId, 1, line.netPrice];
    });
  }
  return order.items.flatMap((item) =>
    item.subServices.map((s): [string, number, number] => [`${item.name} — ${s.displayName[locale]}`, s.quantity, (s.price[order.currencyCode] ?? 0) * s.quantity]),
  );
}

/**
 * What the tracking link is offered for, by what the order allows now (docs/notifications.md#state):
 * cancelling only while the customer may still cancel, the quote only while it waits for an
 * answer; after that (repaired, completed, cancelled…) following the order only.
 */
function trackIntroKey(kind: EmailKind, order: Order): 'trackIntro' | 'trackIntroQuote' | 'trackIntroFollow' {
  if (kind === 'quote' && order.status === 'quote_pending') return 'trackIntroQuote';
  return kind === 'confirmation' && canTransition(order.status, 'cancelled', 'customer', order.logisticOption.kind ?? '') ? 'trackIntro' : 'trackIntroFollow';
}

/** The store's counter: address in the country's order, phone and opening hours in its own time. */
function storeSection(order: Order, locale: Locale): EmailContent['sections'][number] {
  const t = apiMessages(locale, 'Notifications');
  const { store } = order;
  const hours = openingHoursLine(store.openingHours ?? [], locale, t('storeClosed'));
  return {
    heading: store.name,
    paragraphs: [
      t('storeAddress', { address: addressLines(store.address).join(', ') }),
      ...(store.phone ? [t('storeContact', { phone: displayPhone(store.phone) })] : []),
      ...(hours ? [t('storeHours', { hours })] : []),
    ],
  };
}

/** The amounts and reasons the payment messages name, from the outbox event's data. */
function paymentVars(data: Record<string, unknown>, money: (minor: number) => string): Record<string, string> {
  return {
    ...(typeof data.amount === 'number' ? { amount: money(data.amount) } : {}),
    ...(typeof data.code === 'string' ? { reason: data.code.replaceAll('_', ' ') } : {}),
  };
}
