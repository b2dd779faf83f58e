'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSubmit } from '@/components/forms/use-submit';
import { Button } from '@/components/ui/button';
import { StepHeading } from '@/components/ui/step-heading';
import { browserApi } from '@/lib/client/api';
import { keys } from '@/lib/client/queries';
import { useFragmentToken } from '@/lib/client/use-fragment-token';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { ClientForm } from '@/components/ui/client-form';

/**
 * /{locale}/account/confirm#token=…: the sign-up's e-mailed link (docs/decisions.md#signup-confirmation).
 * A button, not an automatic call: mail scanners that open links must not get the session.
 */

export function ConfirmForm() {
  const t = useTranslations('AccountSelf');
  const qc = useQueryClient();
  const router = useRouter();
  const token = useFragmentToken();
  const { error, busy, submit } = useSubmit(async () => {
    const { account } = await browserApi.auth.confirmSignup(token!);
    qc.setQueryData(keys.me(), account);
    router.push('/account');
    router.refresh();
  });
  return (
    <section className="card narrow-card">
      <StepHeading>{t('confirmTitle')}</StepHeading>
      {token === null ? (
        <p role="alert">
          {t('confirmMissing')} <Link href="/account/sign-up">{t('signUpLink')}</Link>
        </p>
      ) : (
        <ClientForm onSubmit={submit} noValidate>
          <p className="muted">{t('confirmIntro')}</p>
          {error ? (
            <p className="field-error" role="alert">
              {error} <Link href="/account/sign-up">{t('signUpLink')}</Link>
            </p>
          ) : null}
          <Button type="submit" busy={busy} disabled={!token}>
            {t('confirmSubmit')}
          </Button>
        </ClientForm>
      )}
    </section>
  );
}
