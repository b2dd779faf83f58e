import { apiMessages } from '@/lib/http/messages';
import type { Locale } from '@/lib/schemas/common';
import type { Order, OrderComment, OrderRequest } from '@/lib/schemas/orders';
import type { EmailContent } from './content';

/** Who a thread message's e-mail goes to (docs/atelier.md#messages). */
export type ThreadRecipient = 'customer' | 'store' | 'atelier';

/**
 * The e-mail telling the other side of an order's thread that a message came (docs/atelier.md#messages),
 * in the `ThreadMail` messages of the recipient's language: who wrote, the text as written (plain
 * text: the document escapes it, the text part carries it as is), the request it makes, and the
 * link to answer. The atelier's copy names the customer by given name only: it never carries
 * their contact details.
 */
export function threadEmailContent(order: Order, comment: OrderComment, request: OrderRequest | null, to: ThreadRecipient, locale: Locale, link: string): EmailContent {
  const t = apiMessages(locale, 'ThreadMail');
  const vars = { number: order.orderNumber, author: comment.authorName, store: order.store.name, provider: order.provider.displayName };
  const from = t(`from.${comment.role === 'admin' ? 'staff' : comment.role}`, vars);
  return {
    locale,
    subject: t('subject', { ...vars, from }),
    heading: t('heading', vars),
    greeting: to === 'customer' ? t('greetingCustomer', { name: order.customer.givenName || order.customer.name }) : t('greetingTeam', vars),
    paragraphs: [t('intro', { ...vars, from }), ...(request ? [t('request', { kind: t(`kinds.${request.kind}`) })] : [])],
    sections: [{ heading: from, paragraphs: comment.text.split(/\r?\n/) }],
    actions: [{ label: t(`action.${to}`), href: link }],
    footer: t('footer', vars),
  };
}
