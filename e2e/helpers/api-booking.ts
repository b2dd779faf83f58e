import { expect, request as playwrightRequest, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { AttributeDefinition } from '../../lib/attributes/types';
import { activeAttributes } from '../../lib/attributes/validate';
import { groupFromWire } from '../../lib/client/attribute-groups';
import type { AttributeGroupWire } from '../../lib/schemas/catalogue';

// Orders made through the API for the staff pages' tests (as e2e/admin.spec.ts makes them), with
// the customer's name as the test needs it.

function sample(def: AttributeDefinition): string | undefined {
  const options = def.metadata.options ?? [];
  switch (def.type) {
    case 'text':
    case 'textArea':
      return 'Navy';
    case 'number':
      return String(def.metadata.min ?? 1);
    case 'date':
      return '2025-06-01';
    case 'select':
    case 'radio':
    case 'multiSelect':
      return options[0]?.value;
    case 'checkbox':
      return 'true';
    case 'file':
      return undefined;
  }
}

/** Books the Paris atelier's lined-seam repair on tailored trousers as a web guest, through the API. */
export async function bookThroughApi(request: APIRequestContext, email: string, name: { givenName: string; familyName: string } = { givenName: 'Léa', familyName: 'Fontaine' }): Promise<{ id: string; orderNumber: string }> {
  const ok = async <T>(res: Promise<APIResponse>): Promise<T> => {
    const r = await res;
    expect(r.ok(), `${r.url()} ${r.status()} ${await r.text()}`).toBe(true);
    return (await r.json()) as T;
  };
  const { categories } = await ok<{ categories: { categoryId: string; subClothesCategories: { id: string; name: { en: string }; attributesGroup: AttributeGroupWire }[] }[] }>(
    request.get('/v1/clothes-categories'),
  );
  const category = categories.find((c) => c.subClothesCategories.some((s) => s.name.en === 'Tailored trousers'))!;
  const sub = category.subClothesCategories.find((s) => s.name.en === 'Tailored trousers')!;
  const services = await ok<{ providerId: string; subServices: { id: string; name: { en: string }; attributeGroup: AttributeGroupWire }[] }[]>(
    request.get(`/v1/services?subClothesCategoryIds=${sub.id}&country=FR&zipCode=75011`),
  );
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
  const cart = await ok<{ id: string }>(request.post('/api/sip/shopping-cart', { data: { language: 'en' } }));
  await ok(
    request.post(`/api/sip/shopping-cart/${cart.id}/items`, {
      data: {
        provider: service.providerId,
        items: [{ categoryId: category.categoryId, subClothesCategory: sub.id, attributeGroup: sub.attributesGroup.id, images: [], subServices: [{ subServiceId: subService.id, quantity: 1 }], values }],
      },
    }),
  );
  await ok(
    request.post(`/api/sip/shopping-cart/${cart.id}/customer`, {
      data: { ...name, email, phone: '+33612345678', address: { address: '12 rue Oberkampf', city: 'Paris', zipCode: '75011', country: 'FR' } },
    }),
  );
  const { logisticOptions } = await ok<{ logisticOptions: { id: string }[] }>(request.get(`/api/sip/shopping-cart/${cart.id}/logistic-options`));
  await ok(request.post(`/api/sip/shopping-cart/${cart.id}/logistic-option`, { data: { logisticOption: logisticOptions[0]!.id } }));
  return ok(request.post('/api/sip/orders', { data: { cartId: cart.id, language: 'en' } }));
}

/** A bearer token, from a context of its own (a session cookie left in a shared one would make later calls cookie calls). */
export async function staffToken(baseURL: string, who: { email: string; password: string }): Promise<Record<string, string>> {
  const context = await playwrightRequest.newContext({ baseURL });
  const res = await context.post('/api/sip/auth/login', { data: who });
  expect(res.status()).toBe(200);
  const token = (await res.json()).session.token as string;
  await context.dispose();
  return { authorization: `Bearer ${token}` };
}

