import { connection } from 'next/server';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/schemas/common';
import { areaQuery, BookingStepper } from '../../../../_components/booking-stepper';
import { areaFrom, categoryInArea } from '../../../_lib';
import { PhotosStep } from './photos-step';
import { ClientIsland } from '../../../../_components/messages';
import { inLanguage } from '@/lib/i18n/translated';
import { titleMetadata } from '@/lib/i18n/page-title';

export const generateMetadata = titleMetadata('Booking', 'photos.title');

// Step 4: photos of the item, then the item goes into the cart.
export default async function PhotosPage({ params, searchParams }: PageProps<'/[locale]/book/[categoryId]/[subCategoryId]/photos'>) {
  await connection();
  const { locale, categoryId, subCategoryId } = (await params) as { locale: Locale; categoryId: string; subCategoryId: string };
  const area = areaFrom(await searchParams);
  if (!area) redirect({ href: { pathname: '/book', query: { category: categoryId } }, locale });
  const category = await categoryInArea(categoryId, area!);
  const sub = category?.subClothesCategories.find((s) => s.id === subCategoryId);
  if (!category || !sub) redirect({ href: `/book/${categoryId}${areaQuery(area!)}`, locale });
  const q = areaQuery(area!);
  return (
    <>
      <BookingStepper
        current="photos"
        hrefs={{ category: `/book${q}`, item: `/book/${categoryId}${q}&sub=${subCategoryId}`, services: `/book/${categoryId}/${subCategoryId}${q}` }}
      />
      <ClientIsland messages={['Booking', 'UI']}>
        <PhotosStep
          area={area!}
          categoryId={categoryId}
          subCategoryId={subCategoryId}
          itemName={inLanguage(sub!.name, locale)}
          attributeGroupId={sub!.attributesGroup.id}
        />
      </ClientIsland>
    </>
  );
}
