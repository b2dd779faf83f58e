'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { browserApi } from '@/lib/client/api';
import { keys } from '@/lib/client/queries';
import { Button } from '../ui/button';

type Props = { email: string; onSignedOut?: () => void; children?: ReactNode };

/**
 * Who is signed in, and the way out: the session ends on the server and the cached account with it;
 * `onSignedOut` drops what else the page holds for that account.
 */
export function SignedInCard({ email, onSignedOut, children }: Props) {
  const t = useTranslations('Account');
  const qc = useQueryClient();
  return (
    <div className="card signed-in">
      <p>{t('signedInAs', { email })}</p>
      {children}
      <Button
        variant="ghost"
        size="sm"
        onClick={async () => {
          await browserApi.auth.logout();
          qc.setQueryData(keys.me(), null);
          onSignedOut?.();
        }}
      >
        {t('signOut')}
      </Button>
    </div>
  );
}
