import { connection } from 'next/server';
import { requireStaffPage } from '@/lib/admin/gate';
import { visibleProviders } from '@/lib/invoices/claims';
import type { Locale } from '@/lib/schemas/common';
import { MonthSchema } from '@/lib/schemas/invoices';
import { ClaimsAdmin } from './claims-admin';
import { titleMetadata } from '@/lib/i18n/page-title';

export const generateMetadata = titleMetadata('Claims', 'heading');

const thisMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' }).format(new Date());

// An atelier's Bonus Réparation claim file for a month (docs/bonus-reparation-claims.md): admins, and staff of the stores it serves.
export default async function ClaimsPage({ params, searchParams }: PageProps<'/[locale]/admin/claims'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  const principal = await requireStaffPage(locale, '/admin/claims');
  const providers = (await visibleProviders(principal)).map((p) => ({ id: p.id, name: p.displayName, labelled: p.repairFundLabelled }));
  const query = await searchParams;
  const month = MonthSchema.safeParse(query.month).data ?? thisMonth();
  const provider = providers.find((p) => p.id === query.provider)?.id ?? providers.find((p) => p.labelled)?.id ?? providers[0]?.id ?? '';
  return <ClaimsAdmin providers={providers} initial={{ provider, month }} />;
}
