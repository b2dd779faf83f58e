import { describe, expect, it } from 'vitest';
import { call } from '../helpers/http';
import { CUSTOMER, PARIS_ADDRESS, itemFor } from '../helpers/booking';
import * as cartRoute from '@/app/api/sip/shopping-cart/[id]/route';
import * as customerRoute from '@/app/api/sip/shopping-cart/[id]/customer/route';
import * as itemRoute from '@/app/api/sip/shopping-cart/[id]/items/[itemId]/route';
import * as itemsRoute from '@/app/api/sip/shopping-cart/[id]/items/route';
import * as chooseRoute from '@/app/api/sip/shopping-cart/[id]/logistic-option/route';
import * as optionsRoute from '@/app/api/sip/shopping-cart/[id]/logistic-options/route';
import * as createRoute from '@/app/api/sip/shopping-cart/route';
import { CartSchema, LogisticOptionsResponseSchema, type Cart } from '@/lib/schemas/cart';
import { newCustomer, signUp } from '../helpers/accounts';
import { bearer } from '../helpers/booking';
import * as keysRoute from '@/app/api/sip/admin/api-keys/route';
import { getCatalogue } from '@/lib/catalogue/snapshot';

const newCart = async (body: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
  const res = await call(createRoute.POST, '/api/sip/shopping-cart', { method: 'POST', body, headers });
  expect(res.status, res.text).toBe(201);
  return CartSchema.parse(res.json);
};
const addItems = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  call(itemsRoute.POST, `/api/sip/shopping-cart/${id}/items`, { method: 'POST', body, params: { id }, headers });
const ok = (res: { status: number; text: string; json: unknown }): Cart => {
  expect(res.status, res.text).toBe(200);
  return CartSchema.parse(res.json);
};

