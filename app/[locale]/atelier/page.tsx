import { connection } from 'next/server';
import { notFound } from 'next/navigation';
import { pagePrincipal } from '@/lib/admin/session';
import { ticketOrigins } from '@/lib/admin/ticket';
import { atelierQueue } from '@/lib/atelier/queue-page';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { titleMetadata } from '@/lib/i18n/page-title';
import { StaffSignIn } from '../admin/_components/staff-sign-in';
import { QueueBoard } from './queue-board';

export const generateMetadata = titleMetadata('Atelier', 'queue.heading');

// The atelier's bench queue (docs/atelier.md#queue); the sign-in for anyone not signed in; 404 for other roles.
export default async function AtelierQueuePage({ searchParams }: PageProps<'/[locale]/atelier'>) {
  await connection();
  const principal = await pagePrincipal();
  if (!principal) return <StaffSignIn namespace="Atelier" />;
  if (principal.role !== 'atelier' || !principal.providerId) notFound();
  const sp = await searchParams;
  const q = typeof sp.q === 'string' ? sp.q.slice(0, 200) : '';
  const [entries, index] = await Promise.all([atelierQueue(principal, { q }), getCatalogue()]);
  const provider = index.providersById.get(principal.providerId)?.displayName ?? '';
  return <QueueBoard entries={entries} q={q} provider={provider} origins={ticketOrigins()} />;
}
