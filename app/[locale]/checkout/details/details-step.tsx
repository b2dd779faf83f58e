'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { useForm } from 'react-hook-form';
import { SignInForm } from '@/components/account/sign-in-form';
import { CustomerFields } from '@/components/booking/customer-fields';
import { focusFirstError } from '@/components/forms/focus-first-error';
import { SignedInCard } from '@/components/account/signed-in-card';
import { Button } from '@/components/ui/button';
import { problemMessage } from '@/components/ui/error-state';
import { Field, fieldAria } from '@/components/ui/field';
import { StepHeading } from '@/components/ui/step-heading';
import { browserApi } from '@/lib/client/api';
import { fromE164 } from '@/lib/client/area';
import { cartCustomerBody } from '@/lib/client/customer-form';
import { ApiProblem } from '@/lib/client/problem';
import { meQuery } from '@/lib/client/queries';
import { useRememberCart } from '@/lib/client/use-cart';
import { useRouter } from '@/lib/i18n/navigation';
import type { Cart } from '@/lib/schemas/cart';
import type { Locale } from '@/lib/schemas/common';
import { CartGate } from '@/components/booking/cart-gate';
import { detailsDefaults, useDetailsLabels, useDetailsResolver, type DetailsValues } from './details-form';
import { SavedAddresses } from './saved-addresses';
import { hasWarrantyProof, WarrantyProof } from './warranty-proof';
import { ClientForm } from '@/components/ui/client-form';

export function DetailsStep({ locale, serverCartId }: { locale: Locale; serverCartId: string | null }) {
  const t = useTranslations('Checkout');
  return <CartGate heading={t('details.heading')} serverCartId={serverCartId}>{(cart) => <Details cart={cart} locale={locale} />}</CartGate>;
}

function Details({ cart, locale: _locale }: { cart: Cart; locale: Locale }) {
  const t = useTranslations('Checkout');
  const tUi = useTranslations('UI');
  const tA = useTranslations('Account');
  const router = useRouter();
  const remember = useRememberCart();
  const me = useQuery(meQuery());
  const [serverError, setServerError] = useState<string | null>(null);
  const [restartArea, setRestartArea] = useState<{ zip: string; country: string } | null>(null);

  const resolver = useDetailsResolver();
  const labels = useDetailsLabels();
  const form = useForm<DetailsValues>({ resolver, defaultValues: detailsDefaults(cart, me.data), mode: 'onTouched' });
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
    setRestartArea(null);
    // A warranty repair goes on only with its proof of purchase (docs/counter.md#web-warranty): the order would be refused without it.
    if (!hasWarrantyProof(cart)) {
      setServerError(t('warranty.proofNeeded'));
      return;
    }
    try {
      // The account is made by the e-mailed link (docs/decisions.md#signup-confirmation): this booking goes on as a guest's and joins the account once the link is confirmed.
      if (values.createAccount && !me.data) await browserApi.auth.signup({ email: values.email, password: values.password, givenName: values.givenName, familyName: values.familyName, cartId: cart.id });
      const next = await browserApi.carts.setCustomer(cart.id, cartCustomerBody(values));
      remember(next);
      router.push('/checkout/delivery');
    } catch (err) {
      if (err instanceof ApiProblem && err.errors.length) {
        const paths = err.errors.map((fe) => fe.path.replace(/^\//, '').replace(/\//g, '.'));
        err.errors.forEach((fe, i) => form.setError((paths[i] === 'phone' ? 'phoneNational' : paths[i]) as keyof DetailsValues, { message: fe.message }));
        // Each message once, under its field (docs/customer-site.md#refusals); a postcode the atelier does not
        // collect from gets a way to start again from it, with the ateliers that do.
        setServerError(null);
        setRestartArea(paths.includes('address.zipCode') ? { zip: values.address.zipCode.trim(), country: values.address.country } : null);
      } else {
        setServerError(problemMessage(err, tUi('unexpected'), tUi('offline')));
      }
      focusFirstError();
    }
  }, () => focusFirstError());

  return (
    <>
      <StepHeading>{t('details.heading')}</StepHeading>
      <div className="checkout-layout">
        <div>
          {me.data ? (
            <SignedInCard email={me.data.email} />
          ) : (
            <details className="card sign-in-panel">
              <summary>{t('details.haveAccount')}</summary>
              <SignInForm />
            </details>
          )}
          <WarrantyProof cart={cart} />
          <ClientForm onSubmit={onSubmit} noValidate className="card step-form" aria-labelledby="details-legend">
            <h2 className="h3" id="details-legend">
              {me.data ? t('details.formHeadingSignedIn') : t('details.formHeadingGuest')}
            </h2>
            <p className="muted small">{t('details.required')}</p>
            <SavedAddresses form={form} signedIn={!!me.data} empty={!cart.customer} country={cart.area?.country ?? null} />
            <CustomerFields idPrefix="d" labels={labels} autoFill register={register} errors={e} country={watch('address.country')} />
            {!me.data ? (
              <div className="card inset">
                <label className="choice">
                  <input type="checkbox" {...register('createAccount')} />
                  <span>{t('details.createAccount')}</span>
                </label>
                {createAccount ? (
                  <>
                    <Field id="d-password" label={tA('password')} error={e.password?.message} required hint={t('details.passwordHint')}>
                      <input type="password" {...fieldAria('d-password', { hint: 'x', error: e.password?.message })} autoComplete="new-password" {...register('password')} />
                    </Field>
                    <p className="muted small">{t('details.accountEmailed')}</p>
                  </>
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
            {restartArea ? (
              <p className="notice">
                <Link href={{ pathname: '/book', query: restartArea }}>{t('details.restartArea', { zip: restartArea.zip })}</Link>
              </p>
            ) : null}
            <div className="form-actions">
              <Button type="submit" busy={formState.isSubmitting}>
                {t('continueDelivery')}
              </Button>
            </div>
          </ClientForm>
        </div>
      </div>
    </>
  );
}
