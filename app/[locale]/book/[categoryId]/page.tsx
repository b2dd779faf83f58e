import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { Link, redirect } from '@/lib/i18n/navigation';
import { inLanguage } from '@/lib/i18n/translated';
import type { Locale } from '@/lib/schemas/common';
import { areaQuery, BookingStepper } from '../../_components/booking-stepper';
import { areaFrom, categoryInArea } from '../_lib';
import { ItemStep } from './item-step';
import { ClientIsland } from '../../_components/messages';
import { titleMetadata } from '@/lib/i18n/page-title';

export const generateMetadata = titleMetadata('Booking', 'item.title');

// Step 2: which item exactly (sub-category) and what it is like (the item attribute form).
export default async function ItemPage({ params, searchParams }: PageProps<'/[locale]/book/[categoryId]'>) {
  await connection();
  const { locale, categoryId } = (await params) as { locale: Locale; categoryId: string };
  const sp = await searchParams;
  const area = areaFrom(sp);
  if (!area) redirect({ href: { pathname: '/book', query: { category: categoryId } }, locale });
  const category = await categoryInArea(categoryId, area!);
  if (!category) redirect({ href: `/book${areaQuery(area!)}`, locale });
  const sub = typeof sp.sub === 'string' ? sp.sub : '';
  return (
    <>
      <BookingStepper current="item" hrefs={{ category: `/book${areaQuery(area!)}` }} />
      <p className="muted small category-prices">
        <Link href={{ pathname: '/prices', query: { country: area!.country }, hash: `c-${category!.identifier}` }} prefetch={false}>
          {(await getTranslations({ locale, namespace: 'Site.prices' }))('categoryLink', { category: inLanguage(category!.name, locale) })}
        </Link>
      </p>
      <ClientIsland messages={['Booking', 'AttributeErrors', 'UI']}>
        <ItemStep
          locale={locale}
          area={area!}
          category={{ id: category!.categoryId, name: category!.name, image: category!.image }}
          subCategories={category!.subClothesCategories}
          initialSub={category!.subClothesCategories.some((s) => s.id === sub) ? sub : ''}
        />
      </ClientIsland>
    </>
  );
}
