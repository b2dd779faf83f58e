'use client';

import { useTranslations } from 'next-intl';
import { Money } from '@/components/ui/money';
import { useStoreDates, type StoreClock } from '@/lib/client/use-dates';

/** Statuses past which a due date no longer means anything to the customer. */
export const DONE_STATUSES = new Set(['completed', 'cancelled']);

/** An order row's total and due date ("ready around …"), aligned at the row's end. */
export function OrderFigures({ total, currency, due, done, store }: { total: number | undefined; currency: string | undefined; due: string | undefined; done: boolean; store: StoreClock }) {
  const t = useTranslations('Site.myOrders');
  const dates = useStoreDates(store);
  return (
    <span className="order-figures">
      {total !== undefined && currency ? (
        <span>
          <span className="visually-hidden">{t('total')} </span>
          <Money amount={total} currency={currency} className="order-total" />
        </span>
      ) : null}
      {due && !done ? <span className="muted small block">{t('due', { date: dates.date(due, 'date') })}</span> : null}
    </span>
  );
}
