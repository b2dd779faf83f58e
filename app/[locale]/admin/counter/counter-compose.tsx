'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { AttributeFields } from '@/components/attributes/attribute-fields';
import { CustomerFields } from '@/components/booking/customer-fields';
import { Button } from '@/components/ui/button';
import { problemMessage } from '@/components/ui/error-state';
import { StepHeading } from '@/components/ui/step-heading';
import type { Locale } from '@/lib/schemas/common';
import { useCounterCustomerLabels } from './counter-customer';
import { CounterItemFields } from './counter-item-fields';
import { CounterStoreFields } from './counter-store-fields';
import type { CounterProvider, CounterStore } from './counter-types';
import type { CounterBooked } from './use-counter-cart';
import type { CounterComposeState } from './use-counter-compose';

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
  const tUi = useTranslations('UI');
  const labels = useCounterCustomerLabels();
  const { store, item, attrForm, customerForm, book } = compose;
  const values = useWatch({ control: attrForm.control, name: 'values' }) ?? {};

  return (
    <div className="counter">
      <StepHeading>{t('counter.heading')}</StepHeading>
      <p className="lead">{t('counter.intro')}</p>
      <form
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
          <CustomerFields idPrefix="c" labels={labels} autoFill={false} register={customerForm.register} errors={customerForm.formState.errors} country={customerForm.watch('address.country')} />
        </fieldset>
        {book.isError ? (
          <p className="field-error" role="alert">
            {problemMessage(book.error, tUi('unexpected'), tUi('offline'))}
          </p>
        ) : null}
        <div className="form-actions">
          <Button type="submit" busy={book.isPending}>
            {t('counter.continue')}
          </Button>
        </div>
      </form>
    </div>
  );
}
