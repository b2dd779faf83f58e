'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Money } from '@/components/ui/money';
import { StatusBadge } from '@/components/ui/status-badge';
import { StepHeading } from '@/components/ui/step-heading';
import { Link } from '@/lib/i18n/navigation';
import { ORDER_STATUSES } from '@/lib/orders/status';
import type { AdminOrderPage, AdminOrderRow } from '@/lib/schemas/admin';
import type { Locale } from '@/lib/schemas/common';
import { browserApi } from '@/lib/client/api';
import { Email } from './_components/email';
import { apiSearch, BOOKING_TYPES, EMPTY_FILTERS, filtersFromSearch, filtersToSearch, type AdminFilters } from './_components/filters';
import { messageOr } from '@/lib/i18n/translated';

type Option = { id: string; name: string };

/**
 * The staff orders table. The first page comes rendered from the server; filters, sort and
 * pages live in the URL (history.pushState: no server round trip, back/forward work) and
 * react-query fetches what the URL asks for.
 */
export function OrdersBoard({
  initial,
  initialSearch,
  providers,
  stores,
  showStore,
  locale,
}: {
  initial: AdminOrderPage;
  initialSearch: string;
  providers: Option[];
  stores: Option[];
  showStore: boolean;
  locale: Locale;
}) {
  const t = useTranslations('Admin');
  const search = useSearchParams();
  const filters = filtersFromSearch(search);
  const key = filtersToSearch(filters).toString();
  const query = useQuery({
    queryKey: ['admin', 'orders', locale, key],
    queryFn: ({ signal }) => browserApi.admin.orders(apiSearch(filters), signal),
    initialData: key === initialSearch ? initial : undefined,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
  const resultsRef = useRef<HTMLHeadingElement>(null);
  // After a page change, the keyboard goes to the results once they are there.
  const focusResults = useRef(false);

  const navigate = (next: AdminFilters, options: { focus?: boolean } = {}) => {
    const qs = filtersToSearch(next).toString();
    window.history.pushState(null, '', qs ? `?${qs}` : window.location.pathname);
    if (options.focus) focusResults.current = true;
  };

  useEffect(() => {
    if (focusResults.current && !query.isFetching) {
      focusResults.current = false;
      resultsRef.current?.focus();
    }
  }, [key, query.isFetching]);

  const page = query.data;
  const exportHref = `/api/sip/orders/export?${apiSearch(filters, { page: false })}&lang=${locale}`;

  return (
    <>
      <StepHeading>{t('orders.heading')}</StepHeading>
      <FiltersForm
        key={key}
        filters={filters}
        providers={providers}
        stores={stores}
        showStore={showStore}
        onApply={(next) => navigate({ ...next, cursor: '' })}
        exportHref={exportHref}
      />
      <section aria-labelledby="results-h" className="admin-results" aria-busy={query.isFetching || undefined}>
        <div className="results-head">
          <h2 id="results-h" ref={resultsRef} tabIndex={-1} className="h3">
            {t('orders.results')}
          </h2>
          <p role="status" className="muted small">
            {query.isFetching ? t('orders.loading') : page ? t('orders.count', { count: page.orders.length }) : ''}
          </p>
        </div>
        {query.isError && !page ? (
          <ErrorState error={query.error} onRetry={() => query.refetch()} />
        ) : page ? (
          page.orders.length === 0 ? (
            <div className="card empty">
              <p>{t('orders.empty')}</p>
              {key ? (
                <Button variant="secondary" onClick={() => navigate(EMPTY_FILTERS)}>
                  {t('filters.reset')}
                </Button>
              ) : null}
            </div>
          ) : (
            <>
              <OrdersTable orders={page.orders} sort={filters.sort} showStore={showStore} onSort={(sort) => navigate({ ...filters, sort, cursor: '' })} />
              <OrderCards orders={page.orders} showStore={showStore} />
            </>
          )
        ) : null}
        {page && (page.prevCursor || page.nextCursor || filters.cursor) ? (
          <nav aria-label={t('pagination.label')} className="pager">
            <Button variant="ghost" disabled={!page.prevCursor && !filters.cursor} onClick={() => navigate({ ...filters, cursor: page.prevCursor ?? '' }, { focus: true })}>
              <span aria-hidden="true">←</span> {t('pagination.previous')}
            </Button>
            <Button variant="ghost" disabled={!page.nextCursor} onClick={() => navigate({ ...filters, cursor: page.nextCursor ?? '' }, { focus: true })}>
              {t('pagination.next')} <span aria-hidden="true">→</span>
            </Button>
          </nav>
        ) : null}
      </section>
    </>
  );
}

function FiltersForm({
  filters,
  providers,
  stores,
  showStore,
  onApply,
  exportHref,
}: {
  filters: AdminFilters;
  providers: Option[];
  stores: Option[];
  showStore: boolean;
  onApply: (f: AdminFilters) => void;
  exportHref: string;
}) {
  const t = useTranslations('Admin');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const next = filtersFromSearch(Object.fromEntries([...data.entries()].map(([k, v]) => [k, String(v)])));
    if (next.from && next.to && next.to < next.from) {
      setError(t('filters.dateOrder'));
      requestAnimationFrame(() => document.getElementById('f-to')?.focus());
      return;
    }
    setError(null);
    onApply(next);
  };
  return (
    <form role="search" aria-label={t('filters.label')} className="card admin-filters" onSubmit={submit} noValidate>
      <div className="filters-grid">
        <Field id="f-q" label={t('filters.search')} hint={t('filters.searchHint')} className="filter-search">
          <input id="f-q" name="q" type="search" defaultValue={filters.q} aria-describedby="f-q-hint" maxLength={100} autoComplete="off" />
        </Field>
        <Field id="f-status" label={t('filters.status')}>
          <select id="f-status" name="status" defaultValue={filters.status}>
            <option value="">{t('filters.any')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="f-type" label={t('filters.bookingType')}>
          <select id="f-type" name="bookingType" defaultValue={filters.bookingType}>
            <option value="">{t('filters.any')}</option>
            {BOOKING_TYPES.map((b) => (
              <option key={b} value={b}>
                {t(`bookingTypes.${b}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="f-provider" label={t('filters.provider')}>
          <select id="f-provider" name="providerId" defaultValue={filters.providerId}>
            <option value="">{t('filters.any')}</option>
            {providers.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </Field>
        {showStore ? (
          <Field id="f-store" label={t('filters.store')}>
            <select id="f-store" name="storeId" defaultValue={filters.storeId}>
              <option value="">{t('filters.any')}</option>
              {stores.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <Field id="f-from" label={t('filters.from')}>
          <input id="f-from" name="from" type="date" defaultValue={filters.from} />
        </Field>
        <Field id="f-to" label={t('filters.to')} error={error}>
          <input id="f-to" name="to" type="date" defaultValue={filters.to} aria-invalid={error ? true : undefined} aria-describedby={error ? 'f-to-error' : undefined} />
        </Field>
        <Field id="f-archived" label={t('filters.archived')}>
          <select id="f-archived" name="archived" defaultValue={filters.archived}>
            <option value="false">{t('filters.archivedFalse')}</option>
            <option value="true">{t('filters.archivedTrue')}</option>
            <option value="all">{t('filters.archivedAll')}</option>
          </select>
        </Field>
        <Field id="f-sort" label={t('filters.sort')}>
          <select id="f-sort" name="sort" defaultValue={filters.sort}>
            <option value="desc">{t('orders.newestFirst')}</option>
            <option value="asc">{t('orders.oldestFirst')}</option>
          </select>
        </Field>
      </div>
      <div className="form-actions">
        <Button type="submit">{t('filters.apply')}</Button>
        <Link href="/admin" className="btn btn-ghost">
          {t('filters.reset')}
        </Link>
        <a href={exportHref} className="btn btn-secondary export-link" download aria-describedby="export-hint">
          {t('filters.export')}
        </a>
        <span id="export-hint" className="muted small">
          {t('filters.exportHint')}
        </span>
      </div>
    </form>
  );
}

function useRowText() {
  const t = useTranslations('Admin');
  const format = useFormatter();
  return {
    date: (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }),
    status: (s: string) => messageOr(t, `statuses.${s}`, s),
    type: (b: string) => messageOr(t, `bookingTypes.${b}`, b),
    items: (o: AdminOrderRow) => o.items.map((i) => `${i.name} — ${i.services.map((s) => (s.quantity > 1 ? `${s.name} × ${s.quantity}` : s.name)).join(', ')}`),
  };
}

function OrdersTable({ orders, sort, showStore, onSort }: { orders: AdminOrderRow[]; sort: 'asc' | 'desc'; showStore: boolean; onSort: (s: 'asc' | 'desc') => void }) {
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
              <td className="nowrap">{text.date(o.orderDate)}</td>
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
function OrderCards({ orders, showStore }: { orders: AdminOrderRow[]; showStore: boolean }) {
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
              <dd>{text.date(o.orderDate)}</dd>
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
