'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AttributeFields } from '@/components/attributes/attribute-fields';
import { focusFirstError } from '@/components/forms/focus-first-error';
import { ProviderPicker } from '@/components/booking/provider-picker';
import { ServicePicker, toggleService, type ServiceSelection, type SubService } from '@/components/booking/service-picker';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingRegion, SkeletonCard } from '@/components/ui/skeleton';
import { StepHeading } from '@/components/ui/step-heading';
import { pruneAttributeValues } from '@/lib/attributes/rules';
import { groupFromWire } from '@/lib/client/attribute-groups';
import { lazyAttributeResolver } from '@/lib/client/lazy-attribute-resolver';
import { emptyDraft, isEmptyDraft, readDraft, updateDraft, type Draft } from '@/lib/client/draft';
import { servicesQuery } from '@/lib/client/queries';
import { uploadDraftPhoto } from '@/lib/client/draft-photo';
import { useCart, useEnsureCart } from '@/lib/client/use-cart';
import { useHydrated } from '@/lib/client/use-hydrated';
import type { AttributeFormValues } from '@/lib/client/attributes';
import { useRouter } from '@/lib/i18n/navigation';
import type { Service } from '@/lib/schemas/catalogue';
import type { Locale, TranslatedString } from '@/lib/schemas/common';
import type { Image } from '@/lib/schemas/photos';
import { EstimateBar, PriceNote } from './service-prices';
import { AtelierFacts, useAtelierSummaries, useReadyDate, type AtelierInfo } from './atelier-facts';
import type { AtelierReady } from '@/lib/atelier/ready-dates';
import { initialChoice } from './initial-choice';
import { inLanguage } from '@/lib/i18n/translated';
import { countryCopy } from '@/lib/i18n/country-copy';

type ProviderInfo = AtelierInfo & { imageUrl: string };

export function ServicesStep({
  locale,
  area,
  categoryId,
  sub,
  providers,
  currency,
  serverCartId,
  prefillService = null,
  ready,
}: {
  locale: Locale;
  area: { zip: string; country: string };
  categoryId: string;
  serverCartId: string | null;
  sub: { id: string; name: TranslatedString; image: string };
  providers: ProviderInfo[];
  currency: string;
  prefillService?: string | null;
  /** Per atelier, when it would have the work ready (docs/atelier.md#ready-before-cart). */
  ready: Record<string, AtelierReady>;
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
      <StepHeading>{t('services.heading', { item: inLanguage(sub.name, locale) })}</StepHeading>
      <p className="lead">{t('services.intro', countryCopy(area.country))}</p>
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
          prefillService={prefillService}
          ready={ready}
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
  prefillService,
  ready,
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
  prefillService: string | null;
  ready: Record<string, AtelierReady>;
}) {
  const t = useTranslations('Booking');
  const tErr = useTranslations('AttributeErrors');
  const router = useRouter();
  const ensureCart = useEnsureCart();

  const offered = providers.filter((p) => services.some((s) => s.providerId === p.id && s.subServices.length > 0));
  const initial = initialChoice({ services, offeredIds: offered.map((p) => p.id), lockedProvider, draft, prefillService });
  const [providerId, setProviderId] = useState(initial.providerId);
  const [selected, setSelected] = useState<Record<string, number>>(initial.selected);
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

  const persistSelection = (next: ServiceSelection, provider = providerId) => {
    setSelected(next);
    setSelectionError(null);
    updateDraft(categoryId, subId, {
      providerId: provider,
      services: Object.entries(next).map(([subServiceId, quantity]) => ({ subServiceId, quantity })),
    });
  };

  // A repair ticked (or unticked) before hydration: the browser toggled its box while React's
  // state still holds the server's choice, and hydration leaves the box as the customer left it.
  // Without this the price bar and Continue ignored a box the page showed ticked
  // (docs/customer-site.md#slow-network, as the item step does for its tiles).
  const servicesList = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    let next = selected;
    for (const box of servicesList.current?.querySelectorAll<HTMLInputElement>('input[type=checkbox][id^="svc-"]') ?? []) {
      const id = box.id.slice('svc-'.length);
      if (box.checked !== Boolean(next[id])) next = toggleService(next, id);
    }
    if (next !== selected) persistSelection(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration: later changes come through onChange
  }, []);

  const chooseProvider = (id: string) => {
    setProviderId(id);
    persistSelection({}, id);
  };

  const uploadFile = async (file: File) => {
    const { image, images } = await uploadDraftPhoto(file, await ensureCart(area, currency), categoryId, subId);
    setAttrImages(images);
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

  const summaries = useAtelierSummaries(services, offered, currency, area.country);
  const readyDate = useReadyDate();
  const chosenReady = providerId ? ready[providerId] : undefined;

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
          <ProviderPicker
            providers={offered.map((p) => ({
              ...p,
              badge: p.repairFundLabelled ? t('services.labelled') : null,
              details: <AtelierFacts atelier={p} summary={summaries.get(p.id)} ready={ready[p.id]} currency={currency} compared={offered.length} />,
            }))}
            value={providerId}
            onChange={chooseProvider}
            lockedTo={lockedProvider}
            imageSize={40}
          />
          {lockedProvider ? <p className="muted small">{t('services.lockedProvider')}</p> : null}
        </fieldset>
      ) : null}

      {providerId ? (
        <fieldset className="card" id="services-list" ref={servicesList} tabIndex={-1} aria-describedby={selectionError ? 'services-error' : undefined}>
          <legend className="h3">{t('services.legend')}</legend>
          {chosenReady?.full ? (
            <p className="notice" role="status">
              {t('services.full')}
            </p>
          ) : null}
          <ServicePicker
            subServices={subServices}
            selection={selected}
            onChange={(next) => persistSelection(next)}
            currency={currency}
            locale={locale}
            country={area.country}
            quantityLabel={t('services.quantity')}
            describe={(s) => {
              const date = readyDate(chosenReady, s.leadTimeDays);
              return ` · ${t('services.leadTime', { days: s.leadTimeDays })}${date ? ` · ${t('services.ready', { date })}` : ''}`;
            }}
            priceNote={(s, qty) => <PriceNote service={s} quantity={qty} currency={currency} country={area.country} />}
          />
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
            country={area.country}
            uploadFile={uploadFile}
            knownImages={attrImages}
            showGroupHeadings
          />
        </div>
      ) : null}

      <EstimateBar chosen={chosen} selection={selected} currency={currency} country={area.country} />
    </form>
  );
}

