'use client';

import { useTranslations } from 'next-intl';
import type { ClaimWarning } from '@/lib/schemas/invoices';

/** The consistency checks of the claim file (docs/bonus-reparation-claims.md#warnings), one line each. */
export function ClaimWarnings({ warnings, money }: { warnings: ClaimWarning[]; money: (amount: number) => string }) {
  const t = useTranslations('Claims');
  if (warnings.length === 0) return null;
  return (
    <section className="card" aria-labelledby="claim-warnings-h">
      <h3 id="claim-warnings-h" className="h3">
        {t('warningsHeading')}
      </h3>
      <ul className="plain-list">
        {warnings.map((w, i) => (
          <li key={`${w.code}-${w.orderId}-${i}`} data-warning={w.code}>
            {t(`warnings.${w.code}`, {
              order: w.orderNumber,
              invoice: w.invoiceNumber ?? '',
              orderBonus: money(w.orderBonus ?? 0),
              invoiceBonus: money(w.invoiceBonus ?? 0),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
