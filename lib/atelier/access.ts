import 'server-only';
import { getDb } from '@/db/client';
import { findProvider } from '@/db/invoices';
import type { Principal } from '@/lib/auth/session';
import { notFound } from '@/lib/errors';

/**
 * Who reads an atelier's own records (its statement, its queue as JSON): the atelier its own, admins
 * any (`adminsOnly`: admins alone). Staff and another atelier get 404 before anything is read: an
 * atelier's records are out of a store's reach (docs/atelier.md#payouts, #queue-api).
 */
export async function readableAtelier(principal: Principal, providerId: string, adminsOnly = false) {
  const own = !adminsOnly && principal.role === 'atelier' && principal.providerId === providerId;
  if (principal.role !== 'admin' && !own) throw notFound();
  const provider = await findProvider(await getDb(), providerId);
  if (!provider) throw notFound();
  return provider;
}
