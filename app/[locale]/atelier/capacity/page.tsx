import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { CapacityForm } from '@/components/atelier/capacity-form';
import { pagePrincipal } from '@/lib/admin/session';
import { titleMetadata } from '@/lib/i18n/page-title';
import { getAtelierCapacity } from '@/lib/places/service';
import type { Locale } from '@/lib/schemas/common';
import { ClientIsland } from '../../_components/messages';
import { StaffSignIn } from '../../admin/_components/staff-sign-in';

export const generateMetadata = titleMetadata('Capacity', 'title');

// The atelier's bench calendar (docs/atelier.md#capacity-page): its own; other roles 404, a visitor the sign-in.
export default async function AtelierCapacityPage({ params }: PageProps<'/[locale]/atelier/capacity'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  const principal = await pagePrincipal();
  if (!principal) return <StaffSignIn namespace="Atelier" />;
  if (principal.role !== 'atelier' || !principal.providerId) notFound();
  const t = await getTranslations({ locale, namespace: 'Capacity' });
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <ClientIsland messages={['Capacity', 'UI']}>
        <CapacityForm initial={await getAtelierCapacity(principal, principal.providerId)} />
      </ClientIsland>
    </>
  );
}
