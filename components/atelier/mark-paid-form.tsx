'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { problemMessage } from '@/components/ui/error-state';
import { apiFetch } from '@/lib/client/fetcher';
import { ApiProblem } from '@/lib/client/problem';

/** An admin marks a month's statement paid, with the transfer's reference (POST …/statement/paid of any payee, docs/atelier.md#payouts). */
export function MarkPaidForm({ path, month, label }: { path: string; month: string; label: string }) {
  const t = useTranslations('Statements');
  const tUi = useTranslations('UI');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = `paid-${month}`;
  return (
    <form
      className="mark-paid"
      onSubmit={async (event) => {
        event.preventDefault();
        const reference = String(new FormData(event.currentTarget).get('reference') ?? '');
        setBusy(true);
        setError(null);
        try {
          await apiFetch(path, (s) => s.Any, { method: 'POST', body: { month, reference } });
          router.refresh();
        } catch (err) {
          setError(err instanceof ApiProblem && err.status === 409 ? t('conflict') : problemMessage(err, tUi('unexpected'), tUi('offline')));
        } finally {
          setBusy(false);
        }
      }}
    >
      <label htmlFor={`${id}-reference`}>{t('referenceLabel')}</label>
      <input id={`${id}-reference`} name="reference" maxLength={140} autoComplete="off" />
      {/* The month in hidden text, not an aria-label: the button's name starts with what it shows (WCAG 2.5.3, axe label-content-name-mismatch). */}
      <button type="submit" className="btn btn-secondary" disabled={busy}>
        {busy ? t('marking') : t('markPaid')}
        <span className="visually-hidden"> ({label})</span>
      </button>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
