'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { StepHeading } from '@/components/ui/step-heading';
import type { AdminOrderPage } from '@/lib/schemas/admin';
import type { Locale } from '@/lib/schemas/common';
import { COUNT_CAP } from '@/lib/schemas/constants';
import { browserApi } from '@/lib/client/api';
import { apiSearch, EMPTY_FILTERS, filtersFromSearch, filtersToSearch, type AdminFilters } from './_components/filters';
import { FiltersForm, type FilterOption } from './filters-form';
import { OrdersTable, OrderCards } from './orders-table';
import { BulkBar } from './bulk-bar';
import { SavedViews } from './saved-views';
import { useSelection } from './use-selection';

/** A colleague's change shows within this long, without a reload (docs/counter.md#staff-table). */
const POLL_MS = 20_000;

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
  providers: FilterOption[];
  stores: FilterOption[];
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
    // Refetched while the tab is in view; react-query keeps the rows on screen meanwhile.
    refetchInterval: POLL_MS,
  });
  const c = useTranslations('Counter');
  const selection = useSelection();
  const { setAll } = selection;
  // Another view, another set of rows: nothing stays ticked out of sight.
  useEffect(() => setAll([]), [key, setAll]);
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
      <SavedViews current={key} onOpen={(next) => navigate(next)} />
      <FiltersForm
        key={key}
        filters={filters}
        providers={providers}
        stores={stores}
        showStore={showStore}
        onApply={(next) => navigate({ ...next, cursor: '' })}
        exportHref={exportHref}
      />
      <section aria-labelledby="results-h" className="admin-results" aria-busy={query.isPlaceholderData || (query.isFetching && !page) || undefined}>
        <div className="results-head">
          <h2 id="results-h" ref={resultsRef} tabIndex={-1} className="h3">
            {t('orders.results')}
          </h2>
          <p role="status" className="muted small">
            {query.isPlaceholderData || (query.isFetching && !page) ? t('orders.loading') : page ? c('table.total', { count: page.total, cap: COUNT_CAP, shown: page.orders.length, more: page.total > COUNT_CAP ? 'yes' : 'no' }) : ''}
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
              <BulkBar orders={page.orders} selection={selection} />
              <OrdersTable orders={page.orders} sort={filters.sort} showStore={showStore} selection={selection} onSort={(sort) => navigate({ ...filters, sort, cursor: '' })} />
              <OrderCards orders={page.orders} showStore={showStore} selection={selection} />
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
