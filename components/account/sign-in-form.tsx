'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { browserApi } from '@/lib/client/api';
import { keys } from '@/lib/client/queries';
import { Button } from '../ui/button';
import { problemMessage } from '../ui/error-state';
import { Field, fieldAria } from '../ui/field';
import { ClientForm } from '@/components/ui/client-form';

/** Email + password sign-in; on success the "me" query holds the account. */
export function SignInForm({ onSignedIn }: { onSignedIn?: () => void }) {
  const t = useTranslations('Account');
  const tUi = useTranslations('UI');
  const qc = useQueryClient();
  const uid = useId().replace(/[^a-zA-Z0-9]/g, '');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !password) {
      setError(t('signInMissing'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { account } = await browserApi.auth.login(email, password);
      qc.setQueryData(keys.me(), account);
      await qc.invalidateQueries({ queryKey: ['orders'] });
      onSignedIn?.();
    } catch (err) {
      setError(problemMessage(err, tUi('unexpected'), tUi('offline')));
    } finally {
      setBusy(false);
    }
  };
  const errId = `signin-${uid}-error`;
  return (
    <ClientForm onSubmit={submit} noValidate className="sign-in-form" aria-describedby={error ? errId : undefined}>
      <Field id={`email-${uid}`} label={t('email')}>
        <input
          type="email"
          {...fieldAria(`email-${uid}`, {})}
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </Field>
      <Field id={`password-${uid}`} label={t('password')}>
        <input
          type="password"
          id={`password-${uid}`}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </Field>
      {error ? (
        <p className="field-error" id={errId} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" busy={busy}>
        {t('signIn')}
      </Button>
    </ClientForm>
  );
}
