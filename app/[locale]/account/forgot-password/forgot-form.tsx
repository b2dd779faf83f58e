'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { problemMessage } from '@/components/ui/error-state';
import { Field, fieldAria } from '@/components/ui/field';
import { StepHeading } from '@/components/ui/step-heading';
import { accountApi } from '@/lib/client/account-api';

/** /{locale}/account/forgot-password: the same answer whether or not the address has an account (docs/decisions.md#password-reset). */
export function ForgotForm({ locale }: { locale: string }) {
  const t = useTranslations('AccountSelf');
  const tUi = useTranslations('UI');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await accountApi.requestReset(email.trim(), locale);
      setSent(email.trim());
    } catch (err) {
      setError(problemMessage(err, tUi('unexpected'), tUi('offline')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card narrow-card">
      <StepHeading>{t('forgotTitle')}</StepHeading>
      {sent ? (
        <p role="status">{t('forgotSent', { email: sent })}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="muted">{t('forgotIntro')}</p>
          <Field id="fp-email" label={t('email')} error={error} required>
            <input type="email" {...fieldAria('fp-email', { error })} autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <Button type="submit" busy={busy}>
            {t('forgotSubmit')}
          </Button>
        </form>
      )}
    </section>
  );
}
