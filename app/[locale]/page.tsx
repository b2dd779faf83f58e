import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { listClothesCategories } from '@/lib/catalogue';
import type { Locale } from '@/lib/schemas/common';

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  const t = await getTranslations({ locale, namespace: 'Home' });
  const categories = await listClothesCategories({});
  return (
    <main className="page">
      <h1>{t('heading')}</h1>
      <p>{t('intro')}</p>
      <ul className="category-grid">
        {categories.map((c) => (
          <li key={c.categoryId}>
            {/* eslint-disable-next-line @next/next/no-img-element -- small local SVGs */}
            <img src={c.image} alt="" width={64} height={64} />
            <span>{c.name[locale]}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
