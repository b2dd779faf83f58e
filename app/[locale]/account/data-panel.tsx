'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSubmit } from '@/components/forms/use-submit';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { accountApi } from '@/lib/client/account-api';
import { keys } from '@/lib/client/queries';
import { useRouter } from '@/lib/i18n/navigation';
import { CardSection } from '@/components/ui/card-section';
import { ClientForm } from '@/components/ui/client-form';

/** "Download my data" and "Delete my account" (GDPR art. 15, 17, 20; docs/decisions.md#data-rights). */
export function DataPanel({ onErased }: { onErased: () => void }) {
  const t = useTranslations('AccountSelf');
  const qc = useQueryClient();
  const router = useRouter();
  const [password, setPassword] = useState('');
  const { error, busy, submit: erase } = useSubmit(
    async () => {
      await accountApi.erase(password);
      onErased();
      qc.setQueryData(keys.me(), null);
      qc.removeQueries({ queryKey: ['orders'] });
      router.refresh();
    },
    () => document.getElementById('del-password')?.focus(),
  );
  return (
    <>
      <CardSection id="data-h" title={t('dataHeading')}>
        <p>{t('dataIntro')}</p>
        {/* A plain link: the browser saves the file the answer names (Content-Disposition). */}
        <a className="btn btn-secondary" href="/api/sip/auth/me/export" download>
          {t('download')}
        </a>
      </CardSection>
      <CardSection id="delete-h" title={t('deleteHeading')}>
        <p>{t('deleteIntro')}</p>
        <ClientForm onSubmit={erase} noValidate>
          <Field id="del-password" label={t('deletePassword')} error={error} required>
            <input type="password" {...fieldAria('del-password', { error })} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field>
          <Button type="submit" variant="danger" busy={busy} disabled={!password}>
            {t('deleteSubmit')}
          </Button>
        </ClientForm>
      </CardSection>
    </>
  );
}
