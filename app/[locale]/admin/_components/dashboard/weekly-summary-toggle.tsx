'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { browserApi } from '@/lib/client/api';

/** The weekly summary e-mail's opt-in (docs/dashboards.md#weekly-summary), in the page's language. */
export function WeeklySummaryToggle({ subscribed }: { subscribed: boolean }) {
  const t = useTranslations('Dashboard.weeklySummary');
  const locale = useLocale();
  const id = useId();
  const [checked, setChecked] = useState(subscribed);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  return (
    <form
      className="weekly-summary"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setOutcome(null);
        try {
          const answer = await browserApi.admin.weeklySummary({ subscribed: checked, locale });
          setChecked(answer.subscribed);
          setOutcome('saved');
        } catch {
          setOutcome('failed');
        } finally {
          setBusy(false);
        }
      }}
    >
      <input id={id} type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} aria-describedby={`${id}-hint`} />
      <label htmlFor={id}>{t('label')}</label>
      <span id={`${id}-hint`} className="hint">
        {t('hint')}
      </span>
      <Button type="submit" size="sm" variant="secondary" busy={busy}>
        {t('save')}
      </Button>
      <span role="status" className={outcome === 'failed' ? 'error' : 'hint'}>
        {outcome ? t(outcome) : ''}
      </span>
    </form>
  );
}
