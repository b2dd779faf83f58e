'use client';

import { useTranslations } from 'next-intl';
import { CardSection } from '@/components/ui/card-section';
import type { useStoreDates } from '@/lib/client/use-dates';
import { messageOr } from '@/lib/i18n/translated';

const FLOW = ['booked', 'in_transit', 'received', 'in_repair', 'repaired', 'completed'] as const;

/**
 * Where the order has been (each status with its date, in the store's time) and the steps still
 * ahead: the account's order page and the e-mailed tracking link show the same timeline
 * (docs/notifications.md#state).
 */
export function OrderTimeline({ histories, status, dates }: { histories: { status: string; date: string }[]; status: string; dates: Pick<ReturnType<typeof useStoreDates>, 'date'> }) {
  const t = useTranslations('Orders');
  const reached = new Set(histories.map((h) => h.status));
  return (
    <CardSection id="timeline-h" title={t('timeline')}>
      <ol className="timeline">
        {histories.map((h, i) => (
          <li key={`${h.status}-${i}`} className="done">
            <span className="dot" aria-hidden="true" />
            <span>
              <strong>{messageOr(t, `statuses.${h.status}`, h.status)}</strong>
              <span className="muted small block">{dates.date(h.date, 'dateTime')}</span>
            </span>
          </li>
        ))}
        {status !== 'cancelled'
          ? FLOW.filter((s) => !reached.has(s) && FLOW.indexOf(s) > FLOW.indexOf(status as (typeof FLOW)[number])).map((s) => (
              <li key={s} className="todo">
                <span className="dot" aria-hidden="true" />
                <span className="muted">{t(`statuses.${s}`)}</span>
              </li>
            ))
          : null}
      </ol>
    </CardSection>
  );
}
