import { describe, expect, it } from 'vitest';
import * as chooseRoute from '@/app/api/sip/shopping-cart/[id]/logistic-option/route';
import * as optionsRoute from '@/app/api/sip/shopping-cart/[id]/logistic-options/route';
import * as orderRoute from '@/app/api/sip/orders/[id]/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as transitionsRoute from '@/app/api/sip/orders/[id]/transitions/route';
import { isBusinessDay } from '@/lib/carts/business-days';
import { formatDate, zonedParts } from '@/lib/i18n/dates';
import { emailContent } from '@/lib/notifications/emails/content';
import { OrderSchema } from '@/lib/schemas/orders';
import { LogisticOptionsResponseSchema } from '@/lib/schemas/cart';
import { bearer, readyCart } from '../helpers/booking';
import { call } from '../helpers/http';

type Choice = { id: string; kind: string; paymentMethods?: string[]; slots?: { start: string; end: string; free: number }[]; store?: { address: { city: string }; openingHours: unknown[]; timeZone: string } };
const optionsOf = async (id: string, headers: Record<string, string> = {}) => {
  const res = await call(optionsRoute.GET, '/x', { params: { id }, headers });
  return LogisticOptionsResponseSchema.parse(res.json).logisticOptions as Choice[];
};
const choose = (id: string, body: unknown, headers: Record<string, string> = {}) => call(chooseRoute.POST, '/x', { method: 'POST', body, params: { id }, headers });
const order = (body: unknown, headers: Record<string, string> = {}) => call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body, headers });

