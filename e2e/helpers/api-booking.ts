import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
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
