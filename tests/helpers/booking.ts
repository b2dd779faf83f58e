import * as createCartRoute from '@/app/api/sip/shopping-cart/route';
import * as itemsRoute from '@/app/api/sip/shopping-cart/[id]/items/route';
import * as customerRoute from '@/app/api/sip/shopping-cart/[id]/customer/route';
import * as optionsRoute from '@/app/api/sip/shopping-cart/[id]/logistic-options/route';
import * as chooseRoute from '@/app/api/sip/shopping-cart/[id]/logistic-option/route';
import * as loginRoute from '@/app/api/sip/auth/login/route';
import { call } from './http';
import { requiredValues } from '@/lib/attributes/sample';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { itemGroups } from '@/lib/carts/view';

/** An add-items body for one sub-service, found by its catalogue identifier. */
export async function itemFor(identifier: string, quantity = 1) {
  const index = await getCatalogue();
  const ss = [...index.subServicesById.values()].find((s) => s.identifier === identifier);
  if (!ss) throw new Error(`no sub-service ${identifier}`);
  const subCategory = index.subCategoriesById.get(ss.subCategoryId)!;
  const groups = itemGroups(index, subCategory.attributeGroupId, [ss.id]);
  return {
    subService: ss,
    body: {
      provider: ss.providerId,
      items: [
        {
          categoryId: subCategory.categoryId,
          subClothesCategory: subCategory.id,
          attributeGroup: subCategory.attributeGroupId!,
          images: [] as string[],
          subServices: [{ subServiceId: ss.id, quantity }],
          values: requiredValues(groups),
        },
      ],
    },
  };
}

export const PARIS_ADDRESS = {
  address: '12 rue Oberkampf',
  secondAddress: '',
  city: 'Paris',
  state: '',
  zipCode: '75011',
  country: 'FR',
  deliveryNotes: '',
};

export const CUSTOMER = {
  title: 'ms',
  givenName: 'Léa',
  familyName: 'Martin',
  email: 'lea.martin@example.com',
  phone: '+33612345678',
  address: PARIS_ADDRESS,
};

/** A warranty booking's reason and purchase reference (docs/counter.md#warranty), required on its order request. */
export const WARRANTY = { reason: 'manufacturing_defect', details: 'Seam split after two wears', reference: 'T-58213' } as const;

/** The order request's warranty member for a cart created with `cartBody`: only on warranty carts. */
export const warrantyFor = (cartBody?: Record<string, unknown>) => (cartBody?.bookingType === 'warranty' ? { warranty: WARRANTY } : {});

/** A cart ready to order (item, customer, logistic option), through the API. */
export async function readyCart(
  options: { identifier?: string; headers?: Record<string, string>; customer?: typeof CUSTOMER; cartBody?: Record<string, unknown>; optionKind?: string; slot?: unknown; choice?: Record<string, unknown> } = {},
) {
  const headers = options.headers ?? {};
  const created = await call(createCartRoute.POST, '/api/sip/shopping-cart', { method: 'POST', body: options.cartBody ?? {}, headers });
  if (created.status !== 201) throw new Error(`cart: ${created.text}`);
  const id = created.json.id as string;
  const { body } = await itemFor(options.identifier ?? 'mtg-trousers-restitch-lined-seam');
  const added = await call(itemsRoute.POST, `/api/sip/shopping-cart/${id}/items`, { method: 'POST', body, params: { id }, headers });
  if (added.status !== 200) throw new Error(`items: ${added.text}`);
  const withCustomer = await call(customerRoute.POST, `/api/sip/shopping-cart/${id}/customer`, { method: 'POST', body: options.customer ?? CUSTOMER, params: { id }, headers });
  if (withCustomer.status !== 200) throw new Error(`customer: ${withCustomer.text}`);
  const options_ = await call(optionsRoute.GET, `/api/sip/shopping-cart/${id}/logistic-options`, { params: { id }, headers });
  const all = options_.json.logisticOptions as { id: string; kind: string; paymentMethods?: string[] }[];
  const option = options.optionKind ? all.find((o) => o.kind === options.optionKind) : all[0];
  if (!option) throw new Error(`no ${options.optionKind} option: ${options_.text}`);
  const choice = { logisticOption: option.id, ...(options.slot ? { slot: options.slot } : {}), ...options.choice };
  const chosen = await call(chooseRoute.POST, `/api/sip/shopping-cart/${id}/logistic-option`, { method: 'POST', body: choice, params: { id }, headers });
  if (chosen.status !== 200) throw new Error(`logistic: ${chosen.text}`);
  return { id, cart: chosen.json, option };
}

/** Bearer headers for a demo account (seeded in tests). */
export async function bearer(email: string, password: string): Promise<Record<string, string>> {
  const res = await call(loginRoute.POST, '/api/sip/auth/login', { method: 'POST', body: { email, password }, headers: { 'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.0.1` } });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.text}`);
  return { authorization: `Bearer ${res.json.session.token}` };
}
