import fc from 'fast-check';
import { NextIntlClientProvider } from 'next-intl';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PriceBreakdown } from '@/components/ui/price-breakdown';
import { composeInvoice } from '@/lib/invoices/compose';
import { orderOf } from '@/lib/invoices/testing';
import { emailContent } from '@/lib/notifications/emails/content';
import examples from '@/lib/openapi/examples.json';
import { LOCALES, type Locale } from '@/lib/schemas/common';
import { OrderSchema } from '@/lib/schemas/orders';
import { formatMoney } from '@/lib/money';
import { priceCart, toWireBasket } from '.';
import { priceBreakdown, type BreakdownLine } from './breakdown';
import { anyCart } from './testing/arbitraries';
import { cart, line, NO_FEE, percentOffer, STANDARD_CONTRACT } from './testing/fixtures';

const MESSAGES = Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, (await import(`@/messages/${l}.json`)).default]))) as Record<Locale, Record<string, unknown>>;
const BASE_ORDER = OrderSchema.parse(examples.getOrder.response);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').trim();

/** The review page's breakdown (the component the cart, review, tracking and staff pages render) as [label, amount] pairs. */
function pageRows(basket: ReturnType<typeof toWireBasket>, currency: string, locale: Locale): [string, string][] {
  const html = renderToStaticMarkup(
    createElement(NextIntlClientProvider, { locale, messages: MESSAGES[locale], timeZone: 'Europe/Paris' } as ComponentProps<typeof NextIntlClientProvider>, createElement(PriceBreakdown, { cost: basket.costToUser, items: basket.items, currency, discountCode: basket.discountCode?.code })),
  );
  return [...html.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map((m) => [text(m[1]!), text(m[2]!)]);
}

/** The invoice's lines gathered by what the breakdown shows: repairs, each offer by name, the bonus, code, fee, delivery. */
function invoiceByLine(lines: { kind: string; label: string; amountMinor: number }[]): Map<string, number> {
  const key = (l: { kind: string; label: string }) => ({ service: 'repairs', offer: `offer:${l.label}`, bonus: 'repairFund', code: 'code', fee: 'serviceFee', delivery: 'delivery', insurance: 'insurance' })[l.kind] ?? l.kind;
  const out = new Map<string, number>();
  for (const l of lines) out.set(key(l), (out.get(key(l)) ?? 0) + l.amountMinor);
  return out;
}
const breakdownKey = (l: BreakdownLine) => (l.kind === 'offer' ? `offer:${l.name}` : l.kind);

describe('one price breakdown (docs/decisions.md#price-breakdown)', () => {
  it('e-mail, review page and invoice show the same lines, and the total is their sum', () => {
    fc.assert(
      fc.property(anyCart, fc.constantFrom(...LOCALES), (cart, locale) => {
        const basket = toWireBasket(priceCart(cart));
        const breakdown = priceBreakdown(basket.costToUser, { items: basket.items, discountCode: basket.discountCode?.code });
        // The lines add up, exactly, to the total the pricing gives.
        expect(sum(breakdown.lines.map((l) => l.minor))).toBe(breakdown.total);
        expect(breakdown.total).toBe(priceCart(cart).totals.total);

        // The confirmation e-mail: the same labels and amounts as the page, total last.
        const order = { ...BASE_ORDER, currencyCode: cart.currency, discountCode: basket.discountCode?.code ?? '', pricing: { ...BASE_ORDER.pricing, baskets: [basket] } };
        const email = emailContent('confirmation', order, { locale, trackUrl: 'https://example.test/track/x' }).lines!.totals;
        const page = pageRows(basket, cart.currency, locale);
        expect(page.map(([, amount]) => amount)).toEqual(email.map(([, amount]) => amount));
        page.forEach(([label], i) => expect(label.startsWith(email[i]![0])).toBe(true));
        expect(email.at(-1)![1]).toBe(formatMoney(breakdown.total, cart.currency, locale));

        // The invoice: its lines, gathered per breakdown line, carry the same amounts (delivery shown only when charged).
        const invoice = invoiceByLine(composeInvoice(orderOf(cart), { number: 'F-2026-PAR-000001', issuedAt: new Date(0) }).lines);
        const shown = new Map(breakdown.lines.filter((l) => l.minor !== 0 || l.kind === 'repairs').map((l) => [breakdownKey(l), l.minor]));
        if (invoice.get('repairs') === undefined) invoice.set('repairs', 0);
        expect(invoice).toEqual(shown);
      }),
      { numRuns: 150 },
    );
  });

  it('names each offer the cart applies, and the service fee, before the total', () => {
    const input = cart([[line(4500, [{ ...percentOffer(10), name: 'Winter care −10 %' }])]], {
      store: { country: 'FR', vatRateBp: 2000, serviceFee: { ...NO_FEE, fixed: { EUR: 290 } }, commissionContract: STANDARD_CONTRACT },
    });
    const basket = toWireBasket(priceCart(input));
    const b = priceBreakdown(basket.costToUser, { items: basket.items });
    expect(b.lines).toEqual([
      { kind: 'repairs', minor: 4500 },
      { kind: 'offer', name: 'Winter care −10 %', minor: -450 },
      { kind: 'serviceFee', minor: 290 },
      { kind: 'delivery', minor: 0, pending: false },
    ]);
    expect(b.total).toBe(4340);
  });
});
