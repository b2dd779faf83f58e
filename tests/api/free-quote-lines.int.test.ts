import { describe, expect, it } from 'vitest';
import * as quotesRoute from '@/app/api/sip/orders/[id]/quotes/route';
import type { InvoiceView } from '@/lib/invoices/read';
import { majorToMinor } from '@/lib/money';
import { vatIncluded } from '@/lib/pricing';
import { OrderSchema } from '@/lib/schemas/orders';
import { call } from '../helpers/http';
import { getInvoices } from '../helpers/invoices';
import { answer, receivedOrder, servicePair, transition } from '../helpers/order-life';

// Free quote lines (issue 35 item 6, docs/decisions.md#free-quote-lines): a line the catalogue does
// not list, priced after inspection, beside the catalogue's services, through the same consent.

const LABEL = 'Reprise de la doublure sous le bras';
const quote = (id: string, body: unknown, headers: Record<string, string>) =>
  call(quotesRoute.POST, '/x', { method: 'POST', body, params: { id }, headers: { ...headers, 'accept-language': 'fr' } });

describe('free quote lines', () => {
  it('prices a free line with its own VAT rate beside a catalogue service, shows it to the customer, and invoices it at that rate once accepted', async () => {
    const { orderId, cartItemId, staff } = await receivedOrder();
    const { booked } = await servicePair();
    const body = {
      items: [{ itemId: cartItemId, subServices: [{ subServiceId: booked.id, quantity: 1 }], freeLines: [{ label: LABEL, amount: 18.5, vatRate: 10 }] }],
      note: 'La doublure est aussi déchirée sous le bras.',
    };
    const res = await quote(orderId, body, staff);
    expect(res.status, res.text).toBe(201);
    const order = OrderSchema.parse(res.json);
    const booking = order.pricing.baskets[0]!.costToUser;
    const revised = order.pricing.baskets[1]!.costToUser;
    // The free line adds its price to what the booking cost, nothing else changes.
    expect(majorToMinor(revised.total)).toBe(majorToMinor(booking.total) + 1850);
    expect(majorToMinor(revised.totalService)).toBe(majorToMinor(booking.totalService) + 1850);
    // VAT per rate: the free line at 10 %, the rest (bonus included) at the store's 20 %.
    const storePart = majorToMinor(revised.total) + majorToMinor(revised.repairFund) - 1850;
    expect(majorToMinor(revised.vatAmount)).toBe(vatIncluded(storePart, 2000) + vatIncluded(1850, 1000));

    // The customer's quote table lists it as added, written as staff wrote it, in every language.
    const line = order.quote!.lines.find((l) => l.free)!;
    expect(line).toMatchObject({ change: 'added', quantity: 1, bookedQuantity: 0, price: 18.5, repairFund: 0, free: true });
    expect(line.displayName).toMatchObject({ fr: LABEL, en: LABEL, de: LABEL, es: LABEL });
    expect(order.quote!.lines.filter((l) => !l.free).map((l) => [l.subServiceId, l.change])).toEqual([[booked.id, 'unchanged']]);

    // Accepted: the item's services carry it (with its rate), the order costs the quote's total.
    const accepted = OrderSchema.parse((await answer(orderId, { answer: 'accepted', channel: 'in_store', note: 'D’accord au comptoir' }, staff)).json);
    expect(accepted.status).toBe('in_repair');
    const services = accepted.items[0]!.subServices;
    expect(services.find((s) => s.free)).toMatchObject({ displayName: { fr: LABEL }, price: { EUR: 18.5 }, vatRate: 10, quantity: 1 });
    expect(accepted.pricing.baskets.map((b) => [b.step, b.answer ?? null])).toEqual([['booking', null], ['quote', 'accepted']]);

    // Completed: the invoice has the line at 10 % and VAT per rate adding up to the basket's.
    let allowed = (await transition(orderId, 'repaired', staff)).json.allowedTransitions as string[];
    const back = allowed.find((s) => s === 'returning' || s === 'ready_for_collection')!;
    allowed = (await transition(orderId, back, staff)).json.allowedTransitions;
    expect((await transition(orderId, 'completed', staff)).status).toBe(200);
    const [invoice] = (await getInvoices(orderId, staff)).json as InvoiceView[];
    const doc = invoice!.document;
    const freeLine = doc.lines.find((l) => l.label.startsWith(LABEL))!;
    expect(freeLine).toMatchObject({ kind: 'service', amountMinor: 1850, vatRateBp: 1000 });
    expect(doc.vat.find((v) => v.rateBp === 1000)).toEqual({ rateBp: 1000, baseMinor: 1850 - vatIncluded(1850, 1000), vatMinor: vatIncluded(1850, 1000) });
    expect(doc.totals.vatMinor).toBe(majorToMinor(revised.vatAmount));
    expect(doc.totals.totalMinor).toBe(majorToMinor(revised.total));
  }, 60_000);

  it('takes a free line alone (no catalogue service) at the store’s rate when none is given', async () => {
    const { orderId, cartItemId, staff } = await receivedOrder();
    const res = await quote(orderId, { items: [{ itemId: cartItemId, freeLines: [{ label: 'Remplacement complet de la doublure', amount: 42 }] }], note: 'Doublure à refaire.' }, staff);
    expect(res.status, res.text).toBe(201);
    const order = OrderSchema.parse(res.json);
    expect(order.quote!.lines.map((l) => [l.free, l.change, l.price])).toEqual([
      [true, 'added', 42],
      [false, 'removed', 0],
    ]);
    const revised = order.pricing.baskets[1]!.costToUser;
    expect(majorToMinor(revised.totalService)).toBe(4200);
    expect(majorToMinor(revised.vatAmount)).toBe(vatIncluded(majorToMinor(revised.total) + majorToMinor(revised.repairFund), 2000));
  });

  it('refuses an item with neither a service nor a free line, and a free line without a label or a price, in the staff’s language', async () => {
    const { orderId, cartItemId, staff } = await receivedOrder();
    const empty = await quote(orderId, { items: [{ itemId: cartItemId, subServices: [], freeLines: [] }], note: 'Rien.' }, staff);
    expect(empty.status).toBe(422);
    expect(empty.json.errors).toEqual([{ path: 'items.0.subServices', message: 'Choisissez au moins une prestation ou ajoutez une ligne libre pour cet article.' }]);
    const bad = await quote(orderId, { items: [{ itemId: cartItemId, freeLines: [{ label: ' ', amount: 0, vatRate: 55 }] }], note: 'Rien.' }, staff);
    expect(bad.status).toBe(422);
    expect((bad.json.errors as { path: string }[]).map((e) => e.path).sort()).toEqual(['items.0.freeLines.0.amount', 'items.0.freeLines.0.label', 'items.0.freeLines.0.vatRate']);
    expect(OrderSchema.parse((await call((await import('@/app/api/sip/orders/[id]/route')).GET, '/x', { params: { id: orderId }, headers: staff })).json).status).toBe('received');
  });
});
