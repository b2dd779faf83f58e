'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { problemMessage } from './error-state';

/**
 * One admin action at a time: busy while it runs, the server's refusal in words when it fails,
 * and the server-rendered page refreshed when it succeeds.
 */
export function useRefreshingAction() {
  const tUi = useTranslations('UI');
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      router.refresh();
    } catch (e) {
      setError(problemMessage(e, tUi('unexpected'), tUi('offline')));
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, run };
}