describe('shopping cart', () => {
  it('creates carts with GET (200, the interface) and POST (201), ids of 128 random bits', async () => {
    const viaGet = await call(createRoute.GET, '/api/sip/shopping-cart');
    expect(viaGet.status).toBe(200);
    const a = CartSchema.parse(viaGet.json);
    const b = await newCart({ currency: 'GBP' });
    expect(a.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(a.id).not.toBe(b.id);
    expect(b).toMatchObject({ currency: 'GBP', items: [], store: null, customer: null, pricing: null, status: 'open', bookingType: 'paid' });
  });

  it('adds an item, prices it with the Bonus Réparation, and walks the booking to a logistic option', async () => {
    const cart = await newCart({ currency: 'EUR', zipCode: '75011', country: 'FR' });
    const { body, subService } = await itemFor('mtg-trousers-restitch-lined-seam');
    const added = ok(await addItems(cart.id, body));
    expect(added.items).toHaveLength(1);
    expect(added.provider?._id).toBe(subService.providerId);
    expect(added.store?.country).toBe('FR');
    const basket = added.pricing!.basket;
    expect(basket.costToUser.totalService).toBe(14);
    expect(basket.costToUser.repairFund).toBe(8);
    expect(basket.items[0]!.appliedDiscountOffer?.some((o) => o.isRepairFund && o.amount === 8)).toBe(true);
    expect(added.items[0]!.attributes.length).toBeGreaterThan(0);
    expect(added.items[0]!.attributes[0]).toHaveProperty('labelTranslation');

    const withCustomer = ok(await call(customerRoute.POST, `/api/sip/shopping-cart/${cart.id}/customer`, { method: 'POST', body: CUSTOMER, params: { id: cart.id } }));
    expect(withCustomer.customer).toMatchObject({ email: CUSTOMER.email, phone: '+33612345678' });

    const options = await call(optionsRoute.GET, `/api/sip/shopping-cart/${cart.id}/logistic-options`, { params: { id: cart.id } });
    expect(options.status, options.text).toBe(200);
    const list = LogisticOptionsResponseSchema.parse(options.json).logisticOptions;
    expect(list.length).toBeGreaterThan(0);
    for (const o of list) expect(Date.parse(o.estimatedCompletionDate)).toBeGreaterThan(Date.now());
    const chosen = ok(await call(chooseRoute.POST, `/api/sip/shopping-cart/${cart.id}/logistic-option`, { method: 'POST', body: { logisticOption: list[0]!.id }, params: { id: cart.id } }));
    expect(chosen.logisticOption?.logisticOptionId).toBe(list[0]!.id);
    expect(chosen.pricing!.basket.costToUser.delivery).toBe(list[0]!.priceInCurrency);
    expect(chosen.pricing!.estimatedCompletionDate).toBeTruthy();
  });

  it('removing the last item empties items, store, customer and logistic option', async () => {
    const cart = await newCart();
    const { body } = await itemFor('mtg-trousers-restitch-lined-seam');
    const added = ok(await addItems(cart.id, body));
    ok(await call(customerRoute.POST, `/api/sip/shopping-cart/${cart.id}/customer`, { method: 'POST', body: CUSTOMER, params: { id: cart.id } }));
    const emptied = ok(await call(itemRoute.DELETE, `/api/sip/shopping-cart/${cart.id}/items/${added.items[0]!.id}`, { method: 'DELETE', params: { id: cart.id, itemId: added.items[0]!.id } }));
    expect(emptied).toMatchObject({ items: [], store: null, customer: null, logisticOption: null, provider: null, pricing: null });
  });

  it('refuses what the catalogue does not allow, naming each field', async () => {
    const cart = await newCart({ zipCode: '75011', country: 'FR' });
    const { body } = await itemFor('mtg-trousers-restitch-lined-seam');
    const item = body.items[0]!;
    const cases: [unknown, string][] = [
      [{ ...body, provider: 'nope' }, 'provider'],
      [{ ...body, items: [{ ...item, subClothesCategory: 'nope' }] }, 'items.0.subClothesCategory'],
      [{ ...body, items: [{ ...item, subServices: [{ subServiceId: item.subServices[0]!.subServiceId, quantity: 0 }] }] }, 'items.0.subServices.0.quantity'],
      [{ ...body, items: [{ ...item, images: ['AAAAAAAAAAAAAAAAAAAAAA'] }] }, 'items.0.images.0'],
      [{ ...body, items: [{ ...item, values: { ...item.values, no_such_attribute: 'x' } }] }, 'items.0.values.no_such_attribute'],
      [{ ...body, items: [{ ...item, attributeGroup: 'nope' }] }, 'items.0.attributeGroup'],
    ];
    for (const [input, path] of cases) {
      const res = await addItems(cart.id, input);
      expect(res.status, `${path}: ${res.text}`).toBe(422);
      expect(res.json.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const { body: shoe } = await itemFor('mtg-coat-zip-large', 2);
    const twice = await addItems(cart.id, shoe);
    expect(twice.status).toBe(422);
    expect(twice.json.errors[0].path).toBe('items.0.subServices.0.quantity');
  });

  it('checks the area: a London atelier cannot serve Paris, an address outside the area is refused', async () => {
    const cart = await newCart({ zipCode: '75011', country: 'FR' });
    const { body: london } = await itemFor('mmr-coat-zip-large');
    const res = await addItems(cart.id, london);
    expect(res.status).toBe(422);
    expect(res.json.errors[0].path).toBe('provider');
    const paris = await newCart();
    ok(await addItems(paris.id, (await itemFor('mtg-trousers-restitch-lined-seam')).body));
    const far = await call(customerRoute.POST, `/api/sip/shopping-cart/${paris.id}/customer`, {
      method: 'POST',
      body: { ...CUSTOMER, address: { ...PARIS_ADDRESS, zipCode: '13001', city: 'Marseille' } },
      params: { id: paris.id },
    });
    expect(far.status).toBe(422);
    expect(far.json.errors[0].path).toBe('address.zipCode');
  });

  it('validates customer details: email, E.164 phone, address', async () => {
    const cart = await newCart();
    const res = await call(customerRoute.POST, `/api/sip/shopping-cart/${cart.id}/customer`, {
      method: 'POST',
      body: { ...CUSTOMER, email: 'not-an-email', phone: '0612', address: { ...PARIS_ADDRESS, zipCode: '', country: 'Atlantis' } },
      params: { id: cart.id },
    });
    expect(res.status).toBe(422);
    expect(res.json.errors.map((e: { path: string }) => e.path).sort()).toEqual(['address.country', 'address.zipCode', 'email', 'phone']);
  });

  it('switches currency, applies a discount code, and refuses an unknown one', async () => {
    const cart = await newCart();
    ok(await addItems(cart.id, (await itemFor('mtg-coat-zip-large')).body));
    const patch = (body: unknown) => call(cartRoute.PATCH, `/api/sip/shopping-cart/${cart.id}`, { method: 'PATCH', body, params: { id: cart.id } });
    const coded = ok(await patch({ discountCode: 'welcome10' }));
    expect(coded.discountCode).toBe('WELCOME10');
    expect(coded.pricing!.basket.costToUser.codeDiscount).toBeGreaterThan(0);
    const bad = await patch({ discountCode: 'NOPE' });
    expect(bad.status).toBe(422);
    const gbp = ok(await patch({ currency: 'GBP' }));
    expect(gbp.pricing!.basket.currency).toBe('GBP');
    expect(gbp.pricing!.basket.costToUser.repairFund).toBe(0); // the bonus is for EUR only
  });

  it('keeps a cart to the customer who used it: others get 404', async () => {
    const signup = await signUp({ body: { email: `owner-${crypto.randomUUID()}@example.com`, password: 'a long enough passphrase', givenName: 'O', familyName: 'W' } });
    const token = signup.json.session.token as string;
    const cart = await newCart({}, { authorization: `Bearer ${token}` });
    expect(cart.source).toBe('api');
    const mine = await call(cartRoute.GET, `/api/sip/shopping-cart/${cart.id}`, { params: { id: cart.id }, headers: { authorization: `Bearer ${token}` } });
    expect(mine.status).toBe(200);
    const anonymous = await call(cartRoute.GET, `/api/sip/shopping-cart/${cart.id}`, { params: { id: cart.id } });
    expect(anonymous.status).toBe(404);
    const unknown = await call(cartRoute.GET, '/api/sip/shopping-cart/AAAAAAAAAAAAAAAAAAAAAA', { params: { id: 'AAAAAAAAAAAAAAAAAAAAAA' } });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ code: 'not_found' });
  });

  it('replays an item add with the same Idempotency-Key and refuses the key with another body', async () => {
    const cart = await newCart();
    const { body } = await itemFor('mtg-trousers-restitch-lined-seam');
    const key = { 'idempotency-key': crypto.randomUUID() };
    const first = await addItems(cart.id, body, key);
    const again = await addItems(cart.id, body, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    expect(CartSchema.parse(again.json).items).toHaveLength(1);
    const other = await addItems(cart.id, { ...body, zipCode: '75011', country: 'FR' }, key);
    expect(other.status).toBe(422);
    expect(other.json.code).toBe('idempotency_key_reused');
  });

  it('keeps Idempotency-Keys apart per caller: another account, or another API key of the same admin, never replays an answer that was not its own', async () => {
    const owner = await newCustomer();
    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    const { body } = await itemFor('mtg-trousers-restitch-lined-seam');
    const key = { 'idempotency-key': crypto.randomUUID() };
    const cart = await newCart({}, owner.headers);
    ok(await addItems(cart.id, body, { ...owner.headers, ...key }));
    // The admin may use the customer's cart; the same key and body are the admin's own request.
    const byAdmin = await addItems(cart.id, body, { ...admin, ...key });
    expect(byAdmin.headers.get('idempotent-replayed')).toBeNull();
    expect(ok(byAdmin).items).toHaveLength(2);

    // Two keys an admin made are two callers, not the admin's account (docs/integrators.md#api-keys).
    const storeId = [...(await getCatalogue()).storesById.values()].find((s) => s.name.includes('Marais'))!.id;
    const [one, two] = await Promise.all(['One', 'Two'].map(async (name) => {
      const made = await call(keysRoute.POST, '/api/sip/admin/api-keys', { method: 'POST', body: { name, storeId }, headers: admin });
      expect(made.status, made.text).toBe(201);
      return { authorization: `Bearer ${made.json.secret}` };
    }));
    const keyOfKeys = { 'idempotency-key': crypto.randomUUID() };
    const shared = await newCart({}, one!);
    ok(await addItems(shared.id, body, { ...one!, ...keyOfKeys }));
    const byOtherKey = await addItems(shared.id, body, { ...two!, ...keyOfKeys });
    expect(byOtherKey.headers.get('idempotent-replayed')).toBeNull();
    expect(ok(byOtherKey).items).toHaveLength(2);
  });
});
