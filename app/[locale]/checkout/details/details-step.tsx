'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { SignInForm } from '@/components/account/sign-in-form';
import { Button } from '@/components/ui/button';
import { problemMessage } from '@/components/ui/error-state';
import { Field, fieldAria } from '@/components/ui/field';
import { StepHeading } from '@/components/ui/step-heading';
import { logout, setCartCustomer, signup } from '@/lib/client/api';
import { COUNTRIES, fromE164, isValidPostcode, PHONE_PREFIXES, toE164 } from '@/lib/client/area';
import { ApiProblem } from '@/lib/client/problem';
import { keys, meQuery } from '@/lib/client/queries';
import { useRememberCart } from '@/lib/client/use-cart';
import { useRouter } from '@/lib/i18n/navigation';
import type { Account } from '@/lib/schemas/auth';
import { CartCustomerBodySchema, type Cart } from '@/lib/schemas/cart';
import type { Locale } from '@/lib/schemas/common';
import { focusFirstError } from '../../book/[categoryId]/item-step';
import { CartGate } from '../cart-gate';

type Address = { address: string; secondAddress: string; city: string; state: string; zipCode: string; country: string; deliveryNotes: string };
type DetailsValues = {
  title: string;
  givenName: string;
  familyName: string;
  email: string;
  phonePrefix: string;
  phoneNational: string;
  address: Address;
  createAccount: boolean;
  password: string;
};

const TITLES = ['mr', 'ms', 'mx'] as const;

export function DetailsStep({ locale, serverCartId }: { locale: Locale; serverCartId: string | null }) {
  const t = useTranslations('Checkout');
  return <CartGate heading={t('details.heading')} serverCartId={serverCartId}>{(cart) => <Details cart={cart} locale={locale} />}</CartGate>;
}

