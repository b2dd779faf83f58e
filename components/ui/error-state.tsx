'use client';

import { useTranslations } from 'next-intl';
import { ApiProblem, NetworkProblem } from '@/lib/client/problem';
import { Button } from './button';

/** What went wrong, in words, with a retry. */
export function ErrorState({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  const t = useTranslations('UI');
  const message = problemMessage(error, t('unexpected'), t('offline'));
  return (
    <div className="error-state" role="alert">
      <p className="error-title">{title ?? t('errorTitle')}</p>
      <p>{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      ) : null}
    </div>
  );
}

export function problemMessage(error: unknown, fallback: string, offline: string): string {
  if (error instanceof ApiProblem) return error.detail && error.detail !== error.title ? `${error.title} — ${error.detail}` : error.title;
  if (error instanceof NetworkProblem) return offline;
  return fallback;
}
