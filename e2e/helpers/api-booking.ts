import { expect, request as playwrightRequest, type APIRequestContext, type APIResponse } from '@playwright/test';
import { activeAttributes } from '../../lib/attributes/validate';
import type { AttributeDefinition } from '../../lib/attributes/types';
import { groupFromWire } from '../../lib/client/attribute-groups';
import type { AttributeGroupWire } from '../../lib/schemas/catalogue';

const ok = async <T>(res: Promise<APIResponse>): Promise<T> => {
  const r = await res;
  expect(r.ok(), `${r.url()} ${r.status()} ${await r.text()}`).toBe(true);
  return (await r.json()) as T;
};

function sample(def: AttributeDefinition): string | undefined {
  const options = def.metadata.options ?? [];
  if (def.type === 'file') return undefined;
  if (def.type === 'number') return String(def.metadata.min ?? 1);
  if (def.type === 'date') return '2025-06-01';
  if (def.type === 'checkbox') return 'true';
  if (def.type === 'text' || def.type === 'textArea') return 'Navy';
  return options[0]?.value;
}

type Booking = { language?: string; name?: { givenName: string; familyName: string } };

/**
 * Books the Paris atelier's lined-seam repair (€14, €8 Bonus Réparation) on tailored trousers as a
 * web guest, through the API, in `language` (default fr), for the customer `name` (default Léa Fontaine).
 */
export async function bookLinedSeamThroughApi(request: APIRequestContext, email: string, booking: Booking = {}): Promise<{ id: string; orderNumber: string }> {
  const language = booking.language ?? 'fr';
  const name = booking.name ?? { givenName: 'Léa', familyName: 'Fontaine' };
  const { categories } = await ok<{ categories: { categoryId: string; subClothesCategories: { id: string; name: { en: string }; attributesGroup: AttributeGroupWire }[] }[] }>(request.get('/v1/clothes-categories'));
  const category = categories.find((c) => c.subClothesCategories.some((s) => s.name.en === 'Tailored trousers'))!;
  const sub = category.subClothesCategories.find((s) => s.name.en === 'Tailored trousers')!;
  const services = await ok<{ providerId: string; subServices: { id: string; name: { en: string }; attributeGroup: AttributeGroupWire }[] }[]>(request.get(`/v1/services?subClothesCategoryIds=${sub.id}&country=FR&zipCode=75011`));
  const service = services.find((s) => s.subServices.some((ss) => ss.name.en === 'Re-stitch lined seam'))!;
  const subService = service.subServices.find((ss) => ss.name.en === 'Re-stitch lined seam')!;
  const groups = [groupFromWire(sub.attributesGroup), groupFromWire(subService.attributeGroup)];
  const values: Record<string, string> = {};
  for (let pass = 0; pass < 3; pass++)
    for (const g of groups)
      for (const def of activeAttributes(g, values)) {
        const v = def.isRequired && values[def.identifier] === undefined ? sample(def) : undefined;
        if (v !== undefined) values[def.identifier] = v;
      }
  const headers = { 'accept-language': language };
  const cart = await ok<{ id: string }>(request.post('/api/sip/shopping-cart', { data: { language }, headers }));
  await ok(
    request.post(`/api/sip/shopping-cart/${cart.id}/items`, {
      headers,
      data: { provider: service.providerId, items: [{ categoryId: category.categoryId, subClothesCategory: sub.id, attributeGroup: sub.attributesGroup.id, images: [], subServices: [{ subServiceId: subService.id, quantity: 1 }], values }] },
    }),
  );
  await ok(request.post(`/api/sip/shopping-cart/${cart.id}/customer`, { headers, data: { ...name, email, phone: '+33612345678', address: { address: '12 rue Oberkampf', city: 'Paris', zipCode: '75011', country: 'FR' } } }));
  const { logisticOptions } = await ok<{ logisticOptions: { id: string }[] }>(request.get(`/api/sip/shopping-cart/${cart.id}/logistic-options`, { headers }));
  await ok(request.post(`/api/sip/shopping-cart/${cart.id}/logistic-option`, { headers, data: { logisticOption: logisticOptions[0]!.id } }));
  return ok(request.post('/api/sip/orders', { headers, data: { cartId: cart.id, language } }));
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
