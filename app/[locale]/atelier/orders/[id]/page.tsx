import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getDb } from '@/db/client';
import { itemLabelsOf } from '@/lib/admin/detail';
import { orderWillMiss } from '@/lib/atelier/queue-page';
import { pagePrincipal } from '@/lib/admin/session';
import { ApiError } from '@/lib/http/errors';
import { titleMetadata } from '@/lib/i18n/page-title';
import { getOrder } from '@/lib/orders/read';
import type { Locale } from '@/lib/schemas/common';
import type { Order } from '@/lib/schemas/orders';
import { ClientIsland } from '../../../_components/messages';
import { StaffSignIn } from '../../../admin/_components/staff-sign-in';
import { AtelierOrder } from './atelier-order';

export const generateMetadata = titleMetadata('Thread', 'title');

// One order at the bench (docs/atelier.md#order-page), where the thread's e-mails link: what the
// atelier may see of it (never the customer's contact: the order read blanks it), its photos, its
// next step, its thread. Another atelier's order, or any other role: 404.
export default async function AtelierOrderPage({ params }: PageProps<'/[locale]/atelier/orders/[id]'>) {
  await connection();
  const { locale, id } = (await params) as { locale: Locale; id: string };
  const principal = await pagePrincipal();
  if (!principal) return <StaffSignIn namespace="Atelier" />;
  if (principal.role !== 'atelier' || !principal.providerId) notFound();
  let order: Order;
  try {
    order = await getOrder(id, principal);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_found') notFound();
    throw error;
  }
  return (
    <ClientIsland messages={['Atelier', 'Thread', 'Admin', 'OrderLife', 'Account', 'UI', 'Lightbox', 'Photos']}>
      <AtelierOrder initial={{ order, itemLabels: await itemLabelsOf(order, locale), notes: [], people: {}, contactChanges: [] }} locale={locale} willMiss={await orderWillMiss(await getDb(), order.id)} />
    </ClientIsland>
  );
}
