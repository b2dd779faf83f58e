import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { connection } from 'next/server';
import { listProviders, listServices } from '@/lib/catalogue';
import { keys } from '@/lib/client/queries';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/schemas/common';
import { areaQuery, BookingStepper } from '../../../_components/booking-stepper';
import { prefetchCart } from '../../../_components/prefetch-cart';
import { areaFrom, categoryInArea, displayCurrency, prefillInArea } from '../../_lib';
import { ServicesStep } from './services-step';
import { ClientIsland } from '../../../_components/messages';
import { inLanguage } from '@/lib/i18n/translated';
import { titleMetadata } from '@/lib/i18n/page-title';
import { servicesReady } from '@/lib/atelier/ready-dates';

export const generateMetadata = titleMetadata('Booking', 'services.title');

// Step 3: the repairs the ateliers serving the area offer for this item, priced in the cart's currency.
export default async function ServicesPage({ params, searchParams }: PageProps<'/[locale]/book/[categoryId]/[subCategoryId]'>) {
  await connection();
  const { locale, categoryId, subCategoryId } = (await params) as { locale: Locale; categoryId: string; subCategoryId: string };
  const sp = await searchParams;
  const area = areaFrom(sp);
  if (!area) redirect({ href: { pathname: '/book', query: { category: categoryId } }, locale });
  const category = await categoryInArea(categoryId, area!);
  const sub = category?.subClothesCategories.find((s) => s.id === subCategoryId);
  if (!category || !sub) redirect({ href: `/book/${categoryId}${areaQuery(area!)}`, locale });

  const currency = await displayCurrency(area!.country);
  const qc = new QueryClient();
  const params_ = { subCategoryId, zip: area!.zip, country: area!.country, currency };
  const services = await listServices({ subClothesCategoryIds: [subCategoryId], zipCode: area!.zip, country: area!.country, bookingType: 'paid', currency });
  await qc.prefetchQuery({ queryKey: keys.services(params_), queryFn: () => services });
  // When each atelier would have it ready, its queue counted, as its delivery options will say (docs/atelier.md#ready-before-cart).
  const ready = await servicesReady(services, { country: area!.country, currency });
  // The open cart decides the atelier when it already holds other items: render that state at once.
  const cartId = await prefetchCart(qc);
  const providers = (await listProviders({ country: area!.country, zipCode: area!.zip })).map((p) => ({
    id: p.id,
    displayName: p.displayName,
    imageUrl: p.imageUrl,
    repairFundLabelled: p.repairFundLabelled,
    story: p.story ? inLanguage(p.story, locale) : null,
    rating: p.rating,
  }));
  // A booking started from the price list names its repair: it is chosen once the step opens.
  const service = await prefillInArea(typeof sp.service === 'string' ? sp.service : null, services);
  const q = areaQuery(area!);
  return (
    <>
      <BookingStepper current="services" hrefs={{ category: `/book${q}`, item: `/book/${categoryId}${q}&sub=${subCategoryId}` }} />
      <ClientIsland messages={['Booking', 'AttributeErrors', 'UI', 'Site.ateliers']}>
        <HydrationBoundary state={dehydrate(qc)}>
          <ServicesStep
            locale={locale}
            area={area!}
            categoryId={categoryId}
            sub={{ id: sub!.id, name: sub!.name, image: sub!.image }}
            providers={providers}
            currency={currency}
            serverCartId={cartId}
            prefillService={service}
            ready={ready}
          />
        </HydrationBoundary>
      </ClientIsland>
    </>
  );
}