function defaults(cart: Cart, me: Account | null | undefined): DetailsValues {
  const c = cart.customer;
  const phone = fromE164(c?.phone || me?.phone || '');
  const country = cart.address?.country ?? cart.area?.country ?? 'FR';
  return {
    title: c?.title || me?.title || '',
    givenName: c?.givenName || me?.givenName || '',
    familyName: c?.familyName || me?.familyName || '',
    email: c?.email || me?.email || '',
    phonePrefix: phone.national ? phone.prefix : (PHONE_PREFIXES.find((p) => p.country === country)?.prefix ?? '+33'),
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

function Details({ cart, locale: _locale }: { cart: Cart; locale: Locale }) {
  const t = useTranslations('Checkout');
  const tUi = useTranslations('UI');
  const tA = useTranslations('Account');
  const qc = useQueryClient();
  const router = useRouter();
  const remember = useRememberCart();
  const me = useQuery(meQuery());
  const [serverError, setServerError] = useState<string | null>(null);

  // The API's own schema validates the form; only the words are ours.
  const resolver: Resolver<DetailsValues> = async (values) => {
    // A radio group nobody picked reads as null once it has been tabbed through.
    const body = { ...values, title: values.title ?? '', phone: values.phoneNational.trim() ? toE164(values.phonePrefix, values.phoneNational) : '' };
    const parsed = CartCustomerBodySchema.safeParse(body);
    const errors: Record<string, unknown> = {};
    const put = (path: string, message: string) => {
      const parts = path.split('.');
      let node = errors as Record<string, Record<string, unknown>>;
      for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Record<string, Record<string, unknown>>;
      const last = parts.at(-1)!;
      if (!node[last]) node[last] = { type: 'validate', message };
    };
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        const raw = path === 'phone' ? values.phoneNational : path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], values);
        const empty = typeof raw !== 'string' || raw.trim() === '';
        const field = path === 'phone' ? 'phoneNational' : path;
        if (empty) put(field, t('errors.required'));
        else if (path === 'email') put(field, t('errors.email'));
        else if (path === 'phone') put(field, t('errors.phone'));
        else if (issue.code === 'too_big') put(field, t('errors.tooLong'));
        else put(field, t('errors.invalid'));
      }
    }
    if (values.address.zipCode.trim() && !isValidPostcode(values.address.country, values.address.zipCode)) put('address.zipCode', t('errors.zip'));
    if (values.createAccount && values.password.length < 8) put('password', t('errors.password'));
    return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<DetailsValues> } : { values, errors: {} };
  };

  const form = useForm<DetailsValues>({ resolver, defaultValues: defaults(cart, me.data), mode: 'onTouched' });
  const { register, formState, watch } = form;
  const e = formState.errors;
  const createAccount = watch('createAccount');

  // Signed in (now or before): fill what the customer has not typed from the account.
  useEffect(() => {
    const account = me.data;
    if (!account) return;
    const current = form.getValues();
    const phone = fromE164(account.phone);
    const fill = (name: 'title' | 'givenName' | 'familyName' | 'email', value: string) => {
      if (!current[name] && value) form.setValue(name, value);
    };
    fill('title', account.title);
    fill('givenName', account.givenName);
    fill('familyName', account.familyName);
    fill('email', account.email);
    if (!current.phoneNational && account.phone) {
      form.setValue('phonePrefix', phone.prefix);
      form.setValue('phoneNational', phone.national);
    }
  }, [me.data, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (values.createAccount && !me.data) {
        const { account } = await signup({ email: values.email, password: values.password, givenName: values.givenName, familyName: values.familyName });
        qc.setQueryData(keys.me(), account);
      }
      const next = await setCartCustomer(
        cart.id,
        CartCustomerBodySchema.parse({ ...values, title: values.title ?? '', phone: toE164(values.phonePrefix, values.phoneNational) }),
      );
      remember(next);
      router.push('/checkout/delivery');
    } catch (err) {
      if (err instanceof ApiProblem && err.errors.length) {
        for (const fe of err.errors) form.setError((fe.path.replace(/^\//, '').replace(/\//g, '.') === 'phone' ? 'phoneNational' : fe.path.replace(/^\//, '').replace(/\//g, '.')) as keyof DetailsValues, { message: fe.message });
      }
      setServerError(problemMessage(err, tUi('unexpected'), tUi('offline')));
      focusFirstError();
    }
  }, focusFirstError);

  const input = (name: string, opts: { hint?: string; error?: string } = {}) => fieldAria(`d-${name}`, { hint: opts.hint, error: opts.error });

  return (
    <>
      <StepHeading>{t('details.heading')}</StepHeading>
      <div className="checkout-layout">
        <div>
          {me.data ? (
            <div className="card signed-in">
              <p>{tA('signedInAs', { email: me.data.email })}</p>
              <Button
                variant="ghost"
                size="sm"
                onClick={async () => {
                  await logout();
                  qc.setQueryData(keys.me(), null);
                }}
              >
                {tA('signOut')}
              </Button>
            </div>
          ) : (
            <details className="card sign-in-panel">
              <summary>{t('details.haveAccount')}</summary>
              <SignInForm />
            </details>
          )}
          <form onSubmit={onSubmit} noValidate className="card step-form" aria-labelledby="details-legend">
            <h2 className="h3" id="details-legend">
              {me.data ? t('details.formHeadingSignedIn') : t('details.formHeadingGuest')}
            </h2>
            <p className="muted small">{t('details.required')}</p>
            <fieldset className="field field-group">
              <legend className="field-label">
                {t('details.titleLabel')} <span className="optional">({tUi('optional')})</span>
              </legend>
              <div className="choice-row">
                {TITLES.map((v) => (
                  <label key={v} className="choice">
                    <input type="radio" value={v} {...register('title')} />
                    <span>{t(`details.titles.${v}`)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid-2">
              <Field id="d-givenName" label={t('details.givenName')} error={e.givenName?.message} required>
                <input {...input('givenName', { error: e.givenName?.message })} autoComplete="given-name" {...register('givenName')} />
              </Field>
              <Field id="d-familyName" label={t('details.familyName')} error={e.familyName?.message} required>
                <input {...input('familyName', { error: e.familyName?.message })} autoComplete="family-name" {...register('familyName')} />
              </Field>
            </div>
            <Field id="d-email" label={t('details.email')} error={e.email?.message} required hint={t('details.emailHint')}>
              <input type="email" {...input('email', { hint: 'x', error: e.email?.message })} autoComplete="email" {...register('email')} />
            </Field>
            <Field id="d-phoneNational" label={t('details.phone')} error={e.phoneNational?.message} required hint={t('details.phoneHint')}>
              <div className="phone-row">
                <select aria-label={t('details.phoneCountry')} autoComplete="tel-country-code" {...register('phonePrefix')}>
                  {PHONE_PREFIXES.map((p) => (
                    <option key={p.country} value={p.prefix}>
                      {p.country} {p.prefix}
                    </option>
                  ))}
                </select>
                <input type="tel" {...input('phoneNational', { hint: 'x', error: e.phoneNational?.message })} autoComplete="tel-national" {...register('phoneNational')} />
              </div>
            </Field>
            <fieldset className="field-group-plain">
              <legend className="h3">{t('details.addressLegend')}</legend>
              <Field id="d-address.address" label={t('details.address')} error={e.address?.address?.message} required>
                <input {...input('address.address', { error: e.address?.address?.message })} autoComplete="address-line1" {...register('address.address')} />
              </Field>
              <Field id="d-address.secondAddress" label={t('details.secondAddress')} optionalLabel={tUi('optional')}>
                <input id="d-address.secondAddress" autoComplete="address-line2" {...register('address.secondAddress')} />
              </Field>
              <div className="grid-2">
                <Field id="d-address.zipCode" label={t('details.zipCode')} error={e.address?.zipCode?.message} required>
                  <input {...input('address.zipCode', { error: e.address?.zipCode?.message })} autoComplete="postal-code" className="input-short" {...register('address.zipCode')} />
                </Field>
                <Field id="d-address.city" label={t('details.city')} error={e.address?.city?.message} required>
                  <input {...input('address.city', { error: e.address?.city?.message })} autoComplete="address-level2" {...register('address.city')} />
                </Field>
              </div>
              <Field id="d-address.country" label={t('details.country')} error={e.address?.country?.message} required>
                <select {...input('address.country', { error: e.address?.country?.message })} autoComplete="country" {...register('address.country')}>
                  {COUNTRIES.map((c) => (
                    <option key={c} value={c}>
                      {t(`countries.${c}`)}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id="d-address.deliveryNotes" label={t('details.deliveryNotes')} optionalLabel={tUi('optional')} hint={t('details.deliveryNotesHint')}>
                <textarea {...input('address.deliveryNotes', { hint: 'x' })} rows={2} {...register('address.deliveryNotes')} />
              </Field>
            </fieldset>
            {!me.data ? (
              <div className="card inset">
                <label className="choice">
                  <input type="checkbox" {...register('createAccount')} />
                  <span>{t('details.createAccount')}</span>
                </label>
                {createAccount ? (
                  <Field id="d-password" label={tA('password')} error={e.password?.message} required hint={t('details.passwordHint')}>
                    <input type="password" {...input('password', { hint: 'x', error: e.password?.message })} autoComplete="new-password" {...register('password')} />
                  </Field>
                ) : (
                  <p className="muted small">{t('details.guestNote')}</p>
                )}
              </div>
            ) : null}
            {serverError ? (
              <p className="field-error" role="alert">
                {serverError}
              </p>
            ) : null}
            <div className="form-actions">
              <Button type="submit" busy={formState.isSubmitting}>
                {t('continueDelivery')}
              </Button>
            </div>
          </form>
        </div>
      </div>
    </>
  );
}
