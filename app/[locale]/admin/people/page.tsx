import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { requireStaffPage } from '@/lib/admin/gate';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { titleMetadata } from '@/lib/i18n/page-title';
import { listPeople } from '@/lib/people/accounts';
import { BACK_OFFICE_ROLE_NAMES } from '@/lib/schemas/back-office-roles';
import type { Locale } from '@/lib/schemas/common';
import { ClientIsland } from '../../_components/messages';
import { NoAccess } from '../_components/no-access';
import { PeopleAdmin } from './people-admin';
import './back-office.css';

export const generateMetadata = titleMetadata('People', 'title');

// The back office's people (docs/back-office.md#people): admins invite, change and deactivate colleagues; staff: 404.
export default async function PeoplePage({ params }: PageProps<'/[locale]/admin/people'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  const principal = await requireStaffPage(locale, '/admin/people');
  if (principal.role === 'staff') notFound();
  if (principal.role !== 'admin') return <NoAccess email={principal.email} />;
  const catalogue = await getCatalogue();
  const stores = [...catalogue.storesById.values()].map((s) => ({ id: s.id, name: s.name }));
  const ateliers = [...catalogue.providersById.values()].map((p) => ({ id: p.id, name: p.displayName }));
  const { people, invitations } = await listPeople();
  return (
    <ClientIsland messages={['People', 'UI']}>
      <PeopleAdmin people={people} invitations={invitations} stores={stores} ateliers={ateliers} roles={BACK_OFFICE_ROLE_NAMES} selfId={principal.accountId} locale={locale} />
    </ClientIsland>
  );
}
