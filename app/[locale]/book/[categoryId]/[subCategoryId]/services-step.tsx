'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AttributeFields, type AttributeFormValues } from '@/components/attributes/attribute-fields';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Money } from '@/components/ui/money';
import { LoadingRegion, SkeletonCard } from '@/components/ui/skeleton';
import { StepHeading } from '@/components/ui/step-heading';
import { pruneAttributeValues } from '@/lib/attributes/rules';
import { groupFromWire } from '@/lib/client/attribute-groups';
import { lazyAttributeResolver } from '@/lib/client/lazy-attribute-resolver';
import { emptyDraft, isEmptyDraft, readDraft, updateDraft, type Draft } from '@/lib/client/draft';
import { servicesQuery } from '@/lib/client/queries';
import { uploadPhoto } from '@/lib/client/upload';
import { useCart, useEnsureCart } from '@/lib/client/use-cart';
import { useHydrated } from '@/lib/client/use-hydrated';
import { useRouter } from '@/lib/i18n/navigation';
import type { Service } from '@/lib/schemas/catalogue';
import type { Locale, TranslatedString } from '@/lib/schemas/common';
import type { Image } from '@/lib/schemas/photos';
import { focusFirstError } from '../item-step';
import { bonusFor } from './bonus';

type SubService = Service['subServices'][number];
type ProviderInfo = { id: string; displayName: string; imageUrl: string; repairFundLabelled: boolean };

export function ServicesStep({
  locale,
  area,
  categoryId,
  categoryName,
  sub,
  providers,
  currency,
  serverCartId,
}: {
  locale: Locale;
  area: { zip: string; country: string };
  categoryId: string;
  categoryName: TranslatedString;
  serverCartId: string | null;
  sub: { id: string; name: TranslatedString; image: string };
  providers: ProviderInfo[];
  currency: string;
}) {
  const t = useTranslations('Booking');
  const query = useQuery(servicesQuery({ subCategoryId: sub.id, zip: area.zip, country: area.country, currency }));
  const { cart } = useCart(serverCartId);
  const hydrated = useHydrated();
  // The server renders the list with nothing chosen; once hydrated, this tab's draft applies.
  const draft = useMemo(() => (hydrated ? readDraft(categoryId, sub.id) : emptyDraft(categoryId, sub.id)), [hydrated, categoryId, sub.id]);

  // A cart holds one atelier's work: once it has other items, that atelier is the one.
  const otherItems = (cart?.items ?? []).filter((i) => i.id !== draft?.editItemId);
  const lockedProvider = otherItems.length > 0 ? (cart?.provider?._id ?? null) : null;

  return (
    <>
      <StepHeading>{t('services.heading', { item: sub.name[locale] })}</StepHeading>
      <p className="lead">{t('services.intro', { category: categoryName[locale] })}</p>
      {query.isPending ? (
        <LoadingRegion label={t('loading')}>
          <SkeletonCard lines={4} height="12rem" />
          <SkeletonCard lines={4} height="12rem" />
        </LoadingRegion>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <ServicesForm
          // Remount with the stored draft only when there is one: a fresh visit hydrates once.
          key={hydrated && !isEmptyDraft(draft) ? 'stored' : 'server'}
          locale={locale}
          area={area}
          categoryId={categoryId}
          subId={sub.id}
          services={query.data}
          providers={providers}
          currency={currency}
          draft={draft}
          lockedProvider={lockedProvider}
        />
      )}
    </>
  );
}

