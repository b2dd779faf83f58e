import { connection } from 'next/server';
import { notFound } from 'next/navigation';
import { pagePrincipal } from '@/lib/admin/session';
import { ticketOrigins } from '@/lib/admin/ticket';
import { isQueueView, parseQueueCursor, QUEUE_PAGE, queueCursor } from '@/lib/atelier/queue';
import { atelierQueue, atelierQueueCounts } from '@/lib/atelier/queue-page';
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
  const now = new Date();
  // One more than a page: whether there is more.
  const [page, counts, index] = await Promise.all([atelierQueue(principal, { q, view, after, now, limit: QUEUE_PAGE + 1 }), atelierQueueCounts(principal, now), getCatalogue()]);
  const entries = page.slice(0, QUEUE_PAGE);
  const last = entries.at(-1);
  const more = page.length > QUEUE_PAGE && last ? queueCursor({ due: new Date(last.due), id: last.id }) : null;
  const provider = index.providersById.get(principal.providerId)?.displayName ?? '';
  return <QueueBoard entries={entries} counts={counts!} view={view} q={q} more={more} provider={provider} origins={ticketOrigins()} />;
}
