'use client';

import { useTranslations } from 'next-intl';
import type { ServiceSelection, SubService } from '@/components/booking/service-picker';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { shownEstimate, type ShownEstimate } from './bonus';

/** Each offer the repairs get, by name ("Winter care −10 % −4,50 €"), as the cart will list it. */
function OfferNames({ offers, currency }: { offers: ShownEstimate['offers']; currency: string }) {
  return offers.map((o) => (
    <span key={o.name} className="offer small">
      {o.name} <Money amount={o.amount} currency={currency} negative />
    </span>
  ));
}

/** Under a repair's price: "each" for repeatable repairs, and the Bonus Réparation it would get. */
export function PriceNote({ service: s, quantity, currency, country }: { service: SubService; quantity: number; currency: string; country: string }) {
  const t = useTranslations('Booking');
  const { bonus, toPay, offers } = shownEstimate([{ subService: s, quantity: Math.max(quantity, 1) }], currency, country);
  return (
    <>
      {s.canBeMultiple ? <span className="muted small">{t('services.each')}</span> : null}
      <OfferNames offers={offers} currency={currency} />
      {bonus > 0 ? (
        <span className="bonus">
          <Money amount={bonus} currency={currency} negative /> {t('services.bonus')}
        </span>
      ) : null}
      {bonus > 0 || offers.length > 0 ? (
        <span className="to-pay">
          {t('services.toPay')} <Money amount={toPay} currency={currency} />
        </span>
      ) : null}
    </>
  );
}

/** The sticky bar under the form: what the chosen repairs come to, Bonus Réparation deducted, and the submit button. */
export function EstimateBar({ chosen, selection, currency, country }: { chosen: SubService[]; selection: ServiceSelection; currency: string; country: string }) {
  const t = useTranslations('Booking');
  const estimate = shownEstimate(chosen.map((s) => ({ subService: s, quantity: selection[s.id] ?? 1 })), currency, country);
  return (
    <div className="sticky-summary" aria-live="polite">
      <div>
        <span className="muted small">{t('services.estimate', { count: chosen.length })}</span>
        <strong>
          <Money amount={estimate.toPay} currency={currency} />
        </strong>
        <OfferNames offers={estimate.offers} currency={currency} />
        {estimate.bonus > 0 ? (
          <span className="bonus small">
            {t('services.bonusIncluded')} <Money amount={estimate.bonus} currency={currency} negative />
          </span>
        ) : null}
      </div>
      <Button type="submit">{t('continue')}</Button>
    </div>
  );
}
