'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AttributeFields } from '@/components/attributes/attribute-fields';
import { focusFirstError } from '@/components/forms/focus-first-error';
import { Button } from '@/components/ui/button';
import { StepHeading } from '@/components/ui/step-heading';
import { pruneAttributeValues } from '@/lib/attributes/rules';
import { groupFromWire } from '@/lib/client/attribute-groups';
import { lazyAttributeResolver } from '@/lib/client/lazy-attribute-resolver';
import { readDraft, updateDraft } from '@/lib/client/draft';
import { uploadDraftPhoto } from '@/lib/client/draft-photo';
import { useEnsureCart } from '@/lib/client/use-cart';
import { useHydrated } from '@/lib/client/use-hydrated';
import type { AttributeFormValues } from '@/lib/client/attributes';
import { useRouter } from '@/lib/i18n/navigation';
import type { ClothesCategory } from '@/lib/schemas/catalogue';
import type { Locale, TranslatedString } from '@/lib/schemas/common';
import type { Image } from '@/lib/schemas/photos';
import { inLanguage } from '@/lib/i18n/translated';

type Sub = ClothesCategory['subClothesCategories'][number];

export function ItemStep({
  locale,
  area,
  category,
  subCategories,
  initialSub,
}: {
  locale: Locale;
  area: { zip: string; country: string };
  category: { id: string; name: TranslatedString; image: string };
  subCategories: Sub[];
  initialSub: string;
}) {
  const t = useTranslations('Booking');
  const [subId, setSubId] = useState(initialSub);
  const sub = subCategories.find((s) => s.id === subId) ?? null;
  const tiles = useRef<HTMLFieldSetElement>(null);

  // The choice is the customer's, never the network's (docs/customer-site.md#slow-network): the URL
  // follows it through the History API, which Next syncs without asking the server. A
  // router.replace() re-rendered the page from the server, seconds later on Slow 3G, over what the
  // customer had chosen and typed since.
  const choose = (id: string) => {
    setSubId(id);
    showInUrl(id);
  };

  // A tile tapped before hydration: the browser checked its radio, while React's state still holds
  // the server's choice (none, or the item the URL came back with, e.g. Jean from the stepper's
  // link). Hydration leaves the radio as tapped, so without this the form and Continue followed
  // Jean while the page showed Chino.
  useEffect(() => {
    const tapped = tiles.current?.querySelector<HTMLInputElement>('input[name="sub"]:checked')?.value;
    if (tapped && tapped !== initialSub) {
      setSubId(tapped);
      showInUrl(tapped);
      return;
    }
    // Back to this step after a choice: Next restores the tree it rendered before the choice (its
    // initialSub empty, no tile checked), while the URL, set by showInUrl, holds the choice.
    const inUrl = new URL(window.location.href).searchParams.get('sub');
    if (!tapped && inUrl && inUrl !== initialSub) setSubId(inUrl);
  }, [initialSub]);

  return (
    <>
      <StepHeading>{t('item.heading', { category: inLanguage(category.name, locale) })}</StepHeading>
      <fieldset className="sub-choice" ref={tiles}>
        <legend className="h3">{t('item.subLegend')}</legend>
        <div className="tile-grid">
          {subCategories.map((s) => (
            <label key={s.id} className={`tile tile-radio${s.id === subId ? ' selected' : ''}`}>
              <input type="radio" name="sub" value={s.id} checked={s.id === subId} onChange={() => choose(s.id)} className="visually-hidden-input" />
              {/* eslint-disable-next-line @next/next/no-img-element -- small local SVGs */}
              <img src={s.image} alt="" width={56} height={56} />
              <span>{inLanguage(s.name, locale)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {sub ? <ItemForm key={sub.id} locale={locale} area={area} categoryId={category.id} sub={sub} /> : <p className="muted">{t('item.chooseSub')}</p>}
    </>
  );
}

/** The chosen item in the address bar (reload, back, a shared link), without a server round trip. */
function showInUrl(subId: string) {
  const url = new URL(window.location.href);
  url.searchParams.set('sub', subId);
  window.history.replaceState(null, '', url);
}

function ItemForm({ locale, area, categoryId, sub }: { locale: Locale; area: { zip: string; country: string }; categoryId: string; sub: Sub }) {
  const t = useTranslations('Booking');
  const hydrated = useHydrated();
  const tErr = useTranslations('AttributeErrors');
  const router = useRouter();
  const ensureCart = useEnsureCart();
  const group = useMemo(() => groupFromWire(sub.attributesGroup), [sub]);
  const resolver = useMemo(() => lazyAttributeResolver([group], (key, params) => tErr(key, params)), [group, tErr]);
  const [attrImages, setAttrImages] = useState<Record<string, Image>>({});
  const form = useForm<AttributeFormValues>({ resolver, defaultValues: { values: {} }, mode: 'onTouched' });
  const values = useWatch({ control: form.control, name: 'values' }) ?? {};

  // Restore what this tab typed before (back/forward, reload).
  useEffect(() => {
    const draft = readDraft(categoryId, sub.id);
    form.reset({ values: draft.itemValues });
    setAttrImages(draft.attrImages ?? {});
  }, [categoryId, sub.id, form]);

  // Keep the draft as the customer types.
  useEffect(() => {
    const subscription = form.watch((v) => updateDraft(categoryId, sub.id, { itemValues: { ...(v.values as Record<string, string>) } }));
    return () => subscription.unsubscribe();
  }, [form, categoryId, sub.id]);

  const uploadFile = async (file: File) => {
    const { image, images } = await uploadDraftPhoto(file, await ensureCart(area), categoryId, sub.id);
    setAttrImages(images);
    return image;
  };

  const onSubmit = form.handleSubmit(
    (data) => {
      updateDraft(categoryId, sub.id, { itemValues: pruneAttributeValues([group], data.values) });
      // A repair chosen on the price list travels on to the services step.
      const service = new URLSearchParams(window.location.search).get('service');
      router.push(`/book/${categoryId}/${sub.id}?zip=${encodeURIComponent(area.zip)}&country=${area.country}${service ? `&service=${encodeURIComponent(service)}` : ''}`);
    },
    () => focusFirstError(),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="card step-form" aria-labelledby="item-form-title">
      <h2 id="item-form-title" className="h3">
        {inLanguage(group.name, locale)}
      </h2>
      <p className="muted">{inLanguage(group.description, locale)}</p>
      <p className="muted small">{t('requiredNote')}</p>
      <AttributeFields
        groups={[group]}
        values={values}
        control={form.control}
        errors={form.formState.errors}
        locale={locale}
        country={area.country}
        uploadFile={uploadFile}
        knownImages={attrImages}
      />
      <div className="form-actions">
        {/* Enabled once hydrated: a click before would submit the form natively (a GET reload) and be lost. */}
        <Button type="submit" disabled={!hydrated}>
          {t('continue')}
        </Button>
      </div>
    </form>
  );
}
