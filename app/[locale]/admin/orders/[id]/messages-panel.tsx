'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useStoreDates, type StoreClock } from '@/lib/client/use-dates';
import { ErrorState } from '@/components/ui/error-state';
import { apiFetch } from '@/lib/client/fetcher';
import { OrderMessagesSchema, type OrderMessage } from '@/lib/schemas/notifications';
import { CardSection } from '@/components/ui/card-section';

const TONE: Record<OrderMessage['status'], string> = { queued: 'warn', sent: 'success', failed: 'danger', kept: 'info' };

/** "Messages sent to the customer": each e-mail with its status; refreshed while one is still on its way. */
export function MessagesPanel({ orderId, store }: { orderId: string; store: StoreClock }) {
  const t = useTranslations('Notifications');
  const dates = useStoreDates(store); // the order's store's time (docs/decisions.md#time-zones)
  const query = useQuery({
    queryKey: ['order-messages', orderId],
    queryFn: ({ signal }) => apiFetch(`/api/sip/admin/orders/${encodeURIComponent(orderId)}/messages`, OrderMessagesSchema, { signal }),
    refetchInterval: (q) => (!q.state.data || q.state.data.messages.length === 0 || q.state.data.messages.some((m) => m.status === 'queued') ? 2000 : false),
  });
  return (
    <CardSection id="messages-h" title={t('messagesTitle')}>
      {query.isError ? <ErrorState error={query.error} onRetry={() => query.refetch()} /> : null}
      {query.data && query.data.messages.length === 0 ? <p>{t('messagesEmpty')}</p> : null}
      <ul className="messages-list" aria-live="polite">
        {query.data?.messages.map((m) => (
          <li key={m.id}>
            <p>
              <strong>{m.subject}</strong> <span className={`badge badge-${TONE[m.status]}`}>{t(`messageStatus.${m.status}`)}</span>
            </p>
            <p>
              {t('messageTo', { address: m.toAddress })} · {dates.date(m.sentAt ?? m.createdAt, 'dateTime')} · {t('messageAttempts', { count: m.attempts })}
              {m.lastError ? ` · ${m.lastError}` : ''}
            </p>
            <details>
              <summary>{t('messageShow')}</summary>
              <pre className="message-text" lang={m.locale}>{m.text}</pre>
            </details>
          </li>
        ))}
      </ul>
    </CardSection>
  );
}
