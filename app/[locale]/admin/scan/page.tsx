import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { requireStaffPage } from '@/lib/admin/gate';
import type { Locale } from '@/lib/schemas/common';
import { Scanner } from './scanner';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/scan'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Counter' });
  return { title: t('scan.heading') };
}

// A parcel at the atelier, a garment at the counter: scan its tag (or type its number) to open the order.
export default async function ScanPage({ params }: PageProps<'/[locale]/admin/scan'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  await requireStaffPage(locale, '/admin/scan');
  return <Scanner />;
}
