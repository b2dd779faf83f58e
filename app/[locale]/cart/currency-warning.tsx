'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** Asked before a currency change that would drop the Bonus Réparation (it is paid in euros only). */
export function CurrencyWarning({ bonus, busy, onConfirm, onCancel }: { bonus: ReactNode; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const t = useTranslations('Site.currencyWarning');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="notice currency-warning" role="alertdialog" aria-labelledby="cw-text" tabIndex={-1} ref={ref}>
      <p id="cw-text">{t.rich('text', { amount: () => bonus })}</p>
      <div className="form-actions">
        <Button size="sm" onClick={onConfirm} busy={busy}>
          {t('confirm')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}
