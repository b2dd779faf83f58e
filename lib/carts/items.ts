import type { PhotoRow } from '@/db/photos';
import type { CartItemWithServices, CartRow } from '@/db/carts';
import { attributeIssues } from '@/lib/attributes/validate';
import { servesArea, type CatalogueIndex } from '@/lib/catalogue/catalogue-index';
import { ApiError, type FieldError } from '@/lib/errors';
import type { AddItemsBody } from '@/lib/schemas/cart';
import { MAX_CART_ITEMS } from '@/lib/schemas/constants';
import { itemGroups } from './view';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export type ValidItem = {
  replaces: string | null;
  categoryId: string;
  subCategoryId: string;
  attributeGroupId: string | null;
  values: Record<string, string>;
  imageKeys: string[];
  services: { subServiceId: string; quantity: number }[];
};

type Context = {
  index: CatalogueIndex;
  cart: CartRow;
  existing: CartItemWithServices[];
  /** Photos the caller may attach (uploaded for this cart, or by this account). */
  photos: Map<string, PhotoRow>;
  area: { country: string; zipCode?: string } | null;
  t: Translate;
  tAttribute: Translate;
};

/**
 * Checks an add-items request against the catalogue (docs/decisions.md#catalogue-queries, #attributes): the atelier serves
 * the area and the item type, each service belongs to that item type and atelier,
 * quantities respect `canBeMultiple`, photos belong to the cart, and attribute values
 * pass the same rule as the browser form. Every problem is reported at once (422).
 */
export function validateItems(body: AddItemsBody, ctx: Context): ValidItem[] {
  const { index, cart, t } = ctx;
  const errors: FieldError[] = [];
  const fail = (path: string, message: string) => errors.push({ path, message });
  const provider = index.providersById.get(body.provider);
  if (!provider) fail('provider', t('providerUnknown'));
  else if (cart.providerId && ctx.existing.length > 0 && cart.providerId !== provider.id) fail('provider', t('providerMismatch'));
  else if (ctx.area && !servesArea(provider, ctx.area.country, ctx.area.zipCode)) fail('provider', t('providerOutsideArea'));

  const replaced = new Set(body.items.map((i) => i.id).filter((id): id is string => !!id));
  if (ctx.existing.length - [...replaced].filter((id) => ctx.existing.some((e) => e.id === id)).length + body.items.filter((i) => !i.id).length > MAX_CART_ITEMS) {
    fail('items', t('tooManyItems', { max: MAX_CART_ITEMS }));
  }

  const valid = body.items.map((input, i): ValidItem => {
    const at = (field: string) => `items.${i}.${field}`;
    if (input.id && !ctx.existing.some((e) => e.id === input.id)) fail(at('id'), t('itemUnknown'));
    const category = index.categoriesById.get(input.categoryId);
    const subCategory = index.subCategoriesById.get(input.subClothesCategory);
    if (!category) fail(at('categoryId'), t('categoryUnknown'));
    if (!subCategory || (category && subCategory.categoryId !== category.id)) fail(at('subClothesCategory'), t('subCategoryNotInCategory'));
    else if (provider && !(index.servicesBySubCategory.get(subCategory.id) ?? []).some((s) => s.providerId === provider.id)) {
      fail(at('subClothesCategory'), t('subCategoryNotServed'));
    }
    if (subCategory && input.attributeGroup !== subCategory.attributeGroupId) fail(at('attributeGroup'), t('attributeGroupMismatch'));

    const seen = new Set<string>();
    input.subServices.forEach((line, j) => {
      const path = at(`subServices.${j}.subServiceId`);
      const ss = index.subServicesById.get(line.subServiceId);
      if (!ss) return fail(path, t('subServiceUnknown'));
      if (seen.has(ss.id)) return fail(path, t('duplicateSubService'));
      seen.add(ss.id);
      if (ss.subCategoryId !== input.subClothesCategory || ss.providerId !== body.provider) return fail(path, t('subServiceNotOffered'));
      if (ss.price[cart.currency] === undefined) fail(path, t('subServiceNotPriced', { currency: cart.currency }));
      if (line.quantity > 1 && !ss.canBeMultiple) fail(at(`subServices.${j}.quantity`), t('quantityNotMultiple'));
    });

    input.images.forEach((key, j) => {
      if (!ctx.photos.has(key)) fail(at(`images.${j}`), t('imageUnknown'));
    });

    const groups = itemGroups(index, subCategory?.attributeGroupId ?? null, input.subServices.map((s) => s.subServiceId));
    for (const issue of attributeIssues(groups, input.values, (key) => ctx.photos.has(key))) {
      fail(at(`values.${issue.identifier}`), ctx.tAttribute(issue.key, issue.params));
    }
    return {
      replaces: input.id ?? null,
      categoryId: input.categoryId,
      subCategoryId: input.subClothesCategory,
      attributeGroupId: subCategory?.attributeGroupId ?? null,
      values: Object.fromEntries(Object.entries(input.values).filter(([, v]) => v.trim() !== '')),
      imageKeys: [...new Set(input.images)],
      services: input.subServices,
    };
  });

  if (errors.length > 0) throw new ApiError('validation_failed', { errors });
  return valid;
}
