import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { requireStaffPage } from '@/lib/admin/gate';
import { listClothesCategories } from '@/lib/catalogue';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import type { Locale } from '@/lib/schemas/common';
import { CounterBooking } from './counter-booking';
import type { CounterStore } from './counter-types';
import { inLanguage } from '@/lib/i18n/translated';
import { titleMetadata } from '@/lib/i18n/page-title';

export const generateMetadata = titleMetadata('Admin', 'counter.heading');

// Staff book at their store on a customer's behalf, warranty repairs included.
export default async function CounterPage({ params }: PageProps<'/[locale]/admin/counter'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  const principal = await requireStaffPage(locale, '/admin/counter');
  const index = await getCatalogue();
  const stores: CounterStore[] = index.stores
    .filter((s) => principal.role === 'admin' || s.id === principal.storeId)
    // Physical stores first: the counter is in a shop.
    .sort((a, b) => Number(a.onlineStore) - Number(b.onlineStore) || a.name.localeCompare(b.name))
    .map((s) => ({
      id: s.id,
      name: s.name,
      currency: s.currency as CounterStore['currency'],
      country: s.country,
      providerIds: index.providers.filter((p) => p.storeIds.includes(s.id)).map((p) => p.id),
    }));
  const categories = (await listClothesCategories({})).map((c) => ({
    id: c.categoryId,
    name: inLanguage(c.name, locale),
    subCategories: c.subClothesCategories.map((s) => ({
      id: s.id,
      name: inLanguage(s.name, locale),
      attributesGroup: s.attributesGroup,
      providerIds: [...new Set((index.servicesBySubCategory.get(s.id) ?? []).map((sv) => sv.providerId))],
    })),
  }));
  const providers = Object.fromEntries(index.providers.map((p) => [p.id, { id: p.id, displayName: p.displayName, imageUrl: p.imageUrl }]));
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return (
    <>
      <CounterBooking stores={stores} categories={categories} providers={providers} locale={locale} fixedStore={principal.role !== 'admin'} />
      {/* At closing time: the day's takings by method (docs/counter.md#closing-the-day). Not in the bar: on a phone it would push the orders below the first screen. */}
      <p className="no-print">
        <Link href="/admin/day-report">{t('nav.dayReport')}</Link>
      </p>
    </>
  );
}
