import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getFormatter, getTranslations } from 'next-intl/server';
import { requireStaffPage } from '@/lib/admin/gate';
import { listClothesCategories } from '@/lib/catalogue';
import { countryName } from '@/lib/i18n/address-format';
import { titleMetadata } from '@/lib/i18n/page-title';
import { inLanguage } from '@/lib/i18n/translated';
import type { Locale } from '@/lib/schemas/common';
import { waitListOverview } from '@/lib/wait-list';

export const generateMetadata = titleMetadata('WaitListAdmin', 'heading');

// Who asked to hear when an atelier serves their area (docs/customer-site.md#wait-list): the brand's admins decide where to open next.
export default async function WaitListPage({ params }: PageProps<'/[locale]/admin/wait-list'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  const principal = await requireStaffPage(locale, '/admin/wait-list');
  if (principal.role !== 'admin') notFound();
  const t = await getTranslations({ locale, namespace: 'WaitListAdmin' });
  const format = await getFormatter({ locale });
  const [{ entries, byCountry }, categories] = await Promise.all([waitListOverview(), listClothesCategories({})]);
  const garment = (id: string) => {
    const c = categories.find((x) => x.categoryId === id);
    return c ? inLanguage(c.name, locale) : id || t('any');
  };
  return (
    <>
      <h1>{t('heading')}</h1>
      <p className="lead">{t('intro')}</p>
      {entries.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <>
          <h2 className="h3">{t('byCountry')}</h2>
          <ul>
            {byCountry.map((c) => (
              <li key={c.country}>
                {countryName(c.country, locale)}: {format.number(c.count)}
              </li>
            ))}
          </ul>
          <table className="table wait-list-table">
            <thead>
              <tr>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('email')}</th>
                <th scope="col">{t('area')}</th>
                <th scope="col">{t('garment')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td>{format.dateTime(e.createdAt, { dateStyle: 'medium' })}</td>
                  <td>{e.email}</td>
                  <td>
                    {e.zipCode}, {countryName(e.country, locale)}
                  </td>
                  <td>{garment(e.categoryId)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}
