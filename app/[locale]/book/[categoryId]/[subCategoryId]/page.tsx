import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { listProviders, listServices } from '@/lib/catalogue';
import { keys } from '@/lib/client/queries';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/schemas/common';
import { areaQuery, BookingStepper } from '../../../_components/booking-stepper';
import { prefetchCart } from '../../../_components/prefetch-cart';
import { areaFrom, categoryInArea, displayCurrency } from '../../_lib';
import { ServicesStep } from './services-step';
import { ClientIsland } from '../../../_components/messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/book/[categoryId]/[subCategoryId]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Booking' });
  return { title: t('services.title') };
}

// Step 3: the repairs the ateliers serving the area offer for this item, priced in the cart's currency.
export default async function ServicesPage({ params, searchParams }: PageProps<'/[locale]/book/[categoryId]/[subCategoryId]'>) {
  await connection();
  const { locale, categoryId, subCategoryId } = (await params) as { locale: Locale; categoryId: string; subCategoryId: string };
  const area = areaFrom(await searchParams);
  if (!area) redirect({ href: { pathname: '/book', query: { category: categoryId } }, locale });
  const category = await categoryInArea(categoryId, area!);
  const sub = category?.subClothesCategories.find((s) => s.id === subCategoryId);
  if (!category || !sub) redirect({ href: `/book/${categoryId}${areaQuery(area!)}`, locale });

  const currency = await displayCurrency(area!.country);
  const qc = new QueryClient();
  const params_ = { subCategoryId, zip: area!.zip, country: area!.country, currency };
  await qc.prefetchQuery({
    queryKey: keys.services(params_),
    queryFn: () =>
      listServices({ subClothesCategoryIds: [subCategoryId], zipCode: area!.zip, country: area!.country, bookingType: 'paid', currency }),
  });
  // The open cart decides the atelier when it already holds other items: render that state at once.
  const cartId = await prefetchCart(qc);
  const providers = (await listProviders({ country: area!.country, zipCode: area!.zip })).map((p) => ({
    id: p.id,
    displayName: p.displayName,
    imageUrl: p.imageUrl,
    repairFundLabelled: p.repairFundLabelled,
  }));
  const q = areaQuery(area!);
  return (
    <>
      <BookingStepper current="services" hrefs={{ category: `/book${q}`, item: `/book/${categoryId}${q}&sub=${subCategoryId}` }} />
      <ClientIsland messages={['Booking', 'AttributeErrors', 'UI']}>
        <HydrationBoundary state={dehydrate(qc)}>
          <ServicesStep
            locale={locale}
            area={area!}
            categoryId={categoryId}
            sub={{ id: sub!.id, name: sub!.name, image: sub!.image }}
            categoryName={category!.name}
            providers={providers}
            currency={currency}
            serverCartId={cartId}
          />
        </HydrationBoundary>
      </ClientIsland>
    </>
  );
}
