import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { ClientIsland } from '../../_components/messages';
import { InvitationForm } from './invitation-form';
import '../account.css';

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Invitation' });
  return { title: t('title'), robots: { index: false } };
}

// /{locale}/account/invitation#token=… — an invitee chooses the password of the account an admin invited them to (docs/back-office.md#people)
export default async function InvitationPage() {
  await connection();
  return (
    <ClientIsland messages={['Invitation', 'UI']}>
      <InvitationForm />
    </ClientIsland>
  );
}
