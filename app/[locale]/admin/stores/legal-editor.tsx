'use client';

import { useTranslations } from 'next-intl';
import { LOCALES } from '@/lib/schemas/constants';
import type { StoreLegal } from '@/lib/schemas/store-legal';
import { PlaceEditor, PlaceField, type Built } from '../_components/place-editor';

const LANGUAGE_NAMES: Record<string, string> = { fr: 'Français', en: 'English', de: 'Deutsch', es: 'Español' };

/**
 * A store's legal entity, the seller's mentions on its invoices (docs/back-office.md#legal-entity):
 * saved whole with PUT under If-Match (version 0 makes it), the server's per-field errors beside
 * their fields. What the next invoices print is shown in the summary.
 */
export function LegalEditor({ storeId, storeName, legal }: { storeId: string; storeName: string; legal: StoreLegal | undefined }) {
  const t = useTranslations('Places');
  const build = (form: FormData): Built => {
    const text = (k: string) => String(form.get(k) ?? '').trim();
    const amount = text('shareCapitalAmount').replace(/\s/g, '').replace(',', '.');
    return {
      body: {
        legalName: text('legalName'), legalForm: text('legalForm'),
        // An amount that is not a number is sent as it is and answered 422 on shareCapital.amount.
        shareCapital: amount ? { amount: Number.isFinite(Number(amount)) ? Number(amount) : amount, currency: text('shareCapitalCurrency').toUpperCase() } : null,
        rcsCity: text('rcsCity'), otherRegister: text('otherRegister'), companyNumber: text('companyNumber'), vatNumber: text('vatNumber'),
        legalAddress: { address: text('address'), secondAddress: text('secondAddress'), zipCode: text('zipCode'), city: text('city'), country: text('country').toUpperCase(), state: '', deliveryNotes: '' },
        invoiceLanguage: text('invoiceLanguage'), invoiceCode: text('invoiceCode').toUpperCase(), zeroInvoiceForWarranty: form.get('zeroInvoiceForWarranty') === 'on',
      },
    };
  };
  const id = (field: string) => `${storeId}-legal-${field}`;
  const a = legal?.legalAddress;
  const mentions = legal ? [legal.legalName, legal.legalForm, legal.printed.shareCapital, legal.printed.registration, legal.companyNumber, legal.vatNumber].filter(Boolean).join(' · ') : '';
  return (
    <PlaceEditor path="/api/sip/admin/stores" suffix="/legal" method="PUT" id={storeId} version={legal?.version ?? 0} name={`${t('legal.summary')} – ${storeName}`} build={build}
      summary={<>{t('legal.summary')} – {storeName} <small>{legal ? t('legal.prints', { mentions }) : t('legal.none')}</small></>}>
      {(errors) => (
        <>
          <PlaceField id={id('legalName')} name="legalName" label={t('legal.legalName')} defaultValue={legal?.legalName ?? ''} error={errors.legalName} />
          <PlaceField id={id('legalForm')} name="legalForm" label={t('legal.legalForm')} defaultValue={legal?.legalForm ?? ''} error={errors.legalForm} />
          <PlaceField id={id('shareCapitalAmount')} name="shareCapitalAmount" label={t('legal.shareCapitalAmount')} hint={t('legal.shareCapitalHint')} defaultValue={legal?.shareCapital?.amount ?? ''}
            error={errors['shareCapital.amount'] ?? (errors.shareCapital && !errors['shareCapital.currency'] ? errors.shareCapital : undefined)} />
          <PlaceField id={id('shareCapitalCurrency')} name="shareCapitalCurrency" label={t('legal.shareCapitalCurrency')} defaultValue={legal?.shareCapital?.currency ?? 'EUR'} error={errors['shareCapital.currency']} />
          <PlaceField id={id('rcsCity')} name="rcsCity" label={t('legal.rcsCity')} defaultValue={legal?.rcsCity ?? ''} error={errors.rcsCity} />
          <PlaceField id={id('otherRegister')} name="otherRegister" label={t('legal.otherRegister')} defaultValue={legal?.otherRegister ?? ''} error={errors.otherRegister} />
          <PlaceField id={id('companyNumber')} name="companyNumber" label={t('legal.companyNumber')} defaultValue={legal?.companyNumber ?? ''} error={errors.companyNumber} />
          <PlaceField id={id('vatNumber')} name="vatNumber" label={t('legal.vatNumber')} defaultValue={legal?.vatNumber ?? ''} error={errors.vatNumber} />
          <PlaceField id={id('address')} name="address" label={t('legal.address')} defaultValue={a?.address ?? ''} error={errors['legalAddress.address']} />
          <PlaceField id={id('secondAddress')} name="secondAddress" label={t('legal.secondAddress')} defaultValue={a?.secondAddress ?? ''} error={errors['legalAddress.secondAddress']} />
          <PlaceField id={id('zipCode')} name="zipCode" label={t('legal.zipCode')} defaultValue={a?.zipCode ?? ''} error={errors['legalAddress.zipCode']} />
          <PlaceField id={id('city')} name="city" label={t('legal.city')} defaultValue={a?.city ?? ''} error={errors['legalAddress.city']} />
          <PlaceField id={id('country')} name="country" label={t('legal.country')} defaultValue={a?.country ?? ''} error={errors['legalAddress.country']} />
          <div>
            <label htmlFor={id('invoiceLanguage')}>{t('legal.invoiceLanguage')}</label>
            <select id={id('invoiceLanguage')} name="invoiceLanguage" className="input" defaultValue={legal?.invoiceLanguage ?? 'fr'}>
              {LOCALES.map((l) => (
                <option key={l} value={l} lang={l}>{LANGUAGE_NAMES[l]}</option>
              ))}
            </select>
          </div>
          <PlaceField id={id('invoiceCode')} name="invoiceCode" label={t('legal.invoiceCode')} hint={t('legal.invoiceCodeHint')} defaultValue={legal?.invoiceCode ?? ''} error={errors.invoiceCode} />
          <PlaceField id={id('zeroInvoiceForWarranty')} name="zeroInvoiceForWarranty" kind="checkbox" label={t('legal.zeroInvoiceForWarranty')} defaultChecked={legal?.zeroInvoiceForWarranty ?? false} />
        </>
      )}
    </PlaceEditor>
  );
}
