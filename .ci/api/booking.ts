// A full booking written as a brand's developer would, against a client generated from the
// OpenAPI document (openapi-typescript) and openapi-fetch: `tsc --strict`, no casts. If the document
// stops describing what a booking needs, this stops compiling (.ci/api-check, in npm test).
import createClient from 'openapi-fetch';
import type { paths } from '../../.api-check/schema';

export async function bookRepair(baseUrl: string, apiKey: string, fetchImpl?: (request: Request) => Promise<Response>): Promise<string> {
  const api = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${apiKey}` }, ...(fetchImpl ? { fetch: fetchImpl } : {}) });

  // 1. The catalogue: a sub-category, then an atelier's service for it in the customer's area.
  const categories = await api.GET('/v1/clothes-categories', { params: { query: { tag: ['womenswear'] } } });
  if (!categories.data) throw new Error(categories.error?.detail ?? 'categories');
  const category = categories.data.categories[0];
  const subCategory = category?.subClothesCategories[0];
  if (!category || !subCategory) throw new Error('no sub-category');
  const services = await api.GET('/v1/services', { params: { query: { subClothesCategoryIds: [subCategory.id], zipCode: '75011', country: 'France', currency: 'EUR' } } });
  if (!services.data) throw new Error(services.error?.detail ?? 'services');
  const service = services.data[0];
  const subService = service?.subServices[0];
  if (!service || !subService) throw new Error('no service');
  const euros: string | undefined = subService.price.EUR;
  // `values`: one entry per required attribute of the sub-category's and the sub-service's groups, keyed by its
  // `identifier`: an option's `value` for select/radio/multiSelect, "true" for a checkbox, text otherwise.
  // (Attributes with a `parentId` apply only when their parent has one of `parentValue`: none is needed here.)
  const values: Record<string, string> = {};
  for (const attribute of [...subCategory.attributesGroup.attributes, ...(subService.attributeGroup?.attributes ?? [])]) {
    if (!attribute.isRequired || attribute.parentId.length) continue;
    const option = attribute.metadata.options?.[0]?.value;
    values[attribute.identifier] = option ?? (attribute.type === 'checkbox' ? 'true' : attribute.type === 'number' ? '1' : attribute.type === 'date' ? '2026-01-15' : 'Navy wool');
  }

  // 2. A cart, its item, the customer (the interface's example: a country name), a logistic option.
  const created = await api.POST('/api/sip/shopping-cart', { body: { currency: 'EUR', language: 'en' } });
  if (!created.data) throw new Error(created.error?.detail ?? 'cart');
  const cartId = created.data.id;
  const path = { id: cartId };
  const added = await api.POST('/api/sip/shopping-cart/{id}/items', {
    params: { path, header: { 'Idempotency-Key': `items-${cartId}` } },
    body: {
      provider: service.providerId,
      items: [{ categoryId: category.categoryId, subClothesCategory: subCategory.id, attributeGroup: subCategory.attributesGroup.id, subServices: [{ subServiceId: subService.id, quantity: 1 }], values }],
    },
  });
  if (!added.data) throw new Error(added.error?.errors?.map((e) => `${e.path}: ${e.message}`).join('; ') ?? 'items');
  const customer = await api.POST('/api/sip/shopping-cart/{id}/customer', {
    params: { path },
    body: {
      title: 'ms',
      givenName: 'Léa',
      familyName: 'Martin',
      email: 'lea.martin@example.com',
      phone: '+33 6 12 34 56 78',
      address: { address: '12 rue Oberkampf', city: 'Paris', zipCode: '75011', country: 'France' },
    },
  });
  if (!customer.data) throw new Error(customer.error?.detail ?? 'customer');
  const country: string | undefined = customer.data.address?.country; // answered as "FR"
  const options = await api.GET('/api/sip/shopping-cart/{id}/logistic-options', { params: { path } });
  const option = options.data?.logisticOptions[0];
  if (!option) throw new Error('no logistic option');
  const chosen = await api.POST('/api/sip/shopping-cart/{id}/logistic-option', { params: { path }, body: { logisticOption: option.id } });
  if (!chosen.data) throw new Error(chosen.error?.detail ?? 'logistic option');
  const fee = chosen.data.pricing?.basket.costToUser.serviceFee;
  const recomputable: number | undefined = fee ? fee.fixed + fee.percentage : undefined;

  // 3. The order, exactly once (a retry with the same key replays the answer).
  const order = await api.POST('/api/sip/orders', {
    params: { header: { 'Idempotency-Key': `order-${cartId}` } },
    body: { cartId, paymentMethod: 'pay_on_collection', requestType: 'repair', language: 'en', source: 'api' },
  });
  if (!order.data) {
    if (order.error.code === 'cart_already_ordered' && typeof order.error.orderId === 'string') return order.error.orderId;
    throw new Error(order.error.detail);
  }
  const replayed: string | null = order.response.headers.get('Idempotent-Replayed');
  const list = await api.GET('/api/sip/orders', { params: { query: { limit: 10 } } });
  const listed = list.data?.find((o) => o.id === order.data.id);
  const image: string | undefined = listed?.items[0]?.images[0]?.url;
  void [euros, country, recomputable, replayed, image];
  return order.data.id;
}
