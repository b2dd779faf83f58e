'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { Link } from '@/lib/i18n/navigation';
import { ORDER_STATUSES } from '@/lib/orders/status';
import { BOOKING_TYPES, filtersFromSearch, type AdminFilters } from './_components/filters';

/** An atelier or a store to filter by. */
export type FilterOption = { id: string; name: string };

/** Form data with repeated keys (the status checkboxes) kept as lists. */
function formValues(form: HTMLFormElement): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [k, v] of new FormData(form).entries()) (out[k] ??= []).push(String(v));
  return out;
}

/**
 * Orders first (issue 35 item 8, docs/counter.md#staff-table): the search stays in view; the
 * other filters fold behind a summary that counts and names the active ones, on every screen.
 * Open, they took 1,070 px on a phone and pushed the first order below the fold at 1024 × 768
 * and 1280 × 800. Applying filters re-mounts the form (its `key`): folded again, the summary
 * saying what applies.
 */
export function FiltersForm({
  filters,
  providers,
  stores,
  showStore,
  onApply,
  exportHref,
}: {
  filters: AdminFilters;
  providers: FilterOption[];
  stores: FilterOption[];
  showStore: boolean;
  onApply: (f: AdminFilters) => void;
  exportHref: string;
}) {
  const t = useTranslations('Admin');
  const c = useTranslations('Counter');
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const statuses = new Set(filters.status.split(',').filter(Boolean));
  const archivedOptions = [{ value: 'false', label: t('filters.archivedFalse') }, { value: 'true', label: t('filters.archivedTrue') }, { value: 'all', label: t('filters.archivedAll') }];
  // The active filters in words, for the folded summary: "Status: Booked, Received · Store: Paris".
  const named = (name: string, value: string | undefined) => (value ? c('filters.applied', { name, value }) : '');
  const applied = [
    named(t('filters.status'), ORDER_STATUSES.filter((s) => statuses.has(s)).map((s) => t(`statuses.${s}`)).join(', ')),
    filters.overdue === 'true' ? c('filters.overdue') : '',
    named(t('filters.bookingType'), BOOKING_TYPES.find((b) => b === filters.bookingType) && t(`bookingTypes.${filters.bookingType as (typeof BOOKING_TYPES)[number]}`)),
    named(t('filters.provider'), filters.providerId && (providers.find((p) => p.id === filters.providerId)?.name ?? filters.providerId)),
    named(t('filters.store'), filters.storeId && (stores.find((s) => s.id === filters.storeId)?.name ?? filters.storeId)),
    named(t('filters.from'), filters.from),
    named(t('filters.to'), filters.to),
    named(t('filters.archived'), filters.archived !== 'false' ? archivedOptions.find((o) => o.value === filters.archived)?.label : undefined),
  ].filter(Boolean);
  const active = applied.length;
  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const next = filtersFromSearch(formValues(e.currentTarget));
    if (next.from && next.to && next.to < next.from) {
      setError(t('filters.dateOrder'));
      setOpen(true);
      requestAnimationFrame(() => document.getElementById('f-to')?.focus());
      return;
    }
    setError(null);
    onApply(next);
  };
  const sortOptions = [{ value: 'desc', label: t('orders.newestFirst') }, { value: 'asc', label: t('orders.oldestFirst') }, { value: 'due', label: c('filters.dueFirst') }];
  return (
    <form role="search" aria-label={t('filters.label')} className="card admin-filters console-filters" onSubmit={submit} noValidate>
      <div className="filter-search-row">
        <Field id="f-q" label={t('filters.search')} hint={c('search.hint')} className="filter-search">
          <input id="f-q" name="q" type="search" defaultValue={filters.q} aria-describedby="f-q-hint" maxLength={100} autoComplete="off" />
        </Field>
        <Button type="submit">{c('search.go')}</Button>
      </div>
      <details className="filters-more" open={open} onToggle={(e) => {
          if (e.currentTarget.open !== open) setOpen(e.currentTarget.open);
        }}>
        <summary>
          <span className="filters-count">{c('filters.more', { count: active })}</span>
          {active ? <span className="filters-applied">{applied.join(' · ')}</span> : null}
        </summary>
        <div className="filters-grid">
          <fieldset className="status-choices">
            <legend>{t('filters.status')}</legend>
            {ORDER_STATUSES.map((s) => (
              <label key={s} className="check">
                <input type="checkbox" name="status" value={s} defaultChecked={statuses.has(s)} /> {t(`statuses.${s}`)}
              </label>
            ))}
          </fieldset>
          <div className="check-field">
            <label className="check">
              <input type="checkbox" name="overdue" value="true" defaultChecked={filters.overdue === 'true'} /> {c('filters.overdue')}
            </label>
          </div>
          <SelectField id="f-type" label={t('filters.bookingType')} name="bookingType" defaultValue={filters.bookingType} empty={t('filters.any')} options={BOOKING_TYPES.map((b) => ({ value: b, label: t(`bookingTypes.${b}`) }))} />
          <SelectField id="f-provider" label={t('filters.provider')} name="providerId" defaultValue={filters.providerId} empty={t('filters.any')} options={providers.map((p) => ({ value: p.id, label: p.name }))} />
          {showStore ? (
            <SelectField id="f-store" label={t('filters.store')} name="storeId" defaultValue={filters.storeId} empty={t('filters.any')} options={stores.map((s) => ({ value: s.id, label: s.name }))} />
          ) : null}
          <Field id="f-from" label={t('filters.from')}>
            <input id="f-from" name="from" type="date" defaultValue={filters.from} />
          </Field>
          <Field id="f-to" label={t('filters.to')} error={error}>
            <input id="f-to" name="to" type="date" defaultValue={filters.to} aria-invalid={error ? true : undefined} aria-describedby={error ? 'f-to-error' : undefined} />
          </Field>
          <SelectField id="f-archived" label={t('filters.archived')} name="archived" defaultValue={filters.archived} options={archivedOptions} />
          <SelectField id="f-sort" label={c('filters.sort')} name="sort" defaultValue={filters.sort} options={sortOptions} />
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
      </details>
    </form>
  );
}
