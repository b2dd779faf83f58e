'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { problemMessage } from '@/components/ui/error-state';
import { Field, fieldAria } from '@/components/ui/field';
import { StepHeading } from '@/components/ui/step-heading';
import { accountApi } from '@/lib/client/account-api';
import { ApiProblem } from '@/lib/client/problem';
import { keys } from '@/lib/client/queries';
import { useFragmentToken } from '@/lib/client/use-fragment-token';
import { Link } from '@/lib/i18n/navigation';
import { ClientForm } from '@/components/ui/client-form';

/** /{locale}/account/reset-password#token=… (docs/decisions.md#password-reset). */

export function ResetForm() {
  const t = useTranslations('AccountSelf');
  const tUi = useTranslations('UI');
  const qc = useQueryClient();
  const token = useFragmentToken();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await accountApi.confirmReset(token!, password);
      qc.setQueryData(keys.me(), null); // every session ended, this one too
      setDone(true);
    } catch (err) {
      setError(err instanceof ApiProblem && err.errors[0] ? err.errors[0].message : problemMessage(err, tUi('unexpected'), tUi('offline')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card narrow-card">
      <StepHeading>{t('resetTitle')}</StepHeading>
      {done ? (
        <p role="status">
          {t('resetDone')} <Link href="/account/sign-in">{t('signInLink')}</Link>
        </p>
      ) : token === null ? (
        <p role="alert">
          {t('resetMissing')} <Link href="/account/forgot-password">{t('forgotLink')}</Link>
        </p>
      ) : (
        <ClientForm onSubmit={submit} noValidate>
          <Field id="rp-password" label={t('newPassword')} error={error} required hint={t('passwordHint')}>
            <input type="password" {...fieldAria('rp-password', { error, hint: 'x' })} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field>
          <Button type="submit" busy={busy} disabled={!token}>
            {t('resetSubmit')}
          </Button>
        </ClientForm>
      )}
    </section>
  );
}
