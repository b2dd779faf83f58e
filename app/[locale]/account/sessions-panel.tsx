'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSubmit } from '@/components/forms/use-submit';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card-section';
import { ClientForm } from '@/components/ui/client-form';
import { accountApi } from '@/lib/client/account-api';

/** "Sign out my other devices": every session but this one ends (docs/decisions.md#sessions-revoke-others). */
export function SessionsPanel() {
  const t = useTranslations('AccountSelf');
  const [ended, setEnded] = useState<number | null>(null);
  const { error, busy, submit } = useSubmit(async () => {
    setEnded(null);
    setEnded((await accountApi.revokeOtherSessions()).ended);
  });
  return (
    <CardSection id="sessions-h" title={t('sessionsHeading')}>
      <p>{t('sessionsIntro')}</p>
      <ClientForm onSubmit={submit} noValidate>
        <Button type="submit" variant="secondary" busy={busy}>
          {t('sessionsSubmit')}
        </Button>
        <p role="status">{ended !== null ? t('sessionsDone', { count: ended }) : null}</p>
        {error ? <p role="alert" className="field-error">{error}</p> : null}
      </ClientForm>
    </CardSection>
  );
}
