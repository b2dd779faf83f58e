'use client';

import { useTranslations } from 'next-intl';
import { StepHeading } from '@/components/ui/step-heading';
import { closuresText, hoursText, parseClosures, parseHours } from '@/lib/places/lines';
import { LOCALES } from '@/lib/schemas/constants';
import { STORE_SERVICES, type StoreRecord } from '@/lib/schemas/places';
import type { StoreLegal } from '@/lib/schemas/store-legal';
import { PlaceChoices, PlaceEditor, PlaceField, type Built } from '../_components/place-editor';
import { LegalEditor } from './legal-editor';

const LANGUAGE_NAMES: Record<string, string> = { fr: 'Français', en: 'English', de: 'Deutsch', es: 'Español' };

export function StoresAdmin({ stores, legal }: { stores: StoreRecord[]; legal: Record<string, StoreLegal> }) {
  const t = useTranslations('Places');
  const build = (form: FormData): Built => {
    const hours = parseHours(String(form.get('openingHours') ?? ''));
    if (!hours.ok) return { field: 'openingHours', line: hours.line };
    const closures = parseClosures(String(form.get('closures') ?? ''));
    if (!closures.ok) return { field: 'closures', line: closures.line };
    const text = (k: string) => String(form.get(k) ?? '').trim();
    return {
      body: {
        name: text('name'), email: text('email'), phone: text('phone'), timeZone: text('timeZone'), language: text('language'),
        onlineStore: form.get('onlineStore') === 'on', openingHours: hours.value, closures: closures.value,
        servicesOffered: form.getAll('servicesOffered').map(String), isActive: form.get('isActive') === 'on',
      },
    };
  };
  return (
    <>
      <StepHeading>{t('stores.title')}</StepHeading>
      <p>{t('stores.intro')}</p>
      <div className="place-list">
        {stores.map((s) => [
          <PlaceEditor key={s.id} path="/api/sip/admin/stores" id={s.id} version={s.version} name={s.name} build={build}
            summary={<>{s.name} <small>{s.identifier} · {s.timeZone}</small>{!s.isActive && <span className="place-tag">{t('inactive')}</span>}</>}>
            {(errors) => (
              <>
                <PlaceField id={`${s.id}-name`} name="name" label={t('stores.name')} defaultValue={s.name} error={errors.name} />
                <PlaceField id={`${s.id}-email`} name="email" kind="email" label={t('stores.email')} defaultValue={s.email} error={errors.email} />
                <PlaceField id={`${s.id}-phone`} name="phone" label={t('stores.phone')} defaultValue={s.phone} error={errors.phone} />
                <PlaceField id={`${s.id}-timeZone`} name="timeZone" label={t('stores.timeZone')} defaultValue={s.timeZone} error={errors.timeZone} />
                <div>
                  <label htmlFor={`${s.id}-language`}>{t('stores.language')}</label>
                  <select id={`${s.id}-language`} name="language" className="input" defaultValue={s.language}>
                    {LOCALES.map((l) => (
                      <option key={l} value={l} lang={l}>{LANGUAGE_NAMES[l]}</option>
                    ))}
                  </select>
                </div>
                <PlaceField id={`${s.id}-onlineStore`} name="onlineStore" kind="checkbox" label={t('stores.onlineStore')} defaultChecked={s.onlineStore} />
                <PlaceField id={`${s.id}-hours`} name="openingHours" kind="textarea" label={t('stores.hours')} hint={t('stores.hoursHint')} defaultValue={hoursText(s.openingHours)} error={errors.openingHours} />
                <PlaceField id={`${s.id}-closures`} name="closures" kind="textarea" label={t('stores.closures')} hint={t('stores.closuresHint')} defaultValue={closuresText(s.closures)} error={errors.closures} />
                <PlaceChoices id={`${s.id}-services`} legend={t('stores.services')} name="servicesOffered" options={STORE_SERVICES.map((v) => ({ value: v, label: t(`stores.service.${v}`) }))} checked={s.servicesOffered} error={errors.servicesOffered} />
                <PlaceField id={`${s.id}-isActive`} name="isActive" kind="checkbox" label={t('stores.isActive')} defaultChecked={s.isActive} />
              </>
            )}
          </PlaceEditor>,
          <LegalEditor key={`${s.id}-legal`} storeId={s.id} storeName={s.name} legal={legal[s.id]} />,
        ])}
      </div>
    </>
  );
}
