'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/dates';
import { Money } from '@/components/ui/money';
import { StatusBadge } from '@/components/ui/status-badge';
import { Link } from '@/lib/i18n/navigation';
import type { AdminOrderRow } from '@/lib/schemas/admin';
import { Email } from './_components/email';
import { messageOr } from '@/lib/i18n/translated';
import type { Selection } from './use-selection';

export function useRowText() {
  const t = useTranslations('Admin');
  const language = useLocale();
  return {
    // Each order's dates in its own store's zone (docs/decisions.md#time-zones).
    date: (iso: string, store?: AdminOrderRow['store']) => formatDate(iso, { language, country: store?.country, timeZone: store?.timeZone }, 'dateTime'),
    day: (iso: string, store?: AdminOrderRow['store']) => formatDate(iso, { language, country: store?.country, timeZone: store?.timeZone }, 'date'),
    status: (s: string) => messageOr(t, `statuses.${s}`, s),
    type: (b: string) => messageOr(t, `bookingTypes.${b}`, b),
    items: (o: AdminOrderRow) => o.items.map((i) => `${i.name} — ${i.services.map((s) => (s.quantity > 1 ? `${s.name} × ${s.quantity}` : s.name)).join(', ')}`),
  };
}

type SortValue = 'asc' | 'desc' | 'due';

/** Due date, with the overdue flag, or the late forecast (docs/atelier.md#forecast-staff), in words (not only colour). */
function Due({ row }: { row: AdminOrderRow }) {
  const c = useTranslations('Counter');
  const text = useRowText();
  return (
    <>
      <span className={row.isOverdue ? 'due overdue' : 'due'}>{text.day(row.dueDate, row.store)}</span>
      {row.isOverdue ? <span className="badge badge-danger overdue-badge">{c('table.overdue')}</span> : row.willMiss ? <span className="badge badge-danger will-miss-badge">{c('table.willMiss')}</span> : null}
    </>
  );
}

function SelectBox({ row, selection }: { row: AdminOrderRow; selection: Selection }) {
  const c = useTranslations('Counter');
  return (
    <input type="checkbox" className="row-check" checked={selection.has(row.id)} onChange={() => selection.toggle(row.id)} aria-label={c('table.select', { number: row.orderNumber })} />
  );
}

/**
 * The table at 1024 px and up (docs/counter.md#staff-table): the order's date, type and
 * archived flag sit under its number and the store under the atelier, so nine facts fit in
 * seven columns without a horizontal scroll on a counter tablet. Its columns have set widths
 * (table-layout: fixed, the colgroup), so no value widens it, however long (issue 35 item 8): a
 * name takes two lines at most and an e-mail one, each whole in its title; other cells wrap.
 */
