import { connection } from 'next/server';
import { notFound } from 'next/navigation';
import { pagePrincipal } from '@/lib/admin/session';
import { ticketOrigins } from '@/lib/admin/ticket';
import { isQueueView, parseQueueCursor } from '@/lib/atelier/queue';
import { queueScreen } from '@/lib/atelier/queue-page';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { titleMetadata } from '@/lib/i18n/page-title';
import { StaffSignIn } from '../admin/_components/staff-sign-in';
import { QueueBoard } from './queue-board';

export const generateMetadata = titleMetadata('Atelier', 'queue.heading');

// The atelier's bench queue (docs/atelier.md#queue); the sign-in for anyone not signed in; 404 for other roles.
// ?lane= one view of it, ?q= a search, ?after= the "more" cursor (the last card's due date and id).
export default async function AtelierQueuePage({ searchParams }: PageProps<'/[locale]/atelier'>) {
  await connection();
  const principal = await pagePrincipal();
  if (!principal) return <StaffSignIn namespace="Atelier" />;
  if (principal.role !== 'atelier' || !principal.providerId) notFound();
  const sp = await searchParams;
  const q = typeof sp.q === 'string' ? sp.q.slice(0, 200) : '';
  const view = isQueueView(sp.lane) ? sp.lane : 'all';
  const after = parseQueueCursor(sp.after);
  // The same domain function as GET /api/sip/ateliers/{id}/queue (docs/atelier.md#queue-api).
  const [screen, index] = await Promise.all([queueScreen(principal.providerId, { q, view, after }), getCatalogue()]);
  const provider = index.providersById.get(principal.providerId)?.displayName ?? '';
  return <QueueBoard entries={screen.entries} counts={screen.counts} view={view} q={q} more={screen.next} provider={provider} origins={ticketOrigins()} />;
}
