'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SignedInCard } from '@/components/account/signed-in-card';
import { Button } from '@/components/ui/button';
import { ErrorState, problemMessage } from '@/components/ui/error-state';
import { Field, fieldAria } from '@/components/ui/field';
import { LoadingRegion, SkeletonCard } from '@/components/ui/skeleton';
import { StepHeading } from '@/components/ui/step-heading';
import { accountApi } from '@/lib/client/account-api';
import { keys, meQuery } from '@/lib/client/queries';
import { Link, useRouter } from '@/lib/i18n/navigation';
import type { Account } from '@/lib/schemas/auth';
import { AddressesPanel } from './addresses-panel';
import { DataPanel } from './data-panel';
import { SessionsPanel } from './sessions-panel';
import { CardSection } from '@/components/ui/card-section';
import { ClientForm } from '@/components/ui/client-form';

/** /{locale}/account: profile, saved addresses, and the customer's data rights (docs/decisions.md#accounts). */
export function AccountHome() {
  const t = useTranslations('AccountSelf');
  const tA = useTranslations('Account');
  const me = useQuery(meQuery());
  const qc = useQueryClient();
  const router = useRouter();
  const [erased, setErased] = useState(false);
  if (erased)
    return (
      <section className="card narrow-card">
        <StepHeading>{t('deleteHeading')}</StepHeading>
        <p role="status">{t('deleteDone')}</p>
      </section>
    );
  if (me.isPending)
    return (
      <LoadingRegion label={tA('loading')}>
        <SkeletonCard lines={3} height="8rem" />
      </LoadingRegion>
    );
  if (me.isError) return <ErrorState error={me.error} onRetry={() => me.refetch()} />;
  if (!me.data)
    return (
      <section className="card narrow-card">
        <StepHeading>{t('accountTitle')}</StepHeading>
        <p>
          <Link href="/account/sign-in">{t('signInLink')}</Link> · <Link href="/account/sign-up">{t('signUpLink')}</Link>
        </p>
      </section>
    );
  return (
    <>
      <StepHeading>{t('accountTitle')}</StepHeading>
      <SignedInCard
        email={me.data.email}
        onSignedOut={() => {
          qc.removeQueries({ queryKey: ['orders'] });
          router.refresh();
        }}
      >
        <Link href="/account/orders">{tA('ordersHeading')}</Link>
      </SignedInCard>
      <Profile account={me.data} />
      <AddressesPanel account={me.data} />
      <SessionsPanel />
      <DataPanel onErased={() => setErased(true)} />
    </>
  );
}

function Profile({ account }: { account: Account }) {
  const t = useTranslations('AccountSelf');
  const tUi = useTranslations('UI');
  const qc = useQueryClient();
  const [values, setValues] = useState({ givenName: account.givenName, familyName: account.familyName, phone: account.phone });
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setBusy(true);
    try {
      const { account: saved } = await accountApi.updateProfile(values);
      qc.setQueryData(keys.me(), saved);
      setStatus({ ok: true, text: t('saved') });
    } catch (err) {
      setStatus({ ok: false, text: problemMessage(err, tUi('unexpected'), tUi('offline')) });
    } finally {
      setBusy(false);
    }
  };
  const fields = [
    ['givenName', 'given-name'],
    ['familyName', 'family-name'],
    ['phone', 'tel'],
  ] as const;
  return (
    <CardSection id="profile-h" title={t('profileHeading')}>
      <ClientForm onSubmit={submit} noValidate className="grid-2">
        {fields.map(([name, auto]) => (
          <Field key={name} id={`pf-${name}`} label={t(name)}>
            <input {...fieldAria(`pf-${name}`, {})} type={name === 'phone' ? 'tel' : 'text'} autoComplete={auto} value={values[name]} onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))} />
          </Field>
        ))}
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            {t('save')}
          </Button>
          {status ? <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'muted' : 'field-error'}>{status.text}</p> : null}
        </div>
      </ClientForm>
    </CardSection>
  );
}
