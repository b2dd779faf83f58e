'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { AttributeFields } from '@/components/attributes/attribute-fields';
import { CustomerFields } from '@/components/booking/customer-fields';
import { Button } from '@/components/ui/button';
import { problemMessage } from '@/components/ui/error-state';
import { StepHeading } from '@/components/ui/step-heading';
import type { Locale } from '@/lib/schemas/common';
import { fromE164 } from '@/lib/client/area';
import { useCounterCustomerLabels } from './counter-customer';
import { CustomerLookup, type KnownCustomer } from './customer-lookup';
import { CounterItemFields } from './counter-item-fields';
import { CounterStoreFields } from './counter-store-fields';
import { CounterWarranty } from './counter-warranty';
import type { CounterProvider, CounterStore } from './counter-types';
import type { CounterBooked } from './use-counter-cart';
import type { CounterComposeState } from './use-counter-compose';
import { CardSection } from '@/components/ui/card-section';
import { ClientForm } from '@/components/ui/client-form';

/** The counter's first step: the booking, the item and its details, the customer. */
export function CounterCompose({
  compose,
  stores,
  providers,
  locale,
  fixedStore,
  onBooked,
}: {
  compose: CounterComposeState;
  stores: CounterStore[];
  providers: Record<string, CounterProvider>;
  locale: Locale;
  fixedStore: boolean;
  onBooked: (booked: CounterBooked) => void;
}) {
  const t = useTranslations('Admin');
  const c = useTranslations('Counter');
  const tUi = useTranslations('UI');
  const labels = useCounterCustomerLabels();
  const { store, item, attrForm, customerForm, book } = compose;
  const values = useWatch({ control: attrForm.control, name: 'values' }) ?? {};
  const noAddress = useWatch({ control: customerForm.control, name: 'noAddress' });
  const fill = (known: KnownCustomer) => {
    const phone = fromE164(known.phone);
    const set = { shouldValidate: true, shouldDirty: true } as const;
    customerForm.setValue('givenName', known.givenName, set);
    customerForm.setValue('familyName', known.familyName, set);
    customerForm.setValue('email', known.email, set);
    customerForm.setValue('phonePrefix', phone.prefix, set);
    customerForm.setValue('phoneNational', phone.national, set);
  };

  return (
    <div className="counter">
      <StepHeading>{t('counter.heading')}</StepHeading>
      <p className="lead">{t('counter.intro')}</p>
      <ClientForm
        onSubmit={(e) => {
          e.preventDefault();
          void compose.submit(onBooked);
        }}
        noValidate
      >
        <CounterStoreFields
          stores={stores}
          store={store}
          fixedStore={fixedStore}
          onStore={compose.chooseStore}
          bookingType={compose.bookingType}
          onBookingType={compose.setBookingType}
        />
        {compose.bookingType === 'warranty' ? <CounterWarranty value={compose.warranty} errors={compose.warrantyErrors} onChange={compose.setWarranty} /> : null}
        {compose.garments.length > 0 ? (
          <CardSection id="garments-h" className="garments" title={c('garments.heading', { count: compose.garments.length })}>
            <ol>
              {compose.garments.map((g) => (
                <li key={g.id}>
                  {g.label}{' '}
                  <Button variant="ghost" onClick={() => compose.removeGarment.mutate(g.id)} disabled={compose.removeGarment.isPending}>
                    {c('garments.remove', { name: g.label })}
                  </Button>
                </li>
              ))}
            </ol>
            <p className="muted small">{c('garments.next')}</p>
          </CardSection>
        ) : null}
        {store ? <CounterItemFields item={item} store={store} providers={providers} locale={locale} /> : null}
        {item.sub ? (
          <div className="card">
            <h2 className="h3">{t('counter.details')}</h2>
            <AttributeFields
              groups={item.groups}
              values={values}
              control={attrForm.control}
              errors={attrForm.formState.errors}
              locale={locale}
              uploadFile={compose.uploadFile}
              knownImages={compose.attrImages}
              showGroupHeadings
            />
          </div>
        ) : null}
        <fieldset className="card">
          <legend className="h3">{t('counter.customer')}</legend>
          <CustomerLookup onPick={fill} />
          {/* docs/counter.md#no-address: in store both ways, no address is asked (nor sent). */}
          <div className="field">
            <label className="choice">
              <input type="checkbox" id="c-in-store" {...customerForm.register('noAddress')} aria-describedby="c-in-store-hint" />
              <strong>{c('inStore.label')}</strong>
            </label>
            {/* Outside the label: its name stays short (it is not "the address" field). */}
            <p id="c-in-store-hint" className="muted small">
              {c('inStore.hint')}
            </p>
          </div>
          <CustomerFields
            idPrefix="c"
            labels={{ ...labels, emailOptional: true }}
            autoFill={false}
            register={customerForm.register}
            errors={customerForm.formState.errors}
            country={customerForm.watch('address.country')}
            hideAddress={!!noAddress}
          />
        </fieldset>
        {book.isError || compose.addGarment.isError ? (
          <p className="field-error" role="alert">
            {problemMessage(book.error ?? compose.addGarment.error, tUi('unexpected'), tUi('offline'))}
          </p>
        ) : null}
        <div className="form-actions">
          <Button type="submit" busy={book.isPending}>
            {t('counter.continue')}
          </Button>
          <Button variant="secondary" onClick={() => void compose.addAnother()} busy={compose.addGarment.isPending}>
            {c('garments.add')}
          </Button>
        </div>
      </ClientForm>
    </div>
  );
}
