import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import * as z from 'zod';
import type { CustomerLabels } from '@/components/booking/customer-fields';
import { useContactErrorWords } from '@/components/forms/use-error-words';
import { COUNTRIES, fromE164, phonePrefixFor } from '@/lib/client/area';
import { checkCustomer, customerFormFields, type CustomerFormValues } from '@/lib/client/customer-form';
import type { Account } from '@/lib/schemas/auth';
import type { Cart } from '@/lib/schemas/cart';

export type DetailsValues = CustomerFormValues & { createAccount: boolean; password: string };

/** The details form's resolver: the customer's fields, and a password of 8 characters when an account is wanted. */
export function useDetailsResolver() {
  const t = useTranslations('Checkout');
  const words = useContactErrorWords();
  return useMemo(() => {
    const schema = z
      .object({ ...customerFormFields, createAccount: z.boolean(), password: z.string() })
      .superRefine(checkCustomer(words))
      .superRefine((v, ctx) => {
        if (v.createAccount && v.password.length < 8) ctx.addIssue({ code: 'custom', path: ['password'], message: t('errors.password') });
      });
    return zodResolver(schema);
  }, [t, words]);
}

/** The labels of the checkout's customer fields. */
export function useDetailsLabels(): CustomerLabels {
  const t = useTranslations('Checkout');
  const tUi = useTranslations('UI');
  return {
    title: { legend: t('details.titleLabel'), options: { mr: t('details.titles.mr'), ms: t('details.titles.ms'), mx: t('details.titles.mx') } },
    givenName: t('details.givenName'),
    familyName: t('details.familyName'),
    email: t('details.email'),
    emailHint: t('details.emailHint'),
    phone: t('details.phone'),
    phoneHint: t('details.phoneHint'),
    phoneCountry: t('details.phoneCountry'),
    address: t('details.address'),
    zipCode: t('details.zipCode'),
    city: t('details.city'),
    country: t('details.country'),
    countries: Object.fromEntries(COUNTRIES.map((c) => [c, t(`countries.${c}`)])) as CustomerLabels['countries'],
    optional: tUi('optional'),
    full: {
      legend: t('details.addressLegend'),
      secondAddress: t('details.secondAddress'),
      deliveryNotes: t('details.deliveryNotes'),
      deliveryNotesHint: t('details.deliveryNotesHint'),
    },
  };
}

/** The form's first values: what the cart already holds, else the signed-in account's. */
export function detailsDefaults(cart: Cart, me: Account | null | undefined): DetailsValues {
  const c = cart.customer;
  const phone = fromE164(c?.phone || me?.phone || '');
  const country = cart.address?.country ?? cart.area?.country ?? 'FR';
  return {
    title: c?.title || me?.title || '',
    givenName: c?.givenName || me?.givenName || '',
    familyName: c?.familyName || me?.familyName || '',
    email: c?.email || me?.email || '',
    phonePrefix: phone.national ? phone.prefix : phonePrefixFor(country),
    phoneNational: phone.national,
    address: {
      address: cart.address?.address ?? '',
      secondAddress: cart.address?.secondAddress ?? '',
      city: cart.address?.city ?? '',
      state: cart.address?.state ?? '',
      zipCode: cart.address?.zipCode ?? cart.area?.zipCode ?? '',
      country,
      deliveryNotes: cart.address?.deliveryNotes ?? '',
    },
    createAccount: false,
    password: '',
  };
}
