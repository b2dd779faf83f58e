'use client';

import { useTranslations } from 'next-intl';
import { ProviderPicker } from '@/components/booking/provider-picker';
import { ServicePicker } from '@/components/booking/service-picker';
import { ErrorState } from '@/components/ui/error-state';
import { Field, fieldAria } from '@/components/ui/field';
import { LoadingRegion, SkeletonCard } from '@/components/ui/skeleton';
import type { Locale } from '@/lib/schemas/common';
import type { CounterProvider, CounterStore } from './counter-types';
import type { CounterItem } from './use-counter-item';

/** The counter's "Item" card: category and garment, then the atelier and the repairs it offers. */
export function CounterItemFields({ item, store, providers, locale }: { item: CounterItem; store: CounterStore; providers: Record<string, CounterProvider>; locale: Locale }) {
  const t = useTranslations('Admin');
  const tUi = useTranslations('UI');
  const { sub, pickError } = item;
  return (
    <fieldset className="card">
      <legend className="h3">{t('counter.item')}</legend>
      <div className="grid-2">
        <Field id="c-category" label={t('counter.category')} error={!sub && pickError ? pickError : null} required>
          <select {...fieldAria('c-category', { error: !sub ? pickError : null })} value={item.categoryId} onChange={(e) => item.chooseCategory(e.target.value)}>
            <option value="">{tUi('choose')}</option>
            {item.offeredCategories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="c-sub" label={t('counter.subCategory')} required>
          <select id="c-sub" value={item.subCategoryId} disabled={!item.category} onChange={(e) => item.chooseSubCategory(e.target.value)}>
            <option value="">{tUi('choose')}</option>
            {item.subCategories.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {sub ? <AtelierAndRepairs item={item} store={store} providers={providers} locale={locale} /> : null}
    </fieldset>
  );
}

function AtelierAndRepairs({ item, store, providers, locale }: { item: CounterItem; store: CounterStore; providers: Record<string, CounterProvider>; locale: Locale }) {
  const t = useTranslations('Admin');
  const { services, atelier } = item;
  if (services.isPending) {
    return (
      <LoadingRegion label={t('counter.loadingServices')}>
        <SkeletonCard lines={3} height="8rem" />
      </LoadingRegion>
    );
  }
  if (services.isError) return <ErrorState error={services.error} onRetry={() => services.refetch()} />;
  if (item.offered.length === 0) return <p className="notice">{t('counter.noServices')}</p>;
  return (
    <>
      {item.atelierIds.length > 1 ? (
        <Field id="c-providers" label={t('counter.provider')} group error={!atelier ? item.pickError : null}>
          <ProviderPicker
            id="c-providers"
            providers={item.atelierIds.map((id) => ({ id, displayName: providers[id]?.displayName ?? '', imageUrl: providers[id]?.imageUrl ?? '' }))}
            value={atelier}
            onChange={item.chooseProvider}
            imageSize={32}
          />
        </Field>
      ) : (
        <p>
          <span className="muted">{t('counter.provider')}:</span> <strong>{providers[atelier]?.displayName}</strong>
        </p>
      )}
      {atelier ? (
        <Field id="c-services" label={t('counter.services')} group error={item.selectionError}>
          <ServicePicker
            id="c-services"
            subServices={item.subServices}
            selection={item.selection}
            onChange={item.select}
            currency={store.currency}
            locale={locale}
            quantityLabel={t('quote.quantity')}
          />
        </Field>
      ) : null}
    </>
  );
}
