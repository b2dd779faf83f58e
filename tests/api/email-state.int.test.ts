/**
 * Each e-mail offers what the order allows now and carries what its state needs
 * (docs/notifications.md#state): cancelling only while the customer may cancel, the counter's
 * address and hours for an in-store drop-off, never a slot to choose once it is chosen.
 */
import { describe, expect, it } from 'vitest';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { readDemoCatalogue } from '@/db/seed';
import { emailContent } from '@/lib/notifications/emails/content';
import { renderEmail } from '@/lib/notifications/emails/render';
import type { EmailKind } from '@/lib/notifications/events';
import { getOrder } from '@/lib/orders/read';
import type { Order } from '@/lib/schemas/orders';
import { call } from '../helpers/http';
import { bearer, readyCart } from '../helpers/booking';

const ctx = { locale: 'en' as const, trackUrl: 'https://reprise.example/en/track/t0ken' };

async function placeOrder(options: Parameters<typeof readyCart>[0], headers: Record<string, string> = {}): Promise<Order> {
  const { id } = await readyCart({ ...options, headers });
  const res = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId: id, paymentMethod: 'pay_on_collection', language: 'en' }, headers });
  if (res.status !== 201) throw new Error(res.text);
  return getOrder((res.json as { id: string }).id, null);
}

/** The whole plain-text e-mail for `kind` with the order at `status`. */
const mail = (kind: EmailKind, order: Order, status: Order['status']) => renderEmail(emailContent(kind, { ...order, status }, ctx)).text;

describe('e-mails that fit the order’s state', () => {
  it('offers cancelling only while the order can be cancelled: never after completion, repair or cancellation', async () => {
    const order = await placeOrder({ optionKind: 'postal_label' });
    expect(mail('confirmation', order, 'booked')).toMatch(/cancel it/i);
    for (const [kind, status] of [
      ['completed', 'completed'],
      ['repaired', 'repaired'],
      ['returning', 'returning'],
      ['received', 'received'],
      ['quote_accepted', 'in_repair'],
      ['cancelled', 'cancelled'],
    ] as const) {
      const text = mail(kind, order, status);
      expect(text, kind).not.toMatch(/cancel it|cancel my|can cancel/i);
      expect(text, kind).toContain(ctx.trackUrl);
    }
    // A confirmation sent late, once the item has left, no longer offers it either.
    expect(mail('confirmation', order, 'in_transit')).not.toMatch(/cancel it/i);
    expect(mail('quote', order, 'quote_pending')).toMatch(/answer the quote/i);
  });

  it('gives an in-store drop-off the counter’s address and opening hours, and a postal one its label', async () => {
    const staff = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
    const inStore = await placeOrder({ optionKind: 'store_drop_off' }, staff);
    const text = mail('confirmation', inStore, 'booked');
    expect(text).toContain(`Address: ${inStore.store.address.address}`);
    expect(text).toMatch(/Opening hours: Monday /);
    expect(mail('ready_for_collection', inStore, 'ready_for_collection')).toMatch(/Opening hours: Monday /);
    const postal = await placeOrder({ optionKind: 'postal_label' });
    expect(mail('confirmation', postal, 'booked')).toMatch(/label\.pdf/);
  });

  it('does not ask to choose a pick-up slot already chosen, and states it', async () => {
    const order = await placeOrder({ optionKind: 'postal_label' });
    const pickup = readDemoCatalogue().logisticOptions.find((o) => o.kind === 'home_pickup')!;
    const slot = { start: '2026-12-11T09:00:00.000Z', end: '2026-12-11T11:00:00.000Z' };
    const picked = { ...order, logisticOption: { ...order.logisticOption, kind: 'home_pickup', instructions: pickup.instructions, slot } } as Order;
    for (const locale of ['en', 'fr', 'de', 'es'] as const) {
      const text = renderEmail(emailContent('confirmation', picked, { ...ctx, locale })).text;
      expect(text, locale).not.toMatch(/choose|choisissez|wählen|elija/i);
    }
    expect(mail('confirmation', picked, 'booked')).toMatch(/Pick-up slot|slot/i);
  });
});
