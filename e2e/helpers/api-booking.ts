import { expect, request as playwrightRequest, type APIRequestContext, type APIResponse } from '@playwright/test';
import sharp from 'sharp';
import { requiredValues } from '../../lib/attributes/sample';
import { groupFromWire } from '../../lib/client/attribute-groups';
import type { AttributeGroupWire } from '../../lib/schemas/catalogue';

type Customer = { givenName: string; familyName: string; email: string; phone: string; address: Record<string, string> };
type Sub = { id: string; name: { en: string }; attributesGroup: AttributeGroupWire };

const ok = async <T>(res: Promise<APIResponse>): Promise<T> => {
  const r = await res;
  expect(r.ok(), `${r.url()} ${r.status()} ${await r.text()}`).toBe(true);
  return (await r.json()) as T;
};


type Booking = { language?: string; name?: { givenName: string; familyName: string }; photos?: number };

/** `count` JPEGs of different colours (so a test can tell them apart), uploaded for the cart. */
async function uploadPhotos(request: APIRequestContext, cartId: string, count: number): Promise<unknown[]> {
  const form = new FormData();
  for (let i = 0; i < count; i++) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="hsl(${(i * 137) % 360} 45% 40%)"/><text x="400" y="330" font-size="160" text-anchor="middle" fill="#fff">${i + 1}</text></svg>`;
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
    form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `garment-${i + 1}.jpg`);
  }
  return (await ok<{ images: unknown[] }>(request.post(`/api/sip/photos?cartId=${cartId}`, { multipart: form }))).images;
}

/**
 * Books the Paris atelier's lined-seam repair (€14, €8 Bonus Réparation) on tailored trousers as a
 * web guest, through the API, in `language` (default fr), for the customer `name` (default Léa
 * Fontaine), with `photos` photos of the garment (default none).
 */
export async function bookLinedSeamThroughApi(request: APIRequestContext, email: string, booking: Booking = {}): Promise<{ id: string; orderNumber: string }> {
  const { cartId, headers, language } = await linedSeamCartThroughApi(request, email, booking);
  return ok(request.post('/api/sip/orders', { headers, data: { cartId, language } }));
}

/** The same booking's cart, ready to order (item, customer, delivery), with its total as priced now. */
export async function linedSeamCartThroughApi(request: APIRequestContext, email: string, booking: Booking = {}) {
  const language = booking.language ?? 'fr';
  const name = booking.name ?? { givenName: 'Léa', familyName: 'Fontaine' };
  const { categories } = await ok<{ categories: { categoryId: string; subClothesCategories: { id: string; name: { en: string }; attributesGroup: AttributeGroupWire }[] }[] }>(request.get('/v1/clothes-categories'));
  const category = categories.find((c) => c.subClothesCategories.some((s) => s.name.en === 'Tailored trousers'))!;
  const sub = category.subClothesCategories.find((s) => s.name.en === 'Tailored trousers')!;
  const services = await ok<{ providerId: string; subServices: { id: string; name: { en: string }; attributeGroup: AttributeGroupWire }[] }[]>(request.get(`/v1/services?subClothesCategoryIds=${sub.id}&country=FR&zipCode=75011`));
  const service = services.find((s) => s.subServices.some((ss) => ss.name.en === 'Re-stitch lined seam'))!;
  const subService = service.subServices.find((ss) => ss.name.en === 'Re-stitch lined seam')!;
  const groups = [groupFromWire(sub.attributesGroup), groupFromWire(subService.attributeGroup)];
  const values = requiredValues(groups);
  const headers = { 'accept-language': language };
  const cart = await ok<{ id: string }>(request.post('/api/sip/shopping-cart', { data: { language }, headers }));
  const images = booking.photos ? await uploadPhotos(request, cart.id, booking.photos) : [];
  await ok(
    request.post(`/api/sip/shopping-cart/${cart.id}/items`, {
      headers,
      data: { provider: service.providerId, items: [{ categoryId: category.categoryId, subClothesCategory: sub.id, attributeGroup: sub.attributesGroup.id, images, subServices: [{ subServiceId: subService.id, quantity: 1 }], values }] },
    }),
  );
  await ok(request.post(`/api/sip/shopping-cart/${cart.id}/customer`, { headers, data: { ...name, email, phone: '+33612345678', address: { address: '12 rue Oberkampf', city: 'Paris', zipCode: '75011', country: 'FR' } } }));
  const { logisticOptions } = await ok<{ logisticOptions: { id: string }[] }>(request.get(`/api/sip/shopping-cart/${cart.id}/logistic-options`, { headers }));
  await ok(request.post(`/api/sip/shopping-cart/${cart.id}/logistic-option`, { headers, data: { logisticOption: logisticOptions[0]!.id } }));
  const priced = await ok<{ pricing: { basket: { costToUser: { total: number } } } }>(request.get(`/api/sip/shopping-cart/${cart.id}`, { headers }));
  return { cartId: cart.id, headers, language, total: priced.pricing.basket.costToUser.total };
}

/** A bearer token, from a context of its own (a session cookie left in a shared one would make later calls cookie calls). */
export async function bearerFor(baseURL: string, who: { email: string; password: string }): Promise<Record<string, string>> {
  const context = await playwrightRequest.newContext({ baseURL });
  const res = await context.post('/api/sip/auth/login', { data: who });
  expect(res.status()).toBe(200);
  const token = (await res.json()).session.token as string;
  await context.dispose();
  return { authorization: `Bearer ${token}` };
}

/**
 * A guest order placed through the API for the first service the area's atelier offers, with
 * the option of the given kind: any country, any store (the New York store's orders, say).
 */
export async function bookThroughApi(
  request: APIRequestContext,
  o: { zipCode: string; country: string; currency: string; language: string; customer: Customer; optionKind: string },
): Promise<{ id: string; orderNumber: string; orderDate: string }> {
  const { categories } = await ok<{ categories: { categoryId: string; subClothesCategories: Sub[] }[] }>(request.get('/v1/clothes-categories'));
  const subs = categories.flatMap((c) => c.subClothesCategories.map((s) => ({ ...s, categoryId: c.categoryId })));
  const area = `country=${o.country}&zipCode=${encodeURIComponent(o.zipCode)}&currency=${o.currency}`;
  const services = await ok<{ providerId: string; parentSubCategoryId: string; subServices: { id: string; attributeGroup: AttributeGroupWire }[] }[]>(
    request.get(`/v1/services?subClothesCategoryIds=${subs.map((s) => s.id).join(',')}&${area}`),
  );
  const service = services.find((s) => s.subServices.length > 0)!;
  const sub = subs.find((s) => s.id === service.parentSubCategoryId)!;
  const subService = service.subServices[0]!;
  const values = requiredValues([groupFromWire(sub.attributesGroup), groupFromWire(subService.attributeGroup)]);
  const cart = await ok<{ id: string }>(request.post('/api/sip/shopping-cart', { data: { language: o.language, currency: o.currency, zipCode: o.zipCode, country: o.country } }));
  const item = { categoryId: sub.categoryId, subClothesCategory: sub.id, attributeGroup: sub.attributesGroup.id, images: [], subServices: [{ subServiceId: subService.id, quantity: 1 }], values };
  await ok(request.post(`/api/sip/shopping-cart/${cart.id}/items`, { data: { provider: service.providerId, items: [item] } }));
  await ok(request.post(`/api/sip/shopping-cart/${cart.id}/customer`, { data: o.customer }));
  const { logisticOptions } = await ok<{ logisticOptions: { id: string; kind: string }[] }>(request.get(`/api/sip/shopping-cart/${cart.id}/logistic-options`));
  const option = logisticOptions.find((x) => x.kind === o.optionKind)!;
  await ok(request.post(`/api/sip/shopping-cart/${cart.id}/logistic-option`, { data: { logisticOption: option.id } }));
  return ok(request.post('/api/sip/orders', { data: { cartId: cart.id, language: o.language } }));
}

/** The tracking link of an order's customer e-mails (kept, no SMTP: read as staff would), once the outbox has sent one. */
export async function trackingLinkOf(request: APIRequestContext, orderId: string, staff: Record<string, string>, locale = 'en'): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const res = await request.get(`/api/sip/admin/orders/${orderId}/messages`, { headers: staff });
    expect(res.ok()).toBe(true);
    const { messages } = (await res.json()) as { messages: { text: string }[] };
    link = messages.map((m) => new RegExp(`/${locale}/track/[A-Za-z0-9_-]{43}`).exec(m.text)?.[0]).find(Boolean);
    expect(link).toBeDefined();
  }).toPass({ timeout: 20_000 });
  return link!;
}
