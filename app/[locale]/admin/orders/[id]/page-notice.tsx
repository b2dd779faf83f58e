'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { SignInForm } from '@/components/account/sign-in-form';

export type Notice = { kind: 'stale'; lines: string[] } | { kind: 'session' } | { kind: 'signedIn' } | null;

/**
 * The page's own messages, above the forms: a colleague's change (what changed, the page already
 * refreshed), or an ended session with the sign-in in place. Focus moves to it so a keyboard or
 * screen-reader user hears it; the forms below keep what was typed.
 */
export function PageNotice({ notice, onSignedIn }: { notice: Notice; onSignedIn: () => void }) {
  const t = useTranslations('OrderLife');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) ref.current?.focus();
  }, [notice]);
  if (!notice) return null;
  return (
    <div ref={ref} tabIndex={-1} className="card page-notice" role={notice.kind === 'signedIn' ? 'status' : 'alert'} data-testid="order-page-notice">
      {notice.kind === 'stale' ? (
        <>
          <p>
            <strong>{t('stale.refreshed')}</strong>
          </p>
          <ul className="plain-list">
            {notice.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : notice.kind === 'session' ? (
        <>
          <p>
            <strong>{t('session.expired')}</strong>
          </p>
          <SignInForm onSignedIn={onSignedIn} />
        </>
      ) : (
        <p>{t('session.signedIn')}</p>
      )}
    </div>
  );
}
