'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/dates';
import { Money } from '@/components/ui/money';
import { StatusBadge } from '@/components/ui/status-badge';
import { Link } from '@/lib/i18n/navigation';
import type { AdminOrderRow } from '@/lib/schemas/admin';
import { Email } from './_components/email';
import { messageOr } from '@/lib/i18n/translated';

export function useRowText() {
  const t = useTranslations('Admin');
  const language = useLocale();
  return {
    // Each order's date in its own store's zone (docs/decisions.md#time-zones).
    date: (iso: string, store?: AdminOrderRow['store']) => formatDate(iso, { language, country: store?.country, timeZone: store?.timeZone }, 'dateTime'),
    status: (s: string) => messageOr(t, `statuses.${s}`, s),
    type: (b: string) => messageOr(t, `bookingTypes.${b}`, b),
    items: (o: AdminOrderRow) => o.items.map((i) => `${i.name} — ${i.services.map((s) => (s.quantity > 1 ? `${s.name} × ${s.quantity}` : s.name)).join(', ')}`),
  };
}

export function OrdersTable({ orders, sort, showStore, onSort }: { orders: AdminOrderRow[]; sort: 'asc' | 'desc'; showStore: boolean; onSort: (s: 'asc' | 'desc') => void }) {
  const t = useTranslations('Admin');
  const text = useRowText();
  return (
    <div className="table-wrap">
      <table className="orders-table">
        <caption>{sort === 'desc' ? t('orders.captionNewest') : t('orders.captionOldest')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.columns.number')}</th>
            <th scope="col" aria-sort={sort === 'desc' ? 'descending' : 'ascending'}>
              <button type="button" className="sort-button" onClick={() => onSort(sort === 'desc' ? 'asc' : 'desc')}>
                {t('orders.columns.date')}
                <span aria-hidden="true">{sort === 'desc' ? ' ↓' : ' ↑'}</span>
                <span className="visually-hidden">{sort === 'desc' ? t('orders.sortToOldest') : t('orders.sortToNewest')}</span>
              </button>
            </th>
            <th scope="col">{t('orders.columns.customer')}</th>
            <th scope="col">{t('orders.columns.items')}</th>
            <th scope="col">{t('orders.columns.provider')}</th>
            {showStore ? <th scope="col">{t('orders.columns.store')}</th> : null}
            <th scope="col">{t('orders.columns.status')}</th>
            <th scope="col" className="num">
              {t('orders.columns.total')}
            </th>
            <th scope="col">{t('orders.columns.type')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id}>
              <th scope="row">
                <Link href={`/admin/orders/${o.id}`} className="order-link">
                  {o.orderNumber}
                </Link>
                {o.isArchived ? <span className="badge badge-muted archived-badge">{t('orders.archived')}</span> : null}
              </th>
              <td className="nowrap">{text.date(o.orderDate, o.store)}</td>
              <td>
                <span className="block">
                  {o.customer.givenName} {o.customer.familyName}
                </span>
                <span className="muted small break">
                  <Email value={o.customer.email} />
                </span>
              </td>
              <td>
                <ul className="cell-list">
                  {text.items(o).map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              </td>
              <td>{o.provider.displayName}</td>
              {showStore ? <td>{o.store.name}</td> : null}
              <td>
                <StatusBadge status={o.status} label={text.status(o.status)} />
              </td>
              <td className="num">
                <Money amount={o.total} currency={o.currency} />
              </td>
              <td>
                <span className={`badge ${o.bookingType === 'warranty' ? 'badge-warn' : 'badge-muted'}`}>{text.type(o.bookingType)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same rows as cards, for narrow screens (the table is hidden there, and these on wide ones). */
export function OrderCards({ orders, showStore }: { orders: AdminOrderRow[]; showStore: boolean }) {
  const t = useTranslations('Admin');
  const text = useRowText();
  return (
    <ul className="order-cards">
      {orders.map((o) => (
        <li key={o.id} className="card order-card">
          <div className="order-card-head">
            <Link href={`/admin/orders/${o.id}`} className="order-link">
              {o.orderNumber}
            </Link>
            <StatusBadge status={o.status} label={text.status(o.status)} />
          </div>
          <dl className="order-card-facts">
            <div>
              <dt>{t('orders.columns.date')}</dt>
              <dd>{text.date(o.orderDate, o.store)}</dd>
            </div>
            <div>
              <dt>{t('orders.columns.customer')}</dt>
              <dd>
                {o.customer.givenName} {o.customer.familyName}
                <span className="muted small break block">
                  <Email value={o.customer.email} />
                </span>
              </dd>
            </div>
            <div>
              <dt>{t('orders.columns.items')}</dt>
              <dd>{text.items(o).join('; ')}</dd>
            </div>
            <div>
              <dt>{t('orders.columns.provider')}</dt>
              <dd>{o.provider.displayName}</dd>
            </div>
            {showStore ? (
              <div>
                <dt>{t('orders.columns.store')}</dt>
                <dd>{o.store.name}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('orders.columns.total')}</dt>
              <dd>
                <Money amount={o.total} currency={o.currency} /> · {text.type(o.bookingType)}
                {o.isArchived ? ` · ${t('orders.archived')}` : ''}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
