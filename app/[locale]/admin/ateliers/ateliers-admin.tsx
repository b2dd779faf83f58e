'use client';

import { useTranslations } from 'next-intl';
import { StepHeading } from '@/components/ui/step-heading';
import { Link } from '@/lib/i18n/navigation';
import { areasText, parseAreas } from '@/lib/places/lines';
import type { Atelier } from '@/lib/schemas/places';
import { PlaceChoices, PlaceEditor, PlaceField, type Built } from '../_components/place-editor';

export function AteliersAdmin({ ateliers, stores }: { ateliers: Atelier[]; stores: { id: string; name: string }[] }) {
  const t = useTranslations('Places');
  const build = (form: FormData): Built => {
    const areas = parseAreas(String(form.get('areas') ?? ''));
    if (!areas.ok) return { field: 'areas', line: areas.line };
    const text = (k: string) => String(form.get(k) ?? '').trim();
    return {
      body: {
        displayName: text('displayName'),
        contact: { name: text('contactName'), email: text('contactEmail'), phone: text('contactPhone') },
        repairFundLabelled: form.get('repairFundLabelled') === 'on',
        repairFundNumber: text('repairFundNumber'),
        areas: areas.value,
        storeIds: form.getAll('storeIds').map(String),
        paused: form.get('paused') === 'on',
      },
    };
  };
  return (
    <>
      <StepHeading>{t('ateliers.title')}</StepHeading>
      <p>{t('ateliers.intro')}</p>
      <div className="place-list">
        {ateliers.map((a) => (
          <PlaceEditor key={a.id} path="/api/sip/admin/ateliers" id={a.id} version={a.version} name={a.displayName} build={build}
            summary={<>{a.displayName} <small>{a.name}</small>{a.paused && <span className="place-tag">{t('ateliers.pausedTag')}</span>}</>}>
            {(errors) => (
              <>
                <PlaceField id={`${a.id}-displayName`} name="displayName" label={t('ateliers.displayName')} defaultValue={a.displayName} error={errors.displayName} />
                <PlaceField id={`${a.id}-contactName`} name="contactName" label={t('ateliers.contactName')} defaultValue={a.contact.name} error={errors.contact} />
                <PlaceField id={`${a.id}-contactEmail`} name="contactEmail" kind="email" label={t('ateliers.contactEmail')} defaultValue={a.contact.email} />
                <PlaceField id={`${a.id}-contactPhone`} name="contactPhone" label={t('ateliers.contactPhone')} defaultValue={a.contact.phone} />
                <PlaceField id={`${a.id}-repairFundLabelled`} name="repairFundLabelled" kind="checkbox" label={t('ateliers.repairFundLabelled')} defaultChecked={a.repairFundLabelled} />
                <PlaceField id={`${a.id}-repairFundNumber`} name="repairFundNumber" label={t('ateliers.repairFundNumber')} defaultValue={a.repairFundNumber} error={errors.repairFundNumber} />
                <PlaceField id={`${a.id}-areas`} name="areas" kind="textarea" label={t('ateliers.areas')} hint={t('ateliers.areasHint')} defaultValue={areasText(a.areas)} error={errors.areas} />
                <PlaceChoices id={`${a.id}-stores`} legend={t('ateliers.stores')} name="storeIds" options={stores.map((s) => ({ value: s.id, label: s.name }))} checked={a.storeIds} error={errors.storeIds} />
                <PlaceField id={`${a.id}-paused`} name="paused" kind="checkbox" label={t('ateliers.paused')} defaultChecked={a.paused} />
                <p>
                  <Link href={`/admin/ateliers/${encodeURIComponent(a.id)}/capacity`}>{t('ateliers.capacityLink')}</Link>
                  {' · '}
                  <Link href={`/admin/ateliers/${encodeURIComponent(a.id)}/statements`}>{t('ateliers.statementsLink')}</Link>
                </p>
              </>
            )}
          </PlaceEditor>
        ))}
      </div>
    </>
  );
}