describe('logistic options do what they promise', () => {
  it('home pick-up lists free 2-hour slots over 10 business days in the store’s zone; the slot goes on the cart and the order', async () => {
    const { id } = await readyCart();
    const pickup = (await optionsOf(id)).find((o) => o.kind === 'home_pickup')!;
    expect(pickup.paymentMethods).toEqual(['pay_on_collection']);
    expect(pickup.slots).toHaveLength(50);
    for (const s of pickup.slots!) {
      const local = zonedParts(new Date(s.start), 'Europe/Paris');
      expect([9, 11, 14, 16, 18]).toContain(local.hour);
      expect(local.weekday).toBeLessThanOrEqual(5);
      expect(s.free).toBe(3);
    }
    const noSlot = await choose(id, { logisticOption: pickup.id }, { 'accept-language': 'fr' });
    expect(noSlot.status).toBe(422);
    // In the answer's language (issue #35.9: it was English in a French answer).
    expect(noSlot.json.errors).toEqual([{ path: 'slot', message: 'Choisissez un créneau de collecte.' }]);
    const past = { start: '2020-01-06T08:00:00.000Z', end: '2020-01-06T10:00:00.000Z' };
    expect((await choose(id, { logisticOption: pickup.id, slot: past })).json.code).toBe('slot_invalid');
    const slot = pickup.slots![3]!;
    const chosen = await choose(id, { logisticOption: pickup.id, slot: { start: slot.start, end: slot.end } });
    expect(chosen.status, chosen.text).toBe(200);
    expect(chosen.json.logisticOption.slot).toEqual({ start: slot.start, end: slot.end });
    const placed = await order({ cartId: id });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json.logisticOption.slot).toEqual({ start: slot.start, end: slot.end });
    expect(placed.json.paymentMethod).toBe('pay_on_collection');
    const read = await call(orderRoute.GET, '/x', { params: { id: placed.json.id } });
    expect(read.json.logisticOption.slot.start).toBe(slot.start);
    const freeNow = async () => (await optionsOf((await readyCart()).id)).find((o) => o.kind === 'home_pickup')!.slots!.find((s) => s.start === slot.start)!.free;
    expect(await freeNow()).toBe(2);
    // Cancelling the order gives the place back.
    const cancelled = await call(transitionsRoute.POST, '/x', { method: 'POST', body: { to: 'cancelled' }, params: { id: placed.json.id } });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await freeNow()).toBe(3);
  });

  it('a slot later than the standard date moves the promised date on the cart, the order and the confirmation (docs/decisions.md#promised-date)', async () => {
    const { id } = await readyCart();
    const pickup = (await optionsOf(id)).find((o) => o.kind === 'home_pickup')! as Choice & { estimatedCompletionDate: string };
    // The last but one: the next test fills the last.
    const last = pickup.slots!.at(-2)!;
    // 10 business days out: later than the date the option promises from today, so the slot must move it.
    expect(Date.parse(last.end)).toBeGreaterThan(Date.parse(pickup.estimatedCompletionDate));
    const chosen = await choose(id, { logisticOption: pickup.id, slot: { start: last.start, end: last.end } });
    expect(chosen.status, chosen.text).toBe(200);
    const placed = await order({ cartId: id });
    expect(placed.status, placed.text).toBe(201);
    const placedOrder = OrderSchema.parse(placed.json);
    for (const promised of [chosen.json.pricing.estimatedCompletionDate as string, placedOrder.estimatedCompletionDate]) {
      expect(Date.parse(promised)).toBeGreaterThan(Date.parse(last.end));
      expect(Date.parse(promised)).toBeGreaterThan(Date.parse(pickup.estimatedCompletionDate));
      expect(isBusinessDay(new Date(promised), { timeZone: 'Europe/Paris', country: 'FR' })).toBe(true);
    }
    // The cart (review) and the order (confirmation, tracking, staff pages) say the same day.
    expect(Math.abs(Date.parse(chosen.json.pricing.estimatedCompletionDate) - Date.parse(placedOrder.estimatedCompletionDate))).toBeLessThan(60_000);
    const day = formatDate(placedOrder.estimatedCompletionDate, { language: 'fr', country: 'FR', timeZone: 'Europe/Paris' }, 'dateLong');
    expect(emailContent('confirmation', placedOrder, { locale: 'fr', trackUrl: 'https://example.test/t/x' }).paragraphs.join(' ')).toContain(day);
  });

  it('a full slot is refused with 409 slot_full and leaves the list; a slot on an option without slots is 422', async () => {
    const first = await readyCart();
    const pickup = (await optionsOf(first.id)).find((o) => o.kind === 'home_pickup')!;
    const slot = { start: pickup.slots!.at(-1)!.start, end: pickup.slots!.at(-1)!.end };
    for (let i = 0; i < 3; i++) expect((await choose((await readyCart()).id, { logisticOption: pickup.id, slot })).status).toBe(200);
    const refused = await choose(first.id, { logisticOption: pickup.id, slot });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('slot_full');
    expect((await optionsOf(first.id)).find((o) => o.kind === 'home_pickup')!.slots!.map((s) => s.start)).not.toContain(slot.start);
    const postal = (await optionsOf(first.id)).find((o) => o.kind === 'postal_label')!;
    expect((await choose(first.id, { logisticOption: postal.id, slot })).json.code).toBe('slot_invalid');
  });

  it('offers only the option’s payment methods: pay at drop-off is refused for a postal order, allowed in store', async () => {
    const { id } = await readyCart({ optionKind: 'postal_label' });
    const refused = await order({ cartId: id, paymentMethod: 'pay_at_drop_off' });
    expect(refused.status).toBe(422);
    expect(refused.json.code).toBe('payment_method_not_allowed');
    const staff = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
    const counter = await readyCart({ headers: staff, optionKind: 'store_drop_off' });
    const dropOff = (await optionsOf(counter.id, staff)).find((o) => o.kind === 'store_drop_off')!;
    expect(dropOff.paymentMethods).toEqual(['pay_at_drop_off', 'pay_on_collection']);
    expect(dropOff.store).toMatchObject({ address: { city: 'Paris' }, timeZone: 'Europe/Paris' });
    expect(dropOff.store!.openingHours).toHaveLength(7);
    const placed = await order({ cartId: counter.id, paymentMethod: 'pay_at_drop_off' }, staff);
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json.store).toMatchObject({ timeZone: 'Europe/Paris', country: 'FR' });
  });
});

describe('US addresses', () => {
  it('need a State as its two-letter code', async () => {
    const customerRoute = await import('@/app/api/sip/shopping-cart/[id]/customer/route');
    const { id } = await readyCart();
    const address = { address: '55 Grand Street', city: 'New York', zipCode: '10013', country: 'US' };
    const body = { givenName: 'Maya', familyName: 'Cohen', email: 'maya@example.com', phone: '+12125550199' };
    for (const state of [undefined, 'New York', 'ny', 'XX']) {
      const res = await call(customerRoute.POST, '/x', { method: 'POST', body: { ...body, address: { ...address, ...(state ? { state } : {}) } }, params: { id } });
      expect(res.status, String(state)).toBe(422);
      expect(res.json.errors.map((e: { path: string }) => e.path)).toContain('address.state');
    }
    const ok = await call(customerRoute.POST, '/x', { method: 'POST', body: { ...body, address: { ...address, state: 'NY' } }, params: { id } });
    expect(ok.json.errors?.map((e: { path: string }) => e.path) ?? []).not.toContain('address.state');
  });
});
