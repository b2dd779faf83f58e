'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSubmit } from '@/components/forms/use-submit';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { StepHeading } from '@/components/ui/step-heading';
import { browserApi } from '@/lib/client/api';
import { keys } from '@/lib/client/queries';
import { Link, useRouter } from '@/lib/i18n/navigation';

const FIELDS = [
  { name: 'givenName', type: 'text', auto: 'given-name' },
  { name: 'familyName', type: 'text', auto: 'family-name' },
  { name: 'email', type: 'email', auto: 'email' },
  { name: 'password', type: 'password', auto: 'new-password' },
] as const;
type Name = (typeof FIELDS)[number]['name'];

/** /{locale}/account/sign-up: the server's own words on a refused field (a common password, a bad e-mail), in place. */
export function SignUpForm() {
  const t = useTranslations('AccountSelf');
  const qc = useQueryClient();
  const router = useRouter();
  const [values, setValues] = useState<Record<Name, string>>({ givenName: '', familyName: '', email: '', password: '' });
  const { error, errors, busy, submit } = useSubmit(
    async () => {
      const { account } = await browserApi.auth.signup(values);
      qc.setQueryData(keys.me(), account);
      router.push('/account');
      router.refresh();
    },
    (fields) => {
      const first = FIELDS.find((f) => fields[f.name]);
      if (first) document.getElementById(`su-${first.name}`)?.focus();
    },
  );
  return (
    <section className="card narrow-card">
      <StepHeading>{t('signUpTitle')}</StepHeading>
      <p className="muted">{t('signUpIntro')}</p>
      <form onSubmit={submit} noValidate>
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
      </form>
      <p>
        {t('haveAccount')} <Link href="/account/sign-in">{t('signInLink')}</Link>
      </p>
    </section>
  );
}
