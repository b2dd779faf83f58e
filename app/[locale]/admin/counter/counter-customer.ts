import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { CustomerLabels } from '@/components/booking/customer-fields';
import { COUNTRIES, phonePrefixFor } from '@/lib/client/area';
import { customerFormSchema, type CustomerFormValues } from '@/lib/client/customer-form';
import type { CounterStore } from './counter-types';

const isListed = (country: string) => (COUNTRIES as readonly string[]).includes(country);

/** The shared customer schema with the counter's words (the counter, and the staff order page's corrections). */
export function useCounterCustomerResolver() {
  const t = useTranslations('Admin');
  return useMemo(
    () =>
      zodResolver(
        customerFormSchema({
          required: t('counter.errors.required'),
          email: t('counter.errors.email'),
          phone: t('counter.errors.phone'),
          zip: t('counter.errors.zip'),
          invalid: t('counter.errors.invalid'),
        }),
      ),
    [t],
  );
}

/** The counter's customer form: the shared customer schema, the counter's words, the store's country first. */
export function useCounterCustomerForm(country: string) {
  const resolver = useCounterCustomerResolver();
  return useForm<CustomerFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      title: '',
      givenName: '',
      familyName: '',
      email: '',
      phonePrefix: phonePrefixFor(country),
      phoneNational: '',
      address: { address: '', secondAddress: '', zipCode: '', city: '', state: '', country: isListed(country) ? country : 'FR', deliveryNotes: '' },
      // Most counter bookings are dropped off and collected here: no address until staff say otherwise.
      noAddress: true,
      // A walk-in may give only a phone number (docs/counter.md#phone-only).
      emailOptional: true,
    },
  });
}

/** The customer most likely lives where the store is: follow it until they type an address. */
export function followStoreCountry(form: ReturnType<typeof useCounterCustomerForm>, store: CounterStore | undefined) {
  if (!store || form.getValues('address.address')) return;
  if (isListed(store.country)) form.setValue('address.country', store.country);
  if (!form.getValues('phoneNational')) form.setValue('phonePrefix', phonePrefixFor(store.country));
}

/** The labels of the counter's customer fields. */
export function useCounterCustomerLabels(): CustomerLabels {
  const t = useTranslations('Admin');
  const tUi = useTranslations('UI');
  return {
    givenName: t('counter.givenName'),
    familyName: t('counter.familyName'),
    email: t('counter.email'),
    phone: t('counter.phone'),
    phoneCountry: t('counter.phoneCountry'),
    address: t('counter.address'),
    zipCode: t('counter.zipCode'),
    city: t('counter.city'),
    country: t('counter.country'),
    countries: Object.fromEntries(COUNTRIES.map((c) => [c, t(`counter.countries.${c}`)])) as CustomerLabels['countries'],
    optional: tUi('optional'),
  };
}
