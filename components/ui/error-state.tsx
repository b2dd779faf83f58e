'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { problemLines } from '@/lib/client/problem';
import { Button } from './button';

/** What went wrong, in the server's words, with a retry. */
export function ErrorState({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  const t = useTranslations('UI');
  const lines = problemLines(error, t('unexpected'), t('offline'));
  return (
    <div className="error-state" role="alert">
      <p className="error-title">{title ?? t('errorTitle')}</p>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * A refused action, shown where it happened: the server's `detail` and field messages
 * (docs/customer-site.md#refusals), focused when it appears so keyboard and screen-reader users land on it.
 */
export function ProblemNotice({ error, id, extra }: { error: unknown; id?: string; extra?: string | null }) {
  const t = useTranslations('UI');
  const ref = useRef<HTMLDivElement>(null);
  const lines = error ? problemLines(error, t('unexpected'), t('offline')) : [];
  const key = lines.join('\n') + (extra ?? '');
  useEffect(() => {
    if (key) ref.current?.focus();
  }, [key]);
  if (!error && !extra) return null;
  return (
    <div className="problem-notice" role="alert" tabIndex={-1} ref={ref} id={id}>
      {extra ? <p>{extra}</p> : null}
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

/** The same sentences as one string, for places that show a single line. */
export function problemMessage(error: unknown, fallback: string, offline: string): string {
  return problemLines(error, fallback, offline).join(' ');
}
