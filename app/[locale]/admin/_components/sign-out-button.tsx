'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { browserApi } from '@/lib/client/api';
import { useRouter } from '@/lib/i18n/navigation';

/** Ends the session, forgets every cached answer, and shows the sign-in form. */
export function SignOutButton({ variant = 'ghost', to = '/admin' }: { variant?: 'ghost' | 'secondary'; /** Where the sign-in shows after (the atelier's: /atelier). */ to?: '/admin' | '/atelier' }) {
  const t = useTranslations('Admin');
  const qc = useQueryClient();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={variant}
      size="sm"
      busy={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await browserApi.auth.logout();
        } finally {
          qc.clear();
          router.replace(to);
          router.refresh();
          setBusy(false);
        }
      }}
    >
      {t('nav.signOut')}
    </Button>
  );
}