function ServicesForm({
  locale,
  area,
  categoryId,
  subId,
  services,
  providers,
  currency,
  draft,
  lockedProvider,
}: {
  locale: Locale;
  area: { zip: string; country: string };
  categoryId: string;
  subId: string;
  services: Service[];
  providers: ProviderInfo[];
  currency: string;
  draft: Draft;
  lockedProvider: string | null;
}) {
  const t = useTranslations('Booking');
  const tErr = useTranslations('AttributeErrors');
  const router = useRouter();
  const ensureCart = useEnsureCart();

  const offered = providers.filter((p) => services.some((s) => s.providerId === p.id && s.subServices.length > 0));
  const initialProvider =
    lockedProvider ?? (draft.providerId && offered.some((p) => p.id === draft.providerId) ? draft.providerId : offered.length === 1 ? offered[0]!.id : '');
  const [providerId, setProviderId] = useState(initialProvider);
  const [selected, setSelected] = useState<Record<string, number>>(() =>
    Object.fromEntries(draft.services.map((s) => [s.subServiceId, s.quantity])),
  );
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const [attrImages, setAttrImages] = useState<Record<string, Image>>(draft.attrImages ?? {});

  const subServices: SubService[] = services.filter((s) => s.providerId === providerId).flatMap((s) => s.subServices);
  const chosen = subServices.filter((s) => selected[s.id]);
  const chosenKey = chosen.map((s) => s.id).join(',');
  const groups = useMemo(() => {
    const seen = new Map<string, ReturnType<typeof groupFromWire>>();
    for (const s of chosen) if (!seen.has(s.attributeGroup.id)) seen.set(s.attributeGroup.id, groupFromWire(s.attributeGroup));
    return [...seen.values()];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- recompute when the chosen set changes
  }, [chosenKey]);
  const resolver = useMemo(() => lazyAttributeResolver(groups, (key, params) => tErr(key, params)), [groups, tErr]);
  const form = useForm<AttributeFormValues>({ resolver, defaultValues: { values: draft.serviceValues }, mode: 'onTouched' });
  const values = useWatch({ control: form.control, name: 'values' }) ?? {};

  useEffect(() => {
    const subscription = form.watch((v) => updateDraft(categoryId, subId, { serviceValues: { ...(v.values as Record<string, string>) } }));
    return () => subscription.unsubscribe();
  }, [form, categoryId, subId]);

  const persistSelection = (next: Record<string, number>, provider = providerId) => {
    setSelected(next);
    setSelectionError(null);
    updateDraft(categoryId, subId, {
      providerId: provider,
      services: Object.entries(next).map(([subServiceId, quantity]) => ({ subServiceId, quantity })),
    });
  };

  const toggle = (id: string) => {
    const next = { ...selected };
    if (next[id]) delete next[id];
    else next[id] = 1;
    persistSelection(next);
  };
  const setQuantity = (id: string, quantity: number) => persistSelection({ ...selected, [id]: Math.max(1, Math.min(20, quantity || 1)) });

  const chooseProvider = (id: string) => {
    setProviderId(id);
    persistSelection({}, id);
  };

  const estimate = chosen.reduce(
    (acc, s) => {
      const qty = selected[s.id] ?? 1;
      const price = Number(s.price[currency as 'EUR'] ?? 0) * qty;
      const bonus = bonusFor(s, qty, currency, area.country);
      return { gross: acc.gross + price, bonus: acc.bonus + bonus };
    },
    { gross: 0, bonus: 0 },
  );

  const uploadFile = async (file: File) => {
    const cartId = await ensureCart(area, currency);
    const image = await uploadPhoto(file, cartId, () => {});
    const next = { ...readDraft(categoryId, subId).attrImages, [image.key]: image };
    setAttrImages(next);
    updateDraft(categoryId, subId, { attrImages: next });
    return image;
  };

  const onSubmit = form.handleSubmit(
    (data) => {
      if (chosen.length === 0) {
        setSelectionError(t('services.chooseOne'));
        requestAnimationFrame(() => document.getElementById('services-list')?.focus());
        return;
      }
      updateDraft(categoryId, subId, {
        providerId,
        services: chosen.map((s) => ({ subServiceId: s.id, quantity: selected[s.id] ?? 1 })),
        serviceValues: pruneAttributeValues(groups, data.values),
      });
      router.push(`/book/${categoryId}/${subId}/photos?zip=${encodeURIComponent(area.zip)}&country=${area.country}`);
    },
    () => {
      if (chosen.length === 0) setSelectionError(t('services.chooseOne'));
      focusFirstError();
    },
  );

  if (offered.length === 0) {
    return (
      <p className="notice" role="status">
        {t('services.none')}
      </p>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="services-form">
      {offered.length > 1 || lockedProvider ? (
        <fieldset className="card">
          <legend className="h3">{t('services.providerLegend')}</legend>
          <div className="provider-list">
            {offered.map((p) => {
              const disabled = !!lockedProvider && lockedProvider !== p.id;
              return (
                <label key={p.id} className={`provider-option${providerId === p.id ? ' selected' : ''}${disabled ? ' disabled' : ''}`}>
                  <input type="radio" name="provider" value={p.id} checked={providerId === p.id} disabled={disabled} onChange={() => chooseProvider(p.id)} />
                  {/* eslint-disable-next-line @next/next/no-img-element -- small local SVGs */}
                  <img src={p.imageUrl} alt="" width={40} height={40} />
                  <span>
                    <strong>{p.displayName}</strong>
                    {p.repairFundLabelled ? <span className="badge badge-success">{t('services.labelled')}</span> : null}
                  </span>
                </label>
              );
            })}
          </div>
          {lockedProvider ? <p className="muted small">{t('services.lockedProvider')}</p> : null}
        </fieldset>
      ) : null}

      {providerId ? (
        <fieldset className="card" id="services-list" tabIndex={-1} aria-describedby={selectionError ? 'services-error' : undefined}>
          <legend className="h3">{t('services.legend')}</legend>
          <ul className="service-list">
            {subServices.map((s) => {
              const qty = selected[s.id] ?? 0;
              const price = Number(s.price[currency as 'EUR'] ?? 0);
              const original = Number(s.originalPrice[currency as 'EUR'] ?? price);
              const bonus = bonusFor(s, Math.max(qty, 1), currency, area.country);
              const inputId = `svc-${s.id}`;
              return (
                <li key={s.id} className={`service${qty ? ' selected' : ''}`}>
                  <div className="service-main">
                    <input type="checkbox" id={inputId} checked={!!qty} onChange={() => toggle(s.id)} aria-describedby={`${inputId}-desc ${inputId}-price`} />
                    <label htmlFor={inputId}>
                      <strong>{s.name[locale]}</strong>
                      <span className="muted small" id={`${inputId}-desc`}>
                        {s.description[locale]} · {t('services.leadTime', { days: s.leadTimeDays })}
                      </span>
                    </label>
                    <div className="service-price" id={`${inputId}-price`}>
                      {original > price ? <Money amount={original} currency={currency} className="was" /> : null}
                      <Money amount={price} currency={currency} className="now" />
                      {s.canBeMultiple ? <span className="muted small">{t('services.each')}</span> : null}
                      {bonus > 0 ? (
                        <span className="bonus">
                          <Money amount={bonus} currency={currency} negative /> {t('services.bonus')}
                        </span>
                      ) : null}
                      {bonus > 0 ? (
                        <span className="to-pay">
                          {t('services.toPay')} <Money amount={price * Math.max(qty, 1) - bonus} currency={currency} />
                        </span>
                      ) : null}
                    </div>
                  </div>
                  {qty && s.canBeMultiple ? (
                    <div className="qty">
                      <label htmlFor={`${inputId}-qty`}>{t('services.quantity')}</label>
                      <input
                        id={`${inputId}-qty`}
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={20}
                        value={qty}
                        onChange={(e) => setQuantity(s.id, Number(e.target.value))}
                        className="input-qty"
                      />
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {selectionError ? (
            <p className="field-error" id="services-error" role="alert">
              {selectionError}
            </p>
          ) : null}
        </fieldset>
      ) : (
        selectionError && (
          <p className="field-error" role="alert">
            {t('services.chooseProvider')}
          </p>
        )
      )}

      {groups.length > 0 ? (
        <div className="card">
          <h2 className="h3">{t('services.detailsHeading')}</h2>
          <p className="muted small">{t('requiredNote')}</p>
          <AttributeFields
            groups={groups}
            values={values}
            control={form.control}
            errors={form.formState.errors}
            locale={locale}
            uploadFile={uploadFile}
            knownImages={attrImages}
            showGroupHeadings
          />
        </div>
      ) : null}

      <div className="sticky-summary" aria-live="polite">
        <div>
          <span className="muted small">{t('services.estimate', { count: chosen.length })}</span>
          <strong>
            <Money amount={estimate.gross - estimate.bonus} currency={currency} />
          </strong>
          {estimate.bonus > 0 ? (
            <span className="bonus small">
              {t('services.bonusIncluded')} <Money amount={estimate.bonus} currency={currency} negative />
            </span>
          ) : null}
        </div>
        <Button type="submit">{t('continue')}</Button>
      </div>
    </form>
  );
}
