import 'server-only';
import { listClothesCategories } from '@/lib/catalogue';
import type { Locale } from '@/lib/schemas/common';
import { inLanguage } from '@/lib/i18n/translated';

export type SubCategoryNames = Record<string, { name: string; image: string; categoryId: string; groupAttributeIds: string[] }>;

/** Sub-category names in the page's language, for cart and order pages (the cart carries ids). */
export async function subCategoryNames(locale: Locale): Promise<SubCategoryNames> {
  const categories = await listClothesCategories({});
  return Object.fromEntries(
    categories.flatMap((c) =>
      c.subClothesCategories.map((s) => [
        s.id,
        { name: inLanguage(s.name, locale), image: s.image, categoryId: c.categoryId, groupAttributeIds: s.attributesGroup.attributes.map((a) => a.identifier) },
      ]),
    ),
  );
}
