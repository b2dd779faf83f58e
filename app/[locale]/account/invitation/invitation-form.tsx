'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { problemMessage } from '@/components/ui/error-state';
import { Field, fieldAria } from '@/components/ui/field';
import { StepHeading } from '@/components/ui/step-heading';
import { ClientForm } from '@/components/ui/client-form';
import { apiFetch } from '@/lib/client/fetcher';
import { ApiProblem } from '@/lib/client/problem';
import { useFragmentToken } from '@/lib/client/use-fragment-token';
import { Link } from '@/lib/i18n/navigation';
import { AcceptedInvitationSchema } from '@/lib/schemas/people';

/** The token travels in the fragment (never sent to a server, so no log holds it); the form posts it with the password. */
export function InvitationForm() {
  const t = useTranslations('Invitation');
  const tUi = useTranslations('UI');
  const token = useFragmentToken();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const accepted = await apiFetch('/api/sip/auth/invitations/accept', AcceptedInvitationSchema, { method: 'POST', body: { token, password } });
      setDone(accepted.email);
    } catch (err) {
      setError(err instanceof ApiProblem && err.errors[0] ? err.errors[0].message : problemMessage(err, tUi('unexpected'), tUi('offline')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card narrow-card">
      <StepHeading>{t('title')}</StepHeading>
      {done ? (
        <p role="status">
          {t('done', { email: done })} <Link href="/admin">{t('signIn')}</Link>
        </p>
      ) : token === null ? (
        <p role="alert">{t('noToken')}</p>
      ) : (
        <>
          <p>{t('intro')}</p>
          <ClientForm onSubmit={submit} noValidate>
            <Field id="inv-password" label={t('password')} error={error} required hint={t('hint')}>
              <input type="password" {...fieldAria('inv-password', { error, hint: 'x' })} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </Field>
            <Button type="submit" busy={busy} disabled={!token}>
              {t('submit')}
            </Button>
          </ClientForm>
        </>
      )}
    </section>
  );
}
