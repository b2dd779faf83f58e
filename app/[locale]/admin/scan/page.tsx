import { connection } from 'next/server';
import { requireStaffPage } from '@/lib/admin/gate';
import { ticketOrigins } from '@/lib/admin/ticket';
import type { Locale } from '@/lib/schemas/common';
import { Scanner } from './scanner';
import { titleMetadata } from '@/lib/i18n/page-title';

export const generateMetadata = titleMetadata('Counter', 'scan.heading');

// A parcel at the atelier, a garment at the counter: scan its tag (or type its number) to open the order.
export default async function ScanPage({ params }: PageProps<'/[locale]/admin/scan'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  await requireStaffPage(locale, '/admin/scan');
  return <Scanner origins={ticketOrigins()} />;
}
