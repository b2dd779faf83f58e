import { atelierAddresses } from '@/db/atelier-accounts';
import type { Tx } from '@/db/client';
import type { DispatchRound, OutboxEventRow } from '@/db/outbox';
import type { CatalogueIndex } from '@/lib/catalogue/catalogue-index';
import { newId } from '@/lib/ids';
import { newTrackingToken } from '@/lib/orders/tracking';
import { LOCALES } from '@/lib/schemas/constants';
import type { Locale } from '@/lib/schemas/common';
import type { Order } from '@/lib/schemas/orders';
import { renderEmail } from './emails/render';
import { threadEmailContent, type ThreadRecipient } from './emails/thread-content';

const asLocale = (value: string | undefined): Locale | null => ((LOCALES as readonly string[]).includes(String(value)) ? (value as Locale) : null);
/** An atelier's language: its country's (docs/atelier.md#messages); else the store's. */
const COUNTRY_LOCALE: Record<string, Locale> = { FR: 'fr', BE: 'fr', LU: 'fr', DE: 'de', AT: 'de', CH: 'de', ES: 'es', GB: 'en', US: 'en', IE: 'en' };

type Options = { now: Date; mail: boolean; origin: string };

/**
 * The e-mails of a thread message (docs/atelier.md#messages), made in the dispatcher's transaction.
 * A customer's message goes to the other side: the store (its address, in its language, a link
 * to the staff order page) and the atelier (each active account of it, else its contact address,
 * in its country's language, a link to its order view). A message of the store or the atelier
 * goes to the customer, in the order's language, with a fresh tracking link. The author never
 * gets their own message.
 */
export async function threadEmails(tx: Tx, event: OutboxEventRow, order: Order, catalogue: CatalogueIndex, options: Options): Promise<Pick<DispatchRound, 'emails' | 'tokens'>> {
  const comment = order.comments.find((c) => c.id === event.data.commentId);
  if (!comment) return { emails: [], tokens: [] };
  const request = order.requests.find((r) => r.id === comment.id) ?? null;
  const storeLocale = asLocale(order.store.language) ?? 'en';
  const targets: { to: ThreadRecipient; address: string; locale: Locale; link: (token?: string) => string }[] = [];
  const tokens: DispatchRound['tokens'] = [];
  if (comment.role === 'customer') {
    if (order.store.email) targets.push({ to: 'store', address: order.store.email, locale: storeLocale, link: () => `${options.origin}/${storeLocale}/admin/orders/${order.id}` });
    const provider = catalogue.providersById.get(order.providerId);
    const atelierLocale = COUNTRY_LOCALE[provider?.address?.country?.toUpperCase() ?? ''] ?? storeLocale;
    const accounts = await atelierAddresses(tx, order.providerId);
    const addresses = accounts.length ? accounts : provider?.contact.email ? [provider.contact.email] : [];
    for (const address of addresses) targets.push({ to: 'atelier', address, locale: atelierLocale, link: () => `${options.origin}/${atelierLocale}/atelier/orders/${order.id}` });
  } else if (order.customer.email) {
    const locale = asLocale(order.language) ?? 'en';
    const { token, row } = newTrackingToken(order.id, options.now);
    tokens.push(row);
    targets.push({ to: 'customer', address: order.customer.email, locale, link: () => `${options.origin}/${locale}/track/${token}` });
  }
  const seen = new Set<string>();
  const emails: DispatchRound['emails'] = [];
  for (const target of targets) {
    const address = target.address.toLowerCase();
    if (seen.has(address)) continue;
    seen.add(address);
    const rendered = renderEmail(threadEmailContent(order, comment, request, target.to, target.locale, target.link()));
    emails.push({
      id: newId(), eventId: event.id, orderId: order.id, kind: `message_to_${target.to}`, locale: target.locale, toAddress: target.address, ...rendered,
      status: options.mail ? 'queued' : 'kept', nextAttemptAt: options.now, createdAt: options.now,
    });
  }
  return { emails, tokens };
}