export function OrdersTable({ orders, sort, showStore, onSort, selection }: { orders: AdminOrderRow[]; sort: SortValue; showStore: boolean; onSort: (s: SortValue) => void; selection: Selection }) {
  const t = useTranslations('Admin');
  const c = useTranslations('Counter');
  const text = useRowText();
  const all = orders.length > 0 && orders.every((o) => selection.has(o.id));
  return (
    <div className="table-wrap">
      <table className="orders-table">
        <caption>{sort === 'due' ? c('table.captionDue') : sort === 'desc' ? t('orders.captionNewest') : t('orders.captionOldest')}</caption>
        <colgroup>
          <col className="col-check" />
          <col className="col-number" />
          <col className="col-customer" />
          <col className="col-items" />
          <col className="col-provider" />
          <col className="col-due" />
          <col className="col-status" />
          <col className="col-total" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="check-col">
              <input type="checkbox" checked={all} onChange={() => selection.setAll(all ? [] : orders.map((o) => o.id))} aria-label={c('table.selectAll')} />
            </th>
            <th scope="col" aria-sort={sort === 'due' ? undefined : sort === 'desc' ? 'descending' : 'ascending'}>
              <button type="button" className="sort-button" onClick={() => onSort(sort === 'desc' ? 'asc' : 'desc')}>
                {t('orders.columns.number')} · {t('orders.columns.date')}
                {sort === 'due' ? null : <span aria-hidden="true">{sort === 'desc' ? ' ↓' : ' ↑'}</span>}
                <span className="visually-hidden">{sort === 'desc' ? t('orders.sortToOldest') : t('orders.sortToNewest')}</span>
              </button>
            </th>
            <th scope="col">{t('orders.columns.customer')}</th>
            <th scope="col">{t('orders.columns.items')}</th>
            <th scope="col">{showStore ? `${t('orders.columns.provider')} · ${t('orders.columns.store')}` : t('orders.columns.provider')}</th>
            <th scope="col" aria-sort={sort === 'due' ? 'ascending' : undefined}>
              <button type="button" className="sort-button" onClick={() => onSort('due')}>
                {c('table.due')}
                {sort === 'due' ? <span aria-hidden="true"> ↑</span> : null}
                <span className="visually-hidden">{c('table.sortByDue')}</span>
              </button>
            </th>
            <th scope="col">{t('orders.columns.status')}</th>
            <th scope="col" className="num">
              {t('orders.columns.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id} className={selection.has(o.id) ? 'selected' : undefined}>
              <td className="check-col">
                <SelectBox row={o} selection={selection} />
              </td>
              <th scope="row">
                <Link href={`/admin/orders/${o.id}`} className="order-link">
                  {o.orderNumber}
                </Link>
                <span className="block muted small">{text.date(o.orderDate, o.store)}</span>
                <span className={`badge ${o.bookingType === 'warranty' ? 'badge-warn' : 'badge-muted'}`}>{text.type(o.bookingType)}</span>
                {o.isArchived ? <span className="badge badge-muted archived-badge">{t('orders.archived')}</span> : null}
              </th>
              <td className="customer-cell">
                <span className="block customer-name" title={`${o.customer.givenName} ${o.customer.familyName}`}>
                  {o.customer.givenName} {o.customer.familyName}
                </span>
                <span className="muted small customer-email" title={o.customer.email || undefined}>
                  {o.customer.email}
                </span>
              </td>
              <td>
                <ul className="cell-list">
                  {text.items(o).map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              </td>
              <td>
                {o.provider.displayName}
                {showStore ? <span className="block muted small">{o.store.name}</span> : null}
              </td>
              <td className="nowrap">
                <Due row={o} />
              </td>
              <td>
                <StatusBadge status={o.status} label={text.status(o.status)} />
              </td>
              <td className="num">
                <Money amount={o.total} currency={o.currency} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same rows as cards, for narrow screens (the table is hidden there, and these on wide ones). */
export function OrderCards({ orders, showStore, selection }: { orders: AdminOrderRow[]; showStore: boolean; selection: Selection }) {
  const t = useTranslations('Admin');
  const c = useTranslations('Counter');
  const text = useRowText();
  return (
    <ul className="order-cards">
      {orders.map((o) => (
        <li key={o.id} className={`card order-card${selection.has(o.id) ? ' selected' : ''}`}>
          <div className="order-card-head">
            <span className="order-card-title">
              <SelectBox row={o} selection={selection} />
              <Link href={`/admin/orders/${o.id}`} className="order-link">
                {o.orderNumber}
              </Link>
            </span>
            <StatusBadge status={o.status} label={text.status(o.status)} />
          </div>
          <dl className="order-card-facts">
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
              <dt>{c('table.due')}</dt>
              <dd>
                <Due row={o} />
              </dd>
            </div>
            <div>
              <dt>{t('orders.columns.date')}</dt>
              <dd>{text.date(o.orderDate, o.store)}</dd>
            </div>
            <div>
              <dt>{showStore ? `${t('orders.columns.provider')} · ${t('orders.columns.store')}` : t('orders.columns.provider')}</dt>
              <dd>{showStore ? `${o.provider.displayName} · ${o.store.name}` : o.provider.displayName}</dd>
            </div>
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
