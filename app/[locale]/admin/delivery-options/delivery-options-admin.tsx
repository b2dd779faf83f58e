'use client';

import { useTranslations } from 'next-intl';
import { StepHeading } from '@/components/ui/step-heading';
import { parseTimes } from '@/lib/places/lines';
import { CURRENCIES } from '@/lib/schemas/constants';
import { PAYMENT_METHODS, type DeliveryOption } from '@/lib/schemas/places';
import { PlaceChoices, PlaceEditor, PlaceField, type Built } from '../_components/place-editor';

/** Prices are typed in major units (12.90) and sent in minor units (1290); an empty field leaves that currency out. */
export function DeliveryOptionsAdmin({ options, locale }: { options: DeliveryOption[]; locale: string }) {
  const t = useTranslations('Places');
  const build = (hasSlots: boolean) => (form: FormData): Built => {
    const price: Record<string, number> = {};
    for (const c of CURRENCIES) {
      const raw = String(form.get(`price-${c}`) ?? '').trim().replace(',', '.');
      if (raw === '') continue;
      const n = Number(raw);
      price[c] = Number.isFinite(n) ? Math.round(n * 100) : -1; // the server refuses a negative price per field
    }
    const body: Record<string, unknown> = {
      price, onwardTransitDays: Number(form.get('onwardTransitDays')), returnTransitDays: Number(form.get('returnTransitDays')),
      paymentMethods: form.getAll('paymentMethods').map(String), isActive: form.get('isActive') === 'on',
    };
    if (hasSlots) {
      const times = parseTimes(String(form.get('slotStartTimes') ?? ''));
      if (!times.ok) return { field: 'slotStartTimes', line: times.line };
      body.slotCapacity = Number(form.get('slotCapacity'));
      body.slotStartTimes = times.value;
    }
    return { body };
  };
  const label = (o: DeliveryOption) => o.displayName[locale] ?? o.displayName.en ?? o.name;
  return (
    <>
      <StepHeading>{t('delivery.title')}</StepHeading>
      <p>{t('delivery.intro')}</p>
      <div className="place-list">
        {options.map((o) => (
          <PlaceEditor key={o.id} path="/api/sip/admin/delivery-options" id={o.id} version={o.version} name={label(o)} build={build(o.slotCapacity !== null)}
            summary={<>{label(o)} <small>{o.name}</small>{!o.isActive && <span className="place-tag">{t('inactive')}</span>}</>}>
            {(errors) => (
              <>
                {CURRENCIES.map((c) => (
                  <PlaceField key={c} id={`${o.id}-price-${c}`} name={`price-${c}`} kind="number" step="0.01" min={0} label={t('delivery.price', { currency: c })}
                    defaultValue={o.price[c] === undefined ? '' : (o.price[c]! / 100).toFixed(2)} error={c === CURRENCIES[0] ? errors.price : undefined} />
                ))}
                <PlaceField id={`${o.id}-onward`} name="onwardTransitDays" kind="number" min={0} label={t('delivery.onward')} defaultValue={o.onwardTransitDays} error={errors.onwardTransitDays} />
                <PlaceField id={`${o.id}-back`} name="returnTransitDays" kind="number" min={0} label={t('delivery.back')} defaultValue={o.returnTransitDays} error={errors.returnTransitDays} />
                <PlaceChoices id={`${o.id}-payments`} legend={t('delivery.payments')} name="paymentMethods" options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`delivery.method.${m}`) }))} checked={o.paymentMethods} error={errors.paymentMethods} />
                {o.slotCapacity !== null && (
                  <>
                    <PlaceField id={`${o.id}-slotCapacity`} name="slotCapacity" kind="number" min={1} label={t('delivery.slotCapacity')} defaultValue={o.slotCapacity} error={errors.slotCapacity} />
                    <PlaceField id={`${o.id}-slotStartTimes`} name="slotStartTimes" label={t('delivery.slotStartTimes')} hint={t('delivery.slotHint')} defaultValue={o.slotStartTimes.join(', ')} error={errors.slotStartTimes} />
                  </>
                )}
                <PlaceField id={`${o.id}-isActive`} name="isActive" kind="checkbox" label={t('delivery.isActive')} defaultChecked={o.isActive} />
              </>
            )}
          </PlaceEditor>
        ))}
      </div>
    </>
  );
}
