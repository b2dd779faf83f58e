'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Link } from '@/lib/i18n/navigation';

/**
 * A page that failed while rendering: the site's shell stays, the customer reads what happened in
 * the URL's language and can retry or go back (docs/customer-site.md#not-found). The digest is the
 * reference the server logged.
 */
export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Site.error');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="status-page" aria-labelledby="err-title">
      <h1 id="err-title" tabIndex={-1} ref={heading}>
        {t('heading')}
      </h1>
      <p className="lead">{t('text')}</p>
      {error.digest ? <p className="muted small">{t('reference', { digest: error.digest })}</p> : null}
      <p className="status-actions">
        <button type="button" className="btn btn-primary" onClick={reset}>
          {t('retry')}
        </button>
        <Link href="/" className="btn btn-secondary" prefetch={false}>
          {t('home')}
        </Link>
      </p>
    </section>
  );
}
