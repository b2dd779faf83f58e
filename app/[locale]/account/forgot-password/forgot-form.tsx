'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSubmit } from '@/components/forms/use-submit';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { StepHeading } from '@/components/ui/step-heading';
import { accountApi } from '@/lib/client/account-api';
import { ClientForm } from '@/components/ui/client-form';

/** /{locale}/account/forgot-password: the same answer whether or not the address has an account (docs/decisions.md#password-reset). */
export function ForgotForm({ locale }: { locale: string }) {
  const t = useTranslations('AccountSelf');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const { error, busy, submit } = useSubmit(async () => {
    await accountApi.requestReset(email.trim(), locale);
    setSent(email.trim());
  });
  return (
    <section className="card narrow-card">
      <StepHeading>{t('forgotTitle')}</StepHeading>
      {sent ? (
        <p role="status">{t('forgotSent', { email: sent })}</p>
      ) : (
        <ClientForm onSubmit={submit} noValidate>
          <p className="muted">{t('forgotIntro')}</p>
          <Field id="fp-email" label={t('email')} error={error} required>
            <input type="email" {...fieldAria('fp-email', { error })} autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <Button type="submit" busy={busy}>
            {t('forgotSubmit')}
          </Button>
        </ClientForm>
      )}
    </section>
  );
}
