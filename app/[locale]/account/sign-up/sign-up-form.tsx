'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSubmit } from '@/components/forms/use-submit';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { StepHeading } from '@/components/ui/step-heading';
import { browserApi } from '@/lib/client/api';
import { Link } from '@/lib/i18n/navigation';
import { ClientForm } from '@/components/ui/client-form';

const FIELDS = [
  { name: 'givenName', type: 'text', auto: 'given-name' },
  { name: 'familyName', type: 'text', auto: 'family-name' },
  { name: 'email', type: 'email', auto: 'email' },
  { name: 'password', type: 'password', auto: 'new-password' },
] as const;
type Name = (typeof FIELDS)[number]['name'];

/**
 * /{locale}/account/sign-up: the server's own words on a refused field (a common password, a bad
 * e-mail), in place; otherwise "check your e-mail" — the link in it creates the account
 * (docs/decisions.md#signup-confirmation), and the page says the same whatever the address.
 */
export function SignUpForm() {
  const t = useTranslations('AccountSelf');
  const [values, setValues] = useState<Record<Name, string>>({ givenName: '', familyName: '', email: '', password: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { error, errors, busy, submit } = useSubmit(
    async () => {
      await browserApi.auth.signup(values);
      setSentTo(values.email.trim());
    },
    (fields) => {
      const first = FIELDS.find((f) => fields[f.name]);
      if (first) document.getElementById(`su-${first.name}`)?.focus();
    },
  );
  return (
    <section className="card narrow-card">
      <StepHeading>{t('signUpTitle')}</StepHeading>
      {sentTo ? (
        <p role="status">
          {t('signUpSent', { email: sentTo })}
        </p>
      ) : (
        <>
      <p className="muted">{t('signUpIntro')}</p>
      <ClientForm onSubmit={submit} noValidate>
        {FIELDS.map((f) => (
          <Field key={f.name} id={`su-${f.name}`} label={t(f.name)} error={errors[f.name]} required hint={f.name === 'password' ? t('passwordHint') : undefined}>
            <input
              type={f.type}
              {...fieldAria(`su-${f.name}`, { error: errors[f.name], hint: f.name === 'password' ? 'x' : undefined })}
              autoComplete={f.auto}
              value={values[f.name]}
              onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
            />
          </Field>
        ))}
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" busy={busy}>
          {t('signUpSubmit')}
        </Button>
      </ClientForm>
        </>
      )}
      <p>
        {t('haveAccount')} <Link href="/account/sign-in">{t('signInLink')}</Link>
      </p>
    </section>
  );
}
